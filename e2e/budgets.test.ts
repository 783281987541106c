import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPath, LANDING_ROUTES, LOCALIZED_LANDING_ROUTES } from '../src/shared/routes.ts';
import { UI_LOCALES } from '../src/shared/uiLocales.ts';
import { FIRST_STEPS_MARK } from '../src/web/app/firstStepsMark.ts';
import { continueAsGuest, startApp, type App } from './browser.ts';

// Front-end budgets, measured on the production build (scripts/test.mjs builds it first).
const dist = process.env.E2E_WEB_DIST ?? 'dist/web';
const KB = 1024;
const LANDING_BUDGET = 100 * KB;
const HOME_BUDGET = 200 * KB;
const gz = (data: Buffer | string) => gzipSync(data).length;
// markers of the face-detection library and its assets, which only the laugh challenge loads
const FACE_URL = /human|blazeface|facemesh|\.wasm|\/models\//i;
const FACE_CODE = /blazeface|vladmandic/i;
// the nudity shield: its model, and its code in the vision worker (they load at a match)
const SHIELD_URL = /\/models\/nsfw\/|shieldTask|sampler|classifier|face\.worker/i;

/** The page's JS before anything lazy: its script and modulepreload tags, plus their imports. */
function staticJs(htmlFile: string): Map<string, number> {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const files = new Map<string, number>();
  const queue = [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((m) => m[1]!);
  while (queue.length) {
    const file = queue.shift()!;
    if (files.has(file) || !existsSync(join(dist, file))) continue;
    const code = readFileSync(join(dist, file), 'utf8');
    expect(code, `${file} holds face-detection code`).not.toMatch(FACE_CODE);
    files.set(file, gz(code));
    for (const m of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+)["']/g,
    ))
      queue.push(`assets/${m[1]}`);
  }
  return files;
}
const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

