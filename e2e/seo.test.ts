import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  landingPath,
  LOCALIZED_LANDING_ROUTES,
  LOCALIZED_PAGE_PATHS,
  PUBLIC_ROUTES,
} from '../src/shared/routes.ts';
import { UI_LOCALES } from '../src/shared/uiLocales.ts';
import { fillSite, siteFromEnv } from '../src/shared/site.ts';
import { about } from '../src/web/content/about.ts';
import { landingPages } from '../src/web/content/landing.ts';
import { privacy } from '../src/web/content/privacy.ts';
import { terms } from '../src/web/content/terms.ts';
import { startApp, type App } from './browser.ts';

// The production build the browser suites run on (scripts/test.mjs builds it first).
const dist = process.env.E2E_WEB_DIST ?? 'dist/web';
const base = (process.env.PUBLIC_URL || 'https://matchup.example').replace(/\/+$/, '');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const pageFile = (path: string) => read(join(path.slice(1), 'index.html'));

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** What a crawler reads without JavaScript: the text of the body, tags stripped. */
const bodyText = (html: string) =>
  decode(html.slice(html.indexOf('<body')).replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const attr = (html: string, re: RegExp) => decode(html.match(re)?.[1] ?? '');

// the operator's settings the build filled in ({appealsEmail}…), from the same environment
const site = siteFromEnv(process.env);
const filled = landingPages.map((p) => ({
  ...p,
  intro: p.intro.map((t) => fillSite(t, site)),
  faq: p.faq.map((f) => ({
    question: fillSite(f.question, site),
    answer: fillSite(f.answer, site),
  })),
}));

describe('prerendered pages (built output)', () => {
  it.each(filled.map((p) => [p.path, p] as const))(
    '%s holds its content, head tags and a FAQPage matching the visible FAQ',
    (path, page) => {
      const html = pageFile(path);
      const text = bodyText(html);
      expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(page.metaTitle);
      expect(attr(html, /<meta\s+name="description"\s+content="([^"]*)"/)).toBe(
        page.metaDescription,
      );
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${base}${path}`);
      expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${base}${path}`);
      expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(page.metaTitle);
      for (const s of [page.banner, page.title, page.subtitle, 'Start chatting', ...page.intro])
        expect(text).toContain(s);

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
      expect(blocks).toHaveLength(1);
      const ld = JSON.parse(blocks[0]![1]!) as {
        '@context': string;
        '@type': string;
        mainEntity: {
          '@type': string;
          name: string;
          acceptedAnswer: { '@type': string; text: string };
        }[];
      };
      expect(ld['@context']).toBe('https://schema.org');
      expect(ld['@type']).toBe('FAQPage');
      expect(ld.mainEntity.length).toBeGreaterThanOrEqual(7);
      expect(ld.mainEntity.length).toBeLessThanOrEqual(8);
      expect(ld.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
        page.faq.map((f) => [f.question, f.answer]),
      );
      for (const q of ld.mainEntity) {
        expect(q['@type']).toBe('Question');
        expect(q.acceptedAnswer['@type']).toBe('Answer');
        expect(text).toContain(q.name); // structured data must match what people see
        expect(text).toContain(q.acceptedAnswer.text);
      }
    },
  );

  it.each([
    ['/about', about.title, about.sections.map((s) => s.heading)],
    ['/privacy', privacy.title, privacy.sections.map((s) => s.heading)],
    ['/terms', terms.title, terms.sections.map((s) => s.heading)],
  ] as const)('%s is prerendered with its full text and head tags', (path, title, headings) => {
    const html = pageFile(path);
    const text = bodyText(html);
    expect(text).toContain(title);
    for (const h of headings) expect(text).toContain(h);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toContain(
      title.replace(/^About Match Up$/, 'About'),
    );
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${base}${path}`);
    const ld = JSON.parse(attr(html, /<script type="application\/ld\+json">(.*?)<\/script>/s)) as {
      '@type': string;
      inLanguage: string;
    };
    expect([ld['@type'], ld.inLanguage]).toEqual(['WebPage', 'en']);
  });

  it.each([
    ['/es', 'es', 'es_ES', '/manifest-es.webmanifest'],
    ['/ar/about', 'ar', 'ar_AR', '/manifest-ar.webmanifest'],
    ['/de/transparency', 'de', 'de_DE', '/manifest-de.webmanifest'],
    [landingPath('es', '/talk-to-strangers'), 'es', 'es_ES', '/manifest-es.webmanifest'],
  ] as const)(
    '%s is prerendered in its language, naming the others',
    (path, lang, og, manifest) => {
      const html = pageFile(path);
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${base}${encodeURI(path)}`);
      expect(attr(html, /<meta property="og:locale" content="([^"]*)"/)).toBe(og);
      expect([...html.matchAll(/og:locale:alternate/g)]).toHaveLength(7);
      expect(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]),
      ).toEqual([...UI_LOCALES, 'x-default']);
      expect(attr(html, /<link rel="manifest" href="([^"]*)"/)).toBe(manifest);
      expect(attr(html, /"inLanguage":"([^"]*)"/)).toBe(lang);
      const words = JSON.parse(read(manifest.slice(1))) as Record<string, string>;
      expect([words.lang, words.start_url, words.name]).toEqual([
        lang,
        `/${lang}`,
        'Match Up. Game On',
      ]);
    },
  );

  it('Home is prerendered into home.html; index.html stays the empty shell for other routes', () => {
    const html = read('home.html');
    const text = bodyText(html);
    for (const s of ['Match Up. Game On', 'Interests (optional)', 'Find a Partner']) {
      expect(text).toContain(s);
    }
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(
      'Match Up. Game On · Random video chat with games',
    );
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${base}/`);
    // until the app has taken over, pressing it would submit the form natively
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Find a Partner/);
    expect(read('index.html')).toContain('<div id="root"></div>');
  });

  it('the sitemap lists every public route, each landing page in every language, and robots.txt points to it', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      [...PUBLIC_ROUTES, ...LOCALIZED_PAGE_PATHS, ...LOCALIZED_LANDING_ROUTES]
        .map((r) => `${base}${encodeURI(r)}`)
        .sort(),
    );
    expect(read('robots.txt')).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(read('robots.txt')).toContain('Disallow: /api/');
  });
});

describe('prerendered pages in Chromium', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('shows the FAQ with JavaScript off, as a crawler without JS sees it', async () => {
    const context = await app.browser.newContext({ javaScriptEnabled: false, baseURL: app.url });
    const page = await context.newPage();
    const landing = landingPages[1]!;
    await page.goto(landing.path);
    expect(await page.locator('h1').textContent()).toBe(landing.title);
    expect(await page.getByText(landing.faq[6]!.answer).isVisible()).toBe(true);
    await context.close();
  });

  it('the app takes over the prerendered markup without painting it again', async () => {
    // every page from the server, as on a first visit: once the service worker controls the tab
    // it answers later navigations with the app shell (by design, for returning visitors)
    const context = await app.browser.newContext({ baseURL: app.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    // (a signed-out visitor's session refresh answers 401: a network line, not a page error)
    page.on(
      'console',
      (m) =>
        m.type() === 'error' &&
        !m.text().startsWith('Failed to load resource') &&
        errors.push(m.text()),
    );
    page.on('pageerror', (e) => errors.push(e.message));
    // keep the h1 the HTML parser made, before any script runs
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { parsedH1: Element | null }).parsedH1 =
            document.querySelector('h1');
      });
    });
    for (const path of [landingPages[0]!.path, '/about', '/privacy', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // hydrated: React's handlers are on the DOM nodes the parser made
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('main')!).some((k) => k.startsWith('__react')),
      );
      const same = await page.evaluate(
        () =>
          document.querySelectorAll('h1').length === 1 &&
          (window as unknown as { parsedH1: Element | null }).parsedH1 ===
            document.querySelector('h1'),
      );
      expect(same, path).toBe(true);
    }
    expect(errors).toEqual([]);
    // and the page is a working app: the sidebar navigates without a page load
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Terms' })
      .click();
    await page.getByRole('heading', { level: 1, name: terms.title }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await context.close();
  });
});
