import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCAL_KEYS } from '../src/shared/constants.ts';
import { nextPaint, startApp, type App } from './browser.ts';

/** What Chromium fires when the app is installable; `prompted` records a call to prompt(). */
function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'dismissed') {
  return page.evaluate((outcome) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt(): Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = async () => {
      (window as unknown as { prompted: boolean }).prompted = true;
    };
    event.userChoice = Promise.resolve({ outcome });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

describe('installable app in Chromium', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('serves a valid manifest with PNG icons, and the service worker takes control', async () => {
    const { page } = await app.newUser();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const res = await page.request.get(href!);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Match Up. Game On',
      short_name: 'Match Up',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b0d12',
      background_color: '#0b0d12',
    });
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const png = await (await page.request.get(icon!.src)).body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const [w, h] = size.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([w, h]);
    }

    const scriptURL = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return reg.active?.scriptURL;
    });
    expect(scriptURL).toBe(`${app.url}/sw.js`);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // controlled now: pages still work offline-first, API traffic never comes from the cache
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
      return urls;
    });
    expect(cached.some((u) => new URL(u).pathname === '/index.html')).toBe(true);
    // not the prerendered pages: at /, /about… the server sends the person's language, which a
    // cache keyed by address cannot choose; a controlled page opens from the shell
    const pages = cached.map((u) => new URL(u).pathname).filter((p) => /\.html$|\/$/.test(p));
    expect(pages).toEqual(['/index.html']);
    expect(cached.filter((u) => /\/(api|socket\.io)\//.test(u))).toEqual([]);
    const api = await page.goto('/api/nothing-here');
    expect(api!.status()).toBe(404); // the server answered, not the app shell from the cache
    expect(await api!.headerValue('content-type')).toContain('application/json');
  });

  it('shows Install on the browser offer, hides it on dismiss, and remembers that', async () => {
    const { page } = await app.newUser({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const install = page.getByRole('button', { name: 'Install app' });
    expect(await install.count()).toBe(0); // no offer, no button

    expect(await offerInstall(page)).toBe(true); // our listener took over the browser's UI
    await install.waitFor();
    await page.getByRole('button', { name: 'Not now' }).click();
    await install.waitFor({ state: 'detached' });
    expect(await page.evaluate((k) => localStorage.getItem(k), LOCAL_KEYS.installDismissed)).toBe(
      '1',
    );

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await offerInstall(page);
    await nextPaint(page); // a wrongly shown button would be on screen now
    expect(await install.count()).toBe(0);
  });

  it('Install opens the browser dialog and the button goes once installed', async () => {
    const { page } = await app.newUser();
    await page.goto('/');
    await offerInstall(page, 'accepted');
    await page.getByRole('button', { name: 'Install app' }).click();
    await page.getByRole('button', { name: 'Install app' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
      true,
    );
    // a later offer (e.g. after appinstalled) does not bring it back
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await offerInstall(page);
    await nextPaint(page);
    expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);
  });
});
