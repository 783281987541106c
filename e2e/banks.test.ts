import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankFor as mindBankFor } from '../src/server/games/mind/bank.ts';
import { bankFor as triviaBankFor } from '../src/server/games/trivia/bank.ts';
import { startApp, type App } from './browser.ts';
import { guestInAnyLanguage, search, words } from './localized.ts';

// SHOTS_DIR=/some/dir saves each language's trivia and Read my mind panels at both sizes
const SHOTS = process.env.SHOTS_DIR;
// two calls' pages on a shared 2-core machine: what a person waits for may take a while
const SLOW = { timeout: 60_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const sizeOf = (page: Page) => `${page.viewportSize()!.width}x${page.viewportSize()!.height}`;

/** How each bank's Read my mind line begins, as its reader sees it. */
const PROMPTS = {
  fr: /^Vous préférez… .+ ou .+\u202f\?$/,
  de: /^Würdest du lieber… .+ oder .+\?$/,
  tr: /^Hangisini seçerdin… .+ m[ıiuü], .+ m[ıiuü]\?$/,
  ru: /^Что выберете… .+ или .+\?$/,
};

describe('a pair whose apps speak French, German, Turkish or Russian', () => {
  let app: App;
  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
  });
  // each pair leaves before the next: their open calls would slow the next pair's start
  afterEach(() => app.closeUsers());
  afterAll(() => app.close());

  it.each([
    ['fr', 'fr-FR', 'fr-CA'],
    ['de', 'de-DE', 'de-AT'],
    ['tr', 'tr-TR', 'tr'],
    ['ru', 'ru-RU', 'ru-KZ'],
  ] as const)(
    'a %s pair plays trivia and Read my mind with questions in its language',
    async (language, desktopLocale, phoneLocale) => {
      const say = words(language);
      const a = (await app.newUser(DESKTOP, { locale: desktopLocale })).page;
      const b = (await app.newUser(PHONE, { locale: phoneLocale })).page;
      for (const page of [a, b]) await guestInAnyLanguage(page);
      await search(a, say);
      await search(b, say);
      for (const page of [a, b])
        await page
          .getByRole('region', { name: say('chat', 'chat.screen.label') })
          .waitFor({ timeout: 90_000 });
      const pages = [a, b] as const;
      const note = say('games', 'games.questionsIn').split('{')[0]!.trim();

      // trivia: the question comes from this language's bank, and no note says otherwise
      const trivia = (page: Page) =>
        page.getByRole('region', { name: say('trivia', 'trivia.title') });
      // open Games on both sides, as a person does again if the panel was not open yet
      for (const page of pages) {
        const games = page
          .getByRole('toolbar', { name: say('chat', 'chat.controls') })
          .getByRole('button', { name: new RegExp(`^${say('chat', 'chat.games')}`) });
        const panel = trivia(page).getByRole('button', { name: say('trivia', 'trivia.request') });
        await expect
          .poll(
            async () => {
              if ((await games.getAttribute('aria-expanded')) !== 'true') await games.click();
              return panel.isVisible();
            },
            { timeout: 60_000, interval: 1000 },
          )
          .toBe(true);
      }
      await trivia(a)
        .getByRole('button', { name: say('trivia', 'trivia.request') })
        .click(SLOW);
      await trivia(b)
        .getByRole('button', { name: say('games', 'games.accept') })
        .click(SLOW);
      const asked = await Promise.race(
        pages.map(async (page) => {
          await trivia(page).locator('#trivia-question-text').waitFor({ timeout: 30_000 });
          return page;
        }),
      );
      const question = trivia(asked).locator('#trivia-question-text');
      expect(await question.getAttribute('lang')).toBe(language);
      const texts = new Set(triviaBankFor(language).questions.map((q) => q.question));
      expect(texts.has((await question.textContent()) ?? '')).toBe(true);
      expect(await trivia(asked).getByText(note).count()).toBe(0);
      if (SHOTS)
        for (const page of pages)
          await page.screenshot({
            path: `${SHOTS}/trivia-${language}-${sizeOf(page)}.png`,
            ...SLOW,
          });
      // end the duel, unless its timed turns ran out while the shots were taken
      const endButton = trivia(a).getByRole('button', { name: say('games', 'games.end') });
      const closeButton = trivia(a).getByRole('button', { name: say('games', 'games.close') });
      await endButton.or(closeButton).first().waitFor(SLOW);
      if (await endButton.isVisible()) {
        await endButton.click();
        await a
          .getByRole('dialog', {
            name: say('games', 'games.endConfirm.title', { game: say('trivia', 'trivia.name') }),
          })
          .getByRole('button', { name: say('games', 'games.end') })
          .click();
      }
      for (const page of pages)
        await trivia(page)
          .getByRole('button', { name: say('games', 'games.close') })
          .click(SLOW);

      // Read my mind: both read a pair of options from the bank, in the bank's own question line
      const mind = (page: Page) => page.getByRole('region', { name: say('mind', 'mind.title') });
      await mind(b)
        .getByRole('button', { name: say('mind', 'mind.request') })
        .click(SLOW);
      await mind(a)
        .getByRole('button', { name: say('games', 'games.accept') })
        .click(SLOW);
      const options = mindBankFor(language).questions.map((q) => q.options);
      for (const page of pages) {
        const line = mind(page).locator('.mind-question');
        await line.waitFor(SLOW);
        expect(await line.getAttribute('lang')).toBe(language);
        const text = (await line.textContent()) ?? '';
        expect(text).toMatch(PROMPTS[language]);
        expect(
          options.some(([x, y]) => text.includes(`${x} `) && text.includes(y)),
          text,
        ).toBe(true);
      }
      expect(await mind(a).getByText(note).count()).toBe(0);
      if (SHOTS)
        for (const page of pages)
          await page.screenshot({ path: `${SHOTS}/mind-${language}-${sizeOf(page)}.png`, ...SLOW });
    },
    600_000,
  );
});
