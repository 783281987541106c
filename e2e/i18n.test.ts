import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { startApp, type App } from './browser.ts';

// SHOTS_DIR=/some/dir saves each screen in Spanish and Arabic at both sizes
const SHOTS = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const htmlAttr = (page: Page, name: string) =>
  page.evaluate((n) => document.documentElement.getAttribute(n), name);

/** The sidebar's language picker, open on a phone behind the menu button. */
async function pickLanguage(page: Page, name: string, openMenu: string) {
  const menu = page.getByRole('button', { name: openMenu });
  if (await menu.isVisible()) await menu.click();
  await page.locator('#sidebar-language').selectOption({ label: name });
}

describe('the app in the person’s language', () => {
  let app: App;
  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
  });
  afterAll(() => app.close());

  it('a first visit from a Spanish browser is in Spanish', async () => {
    const { page } = await app.newUser(DESKTOP, { locale: 'es-ES' });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Principal' }).waitFor();
    expect(await htmlAttr(page, 'lang')).toBe('es');
    expect(await htmlAttr(page, 'dir')).toBe('ltr');
    await page.getByRole('link', { name: 'Ajustes' }).waitFor();
    // the About page's own text, written in Spanish, replaces the prerendered English
    await page.getByRole('heading', { level: 1, name: /Match Up/ }).waitFor();
    expect(await page.getByText('Start chatting').count()).toBe(0);
    await page.getByRole('link', { name: 'Empieza a chatear' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('Arabic mirrors the layout, and the choice survives a reload', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await app.newUser(viewport);
      await page.goto('/about');
      await page.locator('h1').waitFor();
      expect(await htmlAttr(page, 'lang')).toBe('en');
      await pickLanguage(page, 'العربية', 'Open menu');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      expect(await htmlAttr(page, 'lang')).toBe('ar');
      await page.reload();
      await page.locator('nav[aria-label="القائمة الرئيسية"]').waitFor({ state: 'attached' });
      expect(await htmlAttr(page, 'dir')).toBe('rtl');
      await page.locator('h1').waitFor();
      if (viewport === DESKTOP) {
        // the sidebar stands on the right, the page's text starts from the right
        const sidebar = await page.locator('#sidebar').boundingBox();
        expect(sidebar!.x).toBeGreaterThan(viewport.width / 2);
        const main = await page.locator('#main').boundingBox();
        expect(main!.x).toBeLessThan(sidebar!.x);
        expect(await axeViolations(page)).toEqual([]);
      }
      if (SHOTS) {
        const size = `${viewport.width}x${viewport.height}`;
        await page.screenshot({ path: `${SHOTS}/about-ar-${size}.png` });
        for (const [path, name] of [
          ['/', 'home'],
          ['/settings', 'settings'],
          ['/ar/talk-to-strangers', 'landing'],
        ] as const) {
          await page.goto(path);
          await page.locator('h1').first().waitFor();
          await page.screenshot({ path: `${SHOTS}/${name}-ar-${size}.png`, fullPage: false });
        }
      }
    }
  });

  it('a landing page exists in each language, prerendered, naming the others', async () => {
    // the English slug under /es moves for good to the Spanish one
    const res = await fetch(`${app.url}/es/talk-to-strangers`);
    expect([res.status, new URL(res.url).pathname]).toEqual([200, '/es/hablar-con-desconocidos']);
    const html = await res.text();
    expect(html).toContain('<html lang="es" dir="ltr">');
    for (const lang of ['en', 'es', 'pt-BR', 'fr', 'de', 'tr', 'ru', 'ar', 'x-default'])
      expect(html).toContain(`hreflang="${lang}"`);
    expect(html).toContain(
      `<link rel="canonical" href="https://matchup.example/es/hablar-con-desconocidos"`,
    );
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity[0].name).toMatch(/[¿?]/);
    expect(html).not.toContain('Frequently asked questions');
    const arabic = await (await fetch(`${app.url}/ar/talk-to-strangers`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');

    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(
      '<loc>https://matchup.example/pt-BR/chat-de-video-gratis-online</loc>',
    );
    expect(sitemap).toContain(
      'hreflang="x-default" href="https://matchup.example/talk-to-strangers"',
    );
    expect((await fetch(`${app.url}/xx/talk-to-strangers`)).status).toBe(404);

    // in the browser it hydrates as it is, in Spanish, whatever the browser's language
    const { page } = await app.newUser(PHONE);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/es/talk-to-strangers');
    await page.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' }).waitFor();
    expect(await htmlAttr(page, 'lang')).toBe('es');
    expect(errors).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/landing-es-390x844.png` });
      const desk = (await app.newUser(DESKTOP, { locale: 'es' })).page;
      for (const [path, name] of [
        ['/es/talk-to-strangers', 'landing'],
        ['/', 'home'],
        ['/settings', 'settings'],
      ] as const) {
        await desk.goto(path);
        await desk.locator('h1').first().waitFor();
        await desk.screenshot({ path: `${SHOTS}/${name}-es-1440x900.png` });
      }
    }
  });
});
