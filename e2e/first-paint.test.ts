import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_LOCALES } from '../src/shared/uiLocales.ts';
import { startApp, type App } from './browser.ts';
import { guestInAnyLanguage, words } from './localized.ts';

// SHOTS_DIR=/some/dir saves Home as it first paints in Spanish, Arabic and German
const SHOTS = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** A slow mobile link: 400 kbit/s each way, 300 ms round trip. */
const SLOW = {
  offline: false,
  latency: 300,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};
const FAST = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

const htmlAttr = (page: Page, name: string) =>
  page.evaluate((n) => document.documentElement.getAttribute(n), name);

describe('the first paint is in the person’s language', () => {
  let app: App;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await app.close();
  });

  /**
   * A first visit: a browser with nothing stored and no service worker yet (a controlled
   * page opens from the cached shell, which has nothing to type into before the code runs).
   */
  async function firstVisitor(
    locale: string,
    options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {},
  ) {
    const context = await app.browser.newContext({
      baseURL: app.url,
      locale,
      viewport: options.viewport ?? PHONE,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      serviceWorkers: 'block',
    });
    contexts.push(context);
    await context.grantPermissions(['camera', 'microphone'], { origin: app.url });
    return { context, page: await context.newPage() };
  }

  async function slowLink(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // a first visit: nothing of the app in the browser's cache
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW);
    return () => cdp.send('Network.emulateNetworkConditions', FAST);
  }

  it.each([
    ['es-ES', 'es', 'ltr'],
    ['ar-EG', 'ar', 'rtl'],
    ['de-DE', 'de', 'ltr'],
  ] as const)(
    'scripts off, a first visit to / from a %s browser is Home in %s',
    async (browserLocale, lang, dir) => {
      const say = words(lang);
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await firstVisitor(browserLocale, { javaScriptEnabled: false, viewport });
        const res = await page.goto('/');
        expect(res!.headers().vary).toContain('accept-language');
        expect(await htmlAttr(page, 'lang')).toBe(lang);
        expect(await htmlAttr(page, 'dir')).toBe(dir);
        await page.getByRole('heading', { level: 1, name: say('home', 'home.title') }).waitFor();
        expect(await page.getByRole('button', { name: say('home', 'home.find') }).count()).toBe(1);
        expect(await page.getByLabel(say('home', 'home.interests.label')).count()).toBe(1);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-${lang}-${viewport.width}.png` });
      }
    },
  );

  /**
   * Opens Home on the slow link, types into the interests field as soon as it shows (the
   * scripts still on their way: Find is not usable yet), and waits for Find a Partner to be.
   * Returns how long Home took to be usable, from the start of the navigation.
   */
  async function typeBeforeScripts(page: Page, lang: string, typed: string) {
    const say = words(lang);
    const fast = await slowLink(page);
    await page.goto('/', { waitUntil: 'commit' });
    const field = page.getByLabel(say('home', 'home.interests.label'));
    const find = page.getByRole('button', { name: say('home', 'home.find') });
    await field.waitFor();
    await field.pressSequentially(typed);
    // typed while the page still waited for its code
    expect(await find.isDisabled()).toBe(true);
    await find.and(page.locator(':enabled')).waitFor({ timeout: 30_000 });
    const usableMs = await page.evaluate(() => performance.now());
    await fast();
    expect(await htmlAttr(page, 'lang')).toBe(lang);
    expect(await field.inputValue()).toBe(typed);
    return { find, field, usableMs };
  }

  it('on a slow link, interests typed in Spanish before the scripts ran are still there once Home is usable', async () => {
    const { page } = await firstVisitor('es-ES');
    const { field } = await typeBeforeScripts(page, 'es', 'ajedrez, música');
    // still there after the app's own work once interactive (its words, idle-time loading)
    await page.waitForLoadState('networkidle');
    expect(await field.inputValue()).toBe('ajedrez, música');
  });

  it('two Arabic guests who typed “ajedrez” before the scripts ran are matched on it', async () => {
    const say = words('ar');
    const people = await Promise.all([firstVisitor('ar-EG'), firstVisitor('ar-EG')]);
    const finds = [];
    for (const { page } of people) {
      // a guest session that passed the 18+ gate, then a fresh Home on the slow link
      await guestInAnyLanguage(page);
      finds.push((await typeBeforeScripts(page, 'ar', 'ajedrez')).find);
    }
    // both search at once (one alone would run out of time while the other's Home loads)
    await Promise.all(finds.map((find) => find.click()));
    const common = say('chat', 'chat.partner.commonInterests', { interests: 'ajedrez' });
    for (const { page } of people)
      await expect
        .poll(() => page.locator('.common-interests').textContent(), { timeout: 60_000 })
        .toBe(common);
    // the call ends here: its video would slow every page after it on this machine
    await Promise.all(people.map(({ context }) => context.close()));
  });

  it('the app’s own language switch keeps what was typed, the page and the open menu', async () => {
    const { page } = await firstVisitor('es-ES', { viewport: PHONE });
    await page.goto('/es');
    const es = words('es');
    const de = words('de');
    const find = page.getByRole('button', { name: es('home', 'home.find') });
    await find.and(page.locator(':enabled')).waitFor();
    await page.getByLabel(es('home', 'home.interests.label')).fill('ajedrez');
    await page.getByRole('button', { name: es('app', 'shell.openMenu') }).click();
    await page.locator('#sidebar-language').selectOption({ label: 'Deutsch' });
    // the same page at its German address, in German, with what was typed
    await page.getByRole('button', { name: de('home', 'home.find') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/de');
    expect(await htmlAttr(page, 'lang')).toBe('de');
    expect(await page.getByLabel(de('home', 'home.interests.label')).inputValue()).toBe('ajedrez');
    // the menu it was picked in is still open
    expect(await page.locator('#sidebar-language').isVisible()).toBe(true);
    // and the server remembers the pick: its English address now comes in German
    const res = await page.request.get('/', { headers: { 'accept-language': 'es' } });
    expect(await res.text()).toContain('<html lang="de"');
  });

  /*
   * The goal is usable within 3 s on this link; measured 5.6–6.5 s on an idle machine
   * (docs/benchmarks.md): Home's ~150 KB of compressed code alone takes 3 s at 50 KB/s. The
   * figures are logged, not held to a bound: on a shared 2-core machine they swing by seconds
   * with other work, and the bytes are held by e2e/budgets.test.ts.
   */
  it('Home becomes usable on a 400 kbit/s, 300 ms link, in every language', async () => {
    const usable: Record<string, number> = {};
    for (const lang of UI_LOCALES) {
      const { page, context } = await firstVisitor(lang);
      usable[lang] = Math.round((await typeBeforeScripts(page, lang, 'chess')).usableMs);
      await context.close();
    }
    console.log(`Home usable on 400 kbit/s, 300 ms (ms): ${JSON.stringify(usable)}`);
    expect(Object.keys(usable)).toEqual([...UI_LOCALES]);
  });
});
