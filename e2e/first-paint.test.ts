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

  /** True until the app's code has run and taken Home over from the prerendered page. */
  const codeStillComing = (page: Page) => page.evaluate(() => '__matchupEarlyFind' in window);

  /**
   * Opens Home on the slow link as a first visitor and waits for Find a Partner to take a press
   * (`usableMs`, from the start of the navigation), types into the interests field while the
   * app's code is still on its way, and with `press` presses Find then too. Then waits for the
   * app to take the page over (`appMs`). What was typed is still there.
   */
  async function typeBeforeScripts(page: Page, lang: string, typed: string, press = false) {
    const say = words(lang);
    const fast = await slowLink(page);
    await page.goto('/', { waitUntil: 'commit' });
    const field = page.getByLabel(say('home', 'home.interests.label'));
    const find = page.getByRole('button', { name: say('home', 'home.find') });
    await find.and(page.locator(':enabled')).waitFor({ timeout: 30_000 });
    const usableMs = await page.evaluate(() => performance.now());
    await field.pressSequentially(typed);
    // usable and typed into while the page still waited for its code
    expect(await codeStillComing(page)).toBe(true);
    if (press) {
      await find.click();
      // the press shows it is under way, in the page's language, before the code has come
      await page
        .getByRole('status')
        .filter({ hasText: say('home', 'home.connecting') })
        .waitFor();
      expect(await codeStillComing(page)).toBe(true);
      if (SHOTS)
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await page.screenshot({ path: `${SHOTS}/early-find-${lang}-${viewport.width}.png` });
        }
    }
    await page.waitForFunction(() => !('__matchupEarlyFind' in window), null, {
      timeout: 30_000,
    });
    const appMs = await page.evaluate(() => performance.now());
    await fast();
    expect(await htmlAttr(page, 'lang')).toBe(lang);
    expect(await field.inputValue()).toBe(typed);
    return { find, field, usableMs, appMs };
  }

  it('on a slow link, interests typed in Spanish before the scripts ran are still there once Home is usable', async () => {
    const { page } = await firstVisitor('es-ES');
    const { field } = await typeBeforeScripts(page, 'es', 'ajedrez, música');
    // still there after the app's own work once interactive (its words, idle-time loading)
    await page.waitForLoadState('networkidle');
    expect(await field.inputValue()).toBe('ajedrez, música');
  });

  it('on a slow link, a Spanish visitor who pressed Find before the scripts ran is asked to sign in, with what they typed', async () => {
    const { page } = await firstVisitor('es-ES');
    const es = words('es');
    const { field } = await typeBeforeScripts(page, 'es', 'ajedrez', true);
    // the press was carried out: a first search asks a new visitor to sign in or go on as a guest
    await page.getByRole('dialog', { name: es('session', 'session.title') }).waitFor();
    expect(await field.inputValue()).toBe('ajedrez');
    // the early progress marks are gone once the app has the press
    expect(await page.locator('#early-find-status').count()).toBe(0);
  });

  it('two Arabic guests who typed “ajedrez” and pressed Find before the scripts ran are matched on it', async () => {
    const say = words('ar');
    const people = await Promise.all([firstVisitor('ar-EG'), firstVisitor('ar-EG')]);
    // a guest session that passed the 18+ gate each, then a fresh Home on the slow link
    for (const { page } of people) await guestInAnyLanguage(page);
    await Promise.all(people.map(({ page }) => typeBeforeScripts(page, 'ar', 'ajedrez', true)));
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
   * The goal is Find usable within 3 s on this link. The prerendered page takes a press at its
   * first paint (shared/earlyFind.ts); the app's code, which carries the press out, comes seconds
   * later (docs/benchmarks.md). Both figures are logged, not held to a bound: on a shared 2-core
   * machine they swing by seconds with other work, and the bytes are held by
   * e2e/budgets.test.ts.
   */
  it('Home becomes usable on a 400 kbit/s, 300 ms link, in every language', async () => {
    const usable: Record<string, number> = {};
    const app: Record<string, number> = {};
    for (const lang of UI_LOCALES) {
      const { page, context } = await firstVisitor(lang);
      const times = await typeBeforeScripts(page, lang, 'chess');
      usable[lang] = Math.round(times.usableMs);
      app[lang] = Math.round(times.appMs);
      await context.close();
    }
    console.log(`Home: Find usable on 400 kbit/s, 300 ms (ms): ${JSON.stringify(usable)}`);
    console.log(`Home: the app's code running on that link (ms): ${JSON.stringify(app)}`);
    expect(Object.keys(usable)).toEqual([...UI_LOCALES]);
  });
});
