import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { breaches, type Glossary } from '../src/web/i18n/glossary.ts';
import { startApp, type App } from './browser.ts';
import { guestInAnyLanguage, search, words } from './localized.ts';

// SHOTS_DIR=/some/dir saves Home, the call with a game and People in each language
const SHOTS = process.env.SHOTS_DIR;
// two calls' pages on a shared 2-core machine: what a person waits for may take a while
const SLOW = { timeout: 60_000 };
const PHONE = { width: 390, height: 844 };

const glossaryOf = (language: string) =>
  JSON.parse(readFileSync(`src/web/i18n/glossary/${language}.json`, 'utf8')) as Glossary;

/** What a person reads on the page that breaks the language's glossary (none, we hope). */
async function slips(page: Page, language: string, where: string): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line): [string, string] => [where, line]);
  return breaches(glossaryOf(language), lines).map((b) => `${where}: «${b.found}» (${b.why})`);
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, ...SLOW });
}

describe('the words a person reads in German, Russian and Arabic', () => {
  let app: App;
  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
  });
  afterEach(() => app.closeUsers());
  afterAll(() => app.close());

  it.each([
    ['de', 'de-DE'],
    ['ru', 'ru-RU'],
    ['ar', 'ar-EG'],
  ] as const)(
    'in %s, Home, a call with a trivia challenge and People keep to the glossary',
    async (language, locale) => {
      const say = words(language);
      const a = (await app.newUser(PHONE, { locale })).page;
      const b = (await app.newUser(PHONE, { locale })).page;
      for (const page of [a, b]) await guestInAnyLanguage(page);

      // Home: the button that starts a search uses the language's word for "someone"
      await b
        .getByRole('button', { name: say('home', 'home.find') })
        .and(b.locator(':enabled'))
        .waitFor(SLOW);
      expect(await slips(b, language, 'Home')).toEqual([]);
      await shoot(b, `home-${language}-390x844`);

      await search(a, say);
      await search(b, say);
      for (const page of [a, b])
        await page
          .getByRole('region', { name: say('chat', 'chat.screen.label') })
          .waitFor({ timeout: 90_000 });

      // the call: one asks for a trivia duel, the other reads the challenge and accepts
      const trivia = (page: Page) =>
        page.getByRole('region', { name: say('trivia', 'trivia.title') });
      for (const page of [a, b]) {
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
      const accept = trivia(b).getByRole('button', { name: say('games', 'games.accept') });
      await accept.waitFor(SLOW);
      expect(await slips(b, language, 'call, challenged')).toEqual([]);
      await shoot(b, `call-challenge-${language}-390x844`);
      await accept.click(SLOW);
      const asked = await Promise.race(
        [a, b].map(async (page) => {
          await trivia(page).locator('#trivia-question-text').waitFor({ timeout: 30_000 });
          return page;
        }),
      );
      for (const page of [a, b]) expect(await slips(page, language, 'call, trivia')).toEqual([]);
      await shoot(asked, `call-trivia-${language}-390x844`);

      // People: the people met and the contacts, in the same words
      await b.goto('/people');
      await b.getByRole('heading', { name: say('contacts', 'contacts.page.heading') }).waitFor();
      await b.getByRole('list', { name: say('contacts', 'contacts.recent.label') }).waitFor(SLOW);
      expect(await slips(b, language, 'People')).toEqual([]);
      await shoot(b, `people-${language}-390x844`);
    },
    600_000,
  );
});
