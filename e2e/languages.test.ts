import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { bankFor } from '../src/server/games/trivia/bank.ts';
import { continueAsGuest, findPartner, openGames, startApp, type App } from './browser.ts';

const SPANISH_QUESTIONS = new Set(bankFor('es').questions.map((q) => q.question));

// SHOTS_DIR=/some/dir also saves the Settings section and the call's chip there
const SHOTS = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** In Settings, as a person would: add Español, put it first, remove English. */
async function speakSpanish(page: Page, shot?: string): Promise<void> {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Languages' });
  const spoken = section.getByRole('list', { name: 'Languages you speak' });
  // nothing saved yet: the app's language, English here (en or en-US)
  await spoken.getByText(/English/).waitFor({ timeout: 15_000 });
  await section.getByLabel('Add a language').selectOption({ label: 'Español' });
  await section.getByRole('button', { name: 'Add', exact: true }).click();
  await section.getByRole('button', { name: 'Move Español up' }).click();
  await section.getByRole('button', { name: /^Remove .*English$/ }).click();
  await section.getByLabel('Prefer people from').selectOption({ label: 'Mexico' });
  expect(await spoken.getByRole('listitem').allInnerTexts()).toEqual([
    expect.stringContaining('Español'),
  ]);
  if (shot) {
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/${shot}` });
  }
}

describe('matching by language in the browser', () => {
  let app: App;
  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
  });
  afterAll(() => app.close());

  it('two people who speak Spanish meet each other before an English speaker who waited longer, and see the language they share', async () => {
    const english = (await app.newUser()).page;
    const es1 = (await app.newUser(DESKTOP)).page;
    const es2 = (await app.newUser(PHONE)).page;
    await Promise.all([english, es1, es2].map(continueAsGuest));
    await speakSpanish(es1, SHOTS && 'settings-languages-1440x900.png');
    await speakSpanish(es2, SHOTS && 'settings-languages-390x844.png');
    expect(await axeViolations(es1)).toEqual([]);
    await findPartner(english);
    await english.getByText('Looking for someone…').waitFor();
    for (const page of [es1, es2]) await page.goto('/');
    await Promise.all([findPartner(es1), findPartner(es2)]);
    // the call comes up once the partner's video plays: slow on a loaded machine
    for (const [page, size] of [
      [es1, '1440x900'],
      [es2, '390x844'],
    ] as const) {
      await page.getByText('You both speak').getByText('Español').waitFor({ timeout: 90_000 });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/call-chip-${size}.png` });
    }
    // the English speaker, searching since before them, met nobody: nobody shares English
    expect(await english.getByRole('region', { name: 'Video chat' }).count()).toBe(0);
    expect(await english.getByText('You both speak').count()).toBe(0);

    // their trivia duel asks the Spanish bank's questions, and no note says otherwise
    const trivia = (page: Page) => page.getByRole('region', { name: 'Trivia duel' });
    for (const page of [es1, es2]) await openGames(page);
    await trivia(es1).getByRole('button', { name: 'Challenge to trivia' }).click();
    await trivia(es2).getByRole('button', { name: 'Accept' }).click();
    const asked = await Promise.race(
      [es1, es2].map(async (page) => {
        await trivia(page).locator('#trivia-question-text').waitFor({ timeout: 30_000 });
        return page;
      }),
    );
    const question = trivia(asked).locator('#trivia-question-text');
    expect(await question.getAttribute('lang')).toBe('es');
    expect(SPANISH_QUESTIONS.has((await question.textContent()) ?? '')).toBe(true);
    expect(
      await trivia(asked)
        .getByText(/^Questions in/)
        .count(),
    ).toBe(0);
    if (SHOTS) await asked.screenshot({ path: `${SHOTS}/trivia-es.png` });
    // three guests signing in on a loaded 2-core machine take a while each
  }, 600_000);
});
