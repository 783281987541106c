import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankFor as mindBankFor } from '../src/server/games/mind/bank.ts';
import { bankFor } from '../src/server/games/trivia/bank.ts';
import { axeViolations } from './axeCheck.ts';
import { startApp, type App } from './browser.ts';
import { guestInAnyLanguage, playTrivia, search, words } from './localized.ts';

const SPANISH_QUESTIONS = new Set(bankFor('es').questions.map((q) => q.question));
const ARABIC_QUESTIONS = new Set(bankFor('ar').questions.map((q) => q.question));
const ARABIC_OPTIONS = new Set(mindBankFor('ar').questions.flatMap((q) => q.options));

// SHOTS_DIR=/some/dir saves the call and a game in Spanish and in Arabic at both sizes
const SHOTS = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const sizeOf = (page: Page) => `${page.viewportSize()!.width}x${page.viewportSize()!.height}`;

describe('people whose app speaks their language', () => {
  let app: App;
  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
  });
  afterAll(() => app.close());

  it('two Spanish browsers are paired with each other before an English one that waited longer, see the language they share, and play trivia in Spanish', async () => {
    const es = words('es');
    const english = (await app.newUser()).page;
    const es1 = (await app.newUser(DESKTOP, { locale: 'es-ES' })).page;
    const es2 = (await app.newUser(PHONE, { locale: 'es-MX' })).page;
    for (const page of [english, es1, es2]) await guestInAnyLanguage(page);
    await search(english, words('en'));
    await english.getByText('Looking for someone…').waitFor();
    await search(es1, es);
    await search(es2, es);
    // nothing to set: a Spanish app searches for Spanish speakers
    for (const page of [es1, es2]) {
      const chip = page.getByText(es('chat', 'chat.partner.bothSpeak').split('{')[0]!.trim());
      await chip.getByText('Español').waitFor({ timeout: 90_000 });
      expect(
        await page.getByRole('region', { name: es('chat', 'chat.screen.label') }).count(),
      ).toBe(1);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/call-es-${sizeOf(page)}.png` });
    }
    expect(await axeViolations(es1)).toEqual([]);
    // the English speaker, searching since before them, met nobody: nobody shares English
    expect(await english.getByRole('region', { name: 'Video chat' }).count()).toBe(0);

    const asked = await playTrivia([es1, es2], es);
    const question = asked.locator('#trivia-question-text');
    expect(await question.getAttribute('lang')).toBe('es');
    expect(SPANISH_QUESTIONS.has((await question.textContent()) ?? '')).toBe(true);
    // the questions are in their language: no note says otherwise
    const note = es('games', 'games.questionsIn').split('{')[0]!.trim();
    expect(await asked.getByText(note).count()).toBe(0);
    if (SHOTS)
      for (const page of [es1, es2])
        await page.screenshot({ path: `${SHOTS}/trivia-es-${sizeOf(page)}.png` });
  }, 600_000);

  it('in Arabic the call reads right to left: the self view at the top left, and both question games ask in Arabic', async () => {
    const ar = words('ar');
    const a = (await app.newUser(DESKTOP, { locale: 'ar-EG' })).page;
    const b = (await app.newUser(PHONE, { locale: 'ar' })).page;
    for (const page of [a, b]) await guestInAnyLanguage(page);
    await search(a, ar);
    await search(b, ar);
    for (const page of [a, b]) {
      await page.getByRole('region', { name: ar('chat', 'chat.screen.label') }).waitFor({
        timeout: 90_000,
      });
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // the self view starts in the top corner where lines end: the left
      const self = await page.locator('.self-view').boundingBox();
      expect(self!.x + self!.width / 2).toBeLessThan(page.viewportSize()!.width / 2);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/call-ar-${sizeOf(page)}.png` });
    }
    expect(await axeViolations(a)).toEqual([]);
    const asked = await playTrivia([a, b], ar);
    // the Arabic bank's questions, read right to left whatever the page's direction (dir="auto");
    // read at once, before the turn passes
    const shown = await asked.locator('#trivia-question-text').evaluate((el) => ({
      lang: el.getAttribute('lang'),
      text: el.textContent ?? '',
      rtl: el.matches(':dir(rtl)'),
      auto: el.getAttribute('dir') === 'auto',
    }));
    expect(shown).toMatchObject({ lang: 'ar', rtl: true, auto: true });
    expect(ARABIC_QUESTIONS.has(shown.text), shown.text).toBe(true);
    const note = ar('games', 'games.questionsIn').split('{')[0]!.trim();
    expect(await asked.getByText(note).count()).toBe(0);
    if (SHOTS)
      for (const page of [a, b])
        await page.screenshot({ path: `${SHOTS}/trivia-ar-${sizeOf(page)}.png` });
    const trivia = (page: Page) => page.getByRole('region', { name: ar('trivia', 'trivia.title') });
    await trivia(asked)
      .getByRole('button', { name: ar('games', 'games.end') })
      .click();
    // ending asks first
    await asked
      .getByRole('dialog', {
        name: ar('games', 'games.endConfirm.title', { game: ar('trivia', 'trivia.name') }),
      })
      .getByRole('button', { name: ar('games', 'games.end') })
      .click();
    // each closes the result, and the games list comes back
    for (const page of [a, b])
      await trivia(page)
        .getByRole('button', { name: ar('games', 'games.close') })
        .click();

    // Read my mind: the Arabic prompt around two options from the Arabic bank, on both screens
    const mind = (page: Page) => page.getByRole('region', { name: ar('mind', 'mind.title') });
    await mind(a)
      .getByRole('button', { name: ar('mind', 'mind.request') })
      .click();
    await mind(b)
      .getByRole('button', { name: ar('games', 'games.accept') })
      .click();
    for (const page of [a, b]) await mind(page).locator('.mind-question').waitFor();
    // both screens read together, before the round can move on
    const seen = await Promise.all(
      [a, b].map((page) =>
        mind(page).evaluate((panel) => ({
          lang: panel.querySelector('.mind-question')?.getAttribute('lang'),
          line: panel.querySelector('.mind-question')?.textContent ?? '',
          options: [...panel.querySelectorAll('.mind-option')].map((o) => o.textContent?.trim()),
        })),
      ),
    );
    for (const { lang, line, options } of seen) {
      expect(lang).toBe('ar');
      expect(line).toMatch(/^أيّهما أفضل لك… .+ أم .+؟$/);
      // your answer and your guess, each between the same two options
      expect(options).toHaveLength(4);
      for (const option of options) expect(ARABIC_OPTIONS.has(option ?? ''), option).toBe(true);
    }
    expect(seen[1]!.line).toBe(seen[0]!.line);
    for (const page of [a, b]) {
      expect(await mind(page).getByText(note).count()).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/mind-ar-${sizeOf(page)}.png` });
    }
  }, 600_000);
});