describe('front-end budgets (production build)', () => {
  it('every file a prerendered page loads or preloads is in the build', () => {
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.html'),
    );
    expect(pages.length).toBeGreaterThan(40);
    const missing = pages.flatMap((page) =>
      [...readFileSync(join(dist, page), 'utf8').matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)]
        .map((m) => m[1]!)
        .filter((file) => !existsSync(join(dist, file)))
        .map((file) => `${page}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it.each([...LANDING_ROUTES, ...LOCALIZED_LANDING_ROUTES])(
    '%s: entry + static imports <= 100 KB gzipped',
    (path) => {
      const js = staticJs(join(path.slice(1), 'index.html'));
      console.log(`${path}: ${(total(js) / KB).toFixed(1)} KB gz static JS (${js.size} files)`);
      expect(total(js)).toBeLessThanOrEqual(LANDING_BUDGET);
    },
  );

  describe('in Chromium', () => {
    let app: App;
    beforeAll(async () => {
      app = await startApp();
    });
    afterAll(() => app.close());

    /**
     * Every script the page fetched until the network went quiet, gzipped as a server would,
     * but for what Home fetches ahead of a first search once loaded and idle (FIRST_STEPS_MARK
     * in src/web/app/firstStepsMark.ts): that is counted apart, in `ahead`, and must start after
     * the page's `load`.
     */
    async function loadedJs(path: string, locale = 'en-US') {
      const { context, page } = await app.newUser({ width: 390, height: 844 }, { locale });
      const scripts: { url: string; size: number; face: boolean }[] = [];
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      page.on('response', async (r) => {
        if (r.request().resourceType() !== 'script') return;
        const body = await r.body().catch(() => Buffer.alloc(0));
        scripts.push({ url: r.url(), size: gz(body), face: FACE_CODE.test(body.toString()) });
      });
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate((mark) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return {
          loadEnd: nav.loadEventEnd,
          ahead: performance.getEntriesByName(mark)[0]?.startTime ?? null,
          starts: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]),
        };
      }, FIRST_STEPS_MARK);
      await context.close();
      if (timing.ahead !== null) expect(timing.ahead).toBeGreaterThanOrEqual(timing.loadEnd);
      const startOf = new Map(timing.starts as [string, number][]);
      const isAhead = (url: string) =>
        timing.ahead !== null && (startOf.get(url) ?? -1) >= timing.ahead;
      const own = scripts.filter((s) => !isAhead(s.url));
      const ahead = scripts.filter((s) => isAhead(s.url)).reduce((a, s) => a + s.size, 0);
      return { scripts: own, requests, bytes: own.reduce((a, s) => a + s.size, 0), ahead };
    }

    it('a landing page loads <= 100 KB gzipped JS and nothing of face detection, in every language', async () => {
      // every English page, and one page in each other language (with its own words)
      const paths = [
        ...LANDING_ROUTES,
        ...UI_LOCALES.slice(1).map((l) => landingPath(l, '/talk-to-strangers')),
      ];
      for (const path of paths) {
        const { scripts, requests, bytes } = await loadedJs(path);
        console.log(
          `${path}: ${(bytes / KB).toFixed(1)} KB gz JS loaded (${scripts.length} files)`,
        );
        expect(bytes, path).toBeLessThanOrEqual(LANDING_BUDGET);
        expect(scripts.filter((s) => s.face).map((s) => s.url)).toEqual([]);
        expect(requests.filter((u) => FACE_URL.test(new URL(u).pathname))).toEqual([]);
        // nor anything of the nudity shield: its code and model wait for a match
        expect(requests.filter((u) => SHIELD_URL.test(new URL(u).pathname))).toEqual([]);
      }
    });

    it("the nudity shield loads after signed-in Home's own load, ahead of a match; the service worker caches it then (not before) for the next call", async () => {
      const users = [await app.newUser({ width: 390, height: 844 })];
      const requests: string[] = [];
      users[0]!.page.on('request', (r) => requests.push(r.url()));
      const shieldRequests = () =>
        requests.map((u) => new URL(u).pathname).filter((p) => SHIELD_URL.test(p));
      const viewer = users[0]!.page;
      await continueAsGuest(viewer);
      // the service worker controls the page (as on any later visit)
      await viewer.evaluate(() => navigator.serviceWorker.ready);
      await viewer.reload();
      expect(await viewer.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // signed in on Home: the shield warms up in idle time (no search pressed) ...
      await expect
        .poll(shieldRequests, { timeout: 30_000 })
        .toEqual(
          expect.arrayContaining(['/models/nsfw/model.json', expect.stringMatching(/shieldTask/)]),
        );
      // ... once Home itself has loaded: none of its code is part of the page's load
      const timing = await viewer.evaluate(() => ({
        loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .loadEventEnd,
        shield: performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/(sampler|face\.worker|shieldTask|classifier)-/.test(e.name))
          .map((e) => e.startTime),
      }));
      expect(timing.loadEnd).toBeGreaterThan(0);
      expect(timing.shield.filter((t) => t < timing.loadEnd)).toEqual([]);
      // all of it from this server: nothing fetched from elsewhere (model, wasm, worker)
      expect(
        requests.filter((u) => !/^(data|blob):/.test(u) && new URL(u).origin !== app.url),
      ).toEqual([]);
      // ...and keeps the model, the vision worker and TF.js for the next visit
      const cachedPaths = () =>
        viewer.evaluate(async () =>
          (await (await caches.open('nudity-shield')).keys()).map((r) => new URL(r.url).pathname),
        );
      await expect
        .poll(cachedPaths, { timeout: 30_000 })
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^\/models\/nsfw\/weights-[0-9a-f]{12}\.bin$/),
            expect.stringMatching(/^\/assets\/face\.worker-/),
            expect.stringMatching(/^\/assets\/human\.esm-/),
          ]),
        );
      await Promise.all(users.map(({ context }) => context.close()));
      const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
      expect(sw).not.toMatch(/url"?:"[^"]*(nsfw|shieldTask|sampler|classifier|face\.worker)/);
      // runtime caching for the next call
      expect(sw).toContain('nudity-shield');
    });

    it.each(UI_LOCALES)(
      'Home in %s loads <= 200 KB gzipped JS and nothing of face detection',
      async (locale) => {
        const { scripts, requests, bytes, ahead } = await loadedJs('/', locale);
        console.log(
          `/ (${locale}): ${(bytes / KB).toFixed(1)} KB gz JS loaded (${scripts.length} files), then ${(ahead / KB).toFixed(1)} KB ahead of a first search`,
        );
        expect(bytes).toBeLessThanOrEqual(HOME_BUDGET);
        expect(scripts.filter((s) => s.face).map((s) => s.url)).toEqual([]);
        expect(requests.filter((u) => FACE_URL.test(new URL(u).pathname))).toEqual([]);
        expect(requests.filter((u) => SHIELD_URL.test(new URL(u).pathname))).toEqual([]);
      },
    );
  });
});
