import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { bornYearsAgo, type App } from './browser.ts';

/**
 * The app's own words in a language, from its catalogues (src/web/…/locales/<lang>.json), with
 * simple {placeholders} filled (isolated in Arabic, as the app shows them): browser tests in other languages find what a person reads
 * without copying the translations.
 */
export function words(locale: string) {
  return (folder: string, id: string, values: Record<string, string> = {}): string => {
    const file = folder === 'app' ? 'src/web/app' : `src/web/features/${folder}`;
    const catalogue = JSON.parse(readFileSync(`${file}/locales/${locale}.json`, 'utf8')) as Record<
      string,
      string
    >;
    const message = catalogue[id];
    if (message === undefined) throw new Error(`no message ${id} in ${file} (${locale})`);
    // a right-to-left sentence isolates its values, as the app's compiled messages do
    const [before, after] = locale === 'ar' ? ['\u2068', '\u2069'] : ['', ''];
    return message.replace(/\{(\w+)\}/g, (m, name: string) =>
      name in values ? `${before}${values[name]}${after}` : m,
    );
  };
}

/**
 * A guest session and the 18+ answer (as a 30-year-old) over the API the app uses, then Home:
 * for tests in another language, whose subject is not the sign-in dialog (accounts.test.ts and
 * age-gate.test.ts test those).
 */
export async function guestInAnyLanguage(page: Page): Promise<void> {
  await page.goto('/about');
  const origin = new URL(page.url()).origin;
  const guest = await page.request.post('/api/auth/guest', { headers: { origin } });
  if (!guest.ok()) throw new Error(`guest session failed: ${guest.status()}`);
  const { token } = (await guest.json()) as { token: string };
  const age = await page.request.post('/api/age', {
    headers: { origin, authorization: `Bearer ${token}` },
    data: { birthDate: bornYearsAgo(30) },
  });
  if (!age.ok()) throw new Error(`age gate failed: ${age.status()}`);
  // as after a sign-in in the app: this browser has a session to restore (session.ts)
  await page.evaluate(() => localStorage.setItem('sessionHint', '1'));
  await page.goto('/');
}

/** Presses Find a Partner in the page's language, once the page can search. */
export async function search(page: Page, say: ReturnType<typeof words>): Promise<void> {
  await page
    .getByRole('button', { name: say('home', 'home.find') })
    .and(page.locator(':enabled'))
    .click();
}

/** Both partners open the trivia panel; one challenges, the other accepts; who is asked first. */
export async function playTrivia(
  pages: [Page, Page],
  say: ReturnType<typeof words>,
): Promise<Page> {
  const trivia = (page: Page) => page.getByRole('region', { name: say('trivia', 'trivia.title') });
  for (const page of pages) {
    const games = page
      .getByRole('toolbar', { name: say('chat', 'chat.controls') })
      .getByRole('button', { name: new RegExp(`^${say('chat', 'chat.games')}`) });
    if ((await games.getAttribute('aria-expanded')) !== 'true') await games.click();
  }
  await trivia(pages[0])
    .getByRole('button', { name: say('trivia', 'trivia.request') })
    .click();
  await trivia(pages[1])
    .getByRole('button', { name: say('games', 'games.accept') })
    .click();
  return Promise.race(
    pages.map(async (page) => {
      await trivia(page).locator('#trivia-question-text').waitFor({ timeout: 30_000 });
      return page;
    }),
  );
}

/**
 * Two Arabic guests in a call, on two screen sizes, with the Games panel open; the first
 * challenges the second to the game whose words live in `folder` (its `<folder>.title` names
 * the game's region, `<folder>.request` its challenge button), and the second accepts. Returns
 * both pages and the game's region on a page.
 */
export async function challengeInArabic(
  app: App,
  sizes: [{ width: number; height: number }, { width: number; height: number }],
  folder: string,
) {
  const ar = words('ar');
  const [x, y] = await Promise.all(
    sizes.map(async (size) => (await app.newUser(size, { locale: 'ar' })).page),
  );
  for (const page of [x!, y!]) {
    await guestInAnyLanguage(page);
    await search(page, ar);
  }
  const region = (page: Page) => page.getByRole('region', { name: ar(folder, `${folder}.title`) });
  for (const page of [x!, y!]) {
    const games = page
      .getByRole('toolbar', { name: ar('chat', 'chat.controls') })
      .getByRole('button', { name: new RegExp(`^${ar('chat', 'chat.games')}`) });
    if ((await games.getAttribute('aria-expanded')) !== 'true') await games.click();
  }
  await region(x!)
    .getByRole('button', { name: ar(folder, `${folder}.request`) })
    .click();
  await region(y!)
    .getByRole('button', { name: ar('games', 'games.accept') })
    .click();
  return { x: x!, y: y!, region };
}
