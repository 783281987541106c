import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { MATCHING } from '../src/shared/constants.ts';
import { watchBrowser, watchPage } from './diagnostics.ts';
import {
  startTestServer,
  type SteerableClock,
  type TestServer,
} from '../src/server/testing/harness.ts';

/**
 * Repeats playwright-core's own list (as of 1.65), which ours replaces, and adds the omnibox
 * popup: a WebUI page that Chromium 156 preloads into a renderer of its own for every window,
 * headless too, ~2 s of CPU per browser context on our 2-core machines, for a popup no test
 * opens.
 */
const FEATURES_OFF = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'ThirdPartyStoragePartitioning',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
  // several users share one browser: none of their pages may be throttled as a background tab
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  // Chromium keeps one --disable-features, the last: this one replaces playwright-core's own
  `--disable-features=${FEATURES_OFF.join(',')}`,
];

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  return watchBrowser(browser);
}

export interface App {
  server: TestServer;
  browser: Browser;
  url: string;
  /**
   * A new person: their own browser context (cookies, storage) and page. `clock`: the page's
   * timers run on Playwright's clock (installed before the first navigation; time flows as
   * usual until a test skips it ahead, see searchRunsOut). `locale`: the browser's language
   * (navigator.languages and Accept-Language), en-US unless given. `url`: the server this
   * person opens (another node of a cluster), the app's own unless given.
   */
  newUser(
    viewport?: { width: number; height: number },
    options?: { clock?: boolean; locale?: string; url?: string },
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** Everyone so far leaves (their browser contexts close); the app and browser stay. */
  closeUsers(): Promise<void>;
  close(): Promise<void>;
}

/** The real server (built web app, fresh store) on loopback and a headless Chromium. */
export async function startApp(
  env: Record<string, string> = {},
  chromiumArgs: string[] = [],
  /** the server's clock (see steerableClock), for tests that skip time instead of waiting */
  clock?: SteerableClock,
): Promise<App> {
  // E2E_WEB_DIST lets parallel work build into its own folder instead of dist/web.
  const server = await startTestServer(
    // Age signals load a 7 MB face model in every call's first 30 s and sample with it on both
    // pages: on a 2-core machine that crowded other suites' timed steps. Their own files
    // (age-signal, age-review) turn them on.
    { WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist/web', AGE_SIGNALS: 'off', ...env },
    'sqlite',
    false,
    clock?.now,
  );
  const browser = await launchChromium(chromiumArgs);
  const contexts: BrowserContext[] = [];
  const closeUsers = async () => {
    const leaving = contexts.splice(0);
    await Promise.all(leaving.map((c) => c.close().catch(() => undefined)));
  };
  return {
    server,
    browser,
    url: server.url,
    async newUser(viewport = { width: 1280, height: 800 }, options = {}) {
      const url = options.url ?? server.url;
      const context = await browser.newContext({
        viewport,
        baseURL: url,
        locale: options.locale ?? 'en-US',
      });
      await context.grantPermissions(['camera', 'microphone'], { origin: url });
      contexts.push(context);
      const page = await context.newPage();
      watchPage(page);
      if (options.clock) await page.clock.install();
      page.on('pageerror', (err) => console.error('[pageerror]', err.message));
      return { context, page };
    },
    closeUsers,
    async close() {
      await closeUsers();
      await browser.close();
      await server.close();
    },
  };
}

/** `YYYY-MM-DD` of the day someone turning `years` today was born (UTC, as the server counts). */
export function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** Browser contexts (one device cookie and account each) that have passed the 18+ gate. */
const passedAgeGate = new WeakSet<BrowserContext>();

/**
 * Signs in as a guest from Settings, then opens Home. (Not through Find a Partner: a search
 * asked for before signing in starts by itself once signed in, and tests choose when to search.)
 */
export async function continueAsGuest(page: Page): Promise<void> {
  const providers = page.waitForResponse('**/api/auth/providers');
  await page.goto('/settings');
  const account = page.getByRole('region', { name: 'Account' });
  // Settings offers the guest session itself where the server has no member sign-in, and the
  // dialog (Sign in) where it has; which one is known once the server has said (providers)
  const direct = account.getByRole('button', { name: 'Continue as Guest' });
  const viaDialog = page
    .getByRole('dialog', { name: 'Become a Member' })
    .getByRole('button', { name: 'Continue as Guest' });
  const signIn = account.getByRole('button', { name: 'Sign in', exact: true });
  await providers;
  await nextPaint(page);
  await direct.or(signIn).first().waitFor();
  const signedIn = account.getByText("You're using a guest session.");
  if (await direct.isVisible()) await direct.click();
  else {
    await signIn.click();
    await viaDialog.click();
  }
  await signedIn.waitFor();
  await confirmAdult(page);
  await page.goto('/');
}

/**
 * Passes the 18+ gate for this browser's session over the API the dialog uses (as a
 * 30-year-old), so a test's searches start at once: the dialog itself is tested in
 * age-gate.test.ts, and answering it per user would delay each search and make pairs race
 * the 20 s no-match timer on a busy machine.
 */
async function confirmAdult(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  // this browser's session (its cookies); the app's own access token stays valid
  const session = await page.request.post('/api/auth/refresh', { headers: { origin } });
  if (!session.ok()) throw new Error(`refresh failed: ${session.status()}`);
  const { token } = (await session.json()) as { token: string };
  const res = await page.request.post('/api/age', {
    headers: { origin, authorization: `Bearer ${token}` },
    data: { birthDate: bornYearsAgo(30) },
  });
  if (!res.ok()) throw new Error(`age gate failed: ${res.status()} ${await res.text()}`);
  passedAgeGate.add(page.context());
}

/** Answers the 18+ gate's dialog (open after a first search was asked for) as a person would. */
export async function passAgeGate(page: Page, birthDate = bornYearsAgo(30)): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm your age' });
  await dialog.getByLabel('Date of birth').fill(birthDate);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached' });
  passedAgeGate.add(page.context());
}

/**
 * Types the interests on Home and presses Enter, as a person would, once the button takes a
 * press (from the first paint: a press before the connection is up is carried out once it is). A browser that has not
 * passed the 18+ gate yet (not signed in with continueAsGuest) answers its dialog as a
 * 30-year-old.
 */
export async function findPartner(page: Page, interests = ''): Promise<void> {
  const field = page.getByLabel('Interests (optional)');
  await field.fill(interests);
  await page
    .getByRole('button', { name: 'Find a Partner' })
    .and(page.locator(':enabled'))
    .waitFor();
  await field.press('Enter');
  if (!passedAgeGate.has(page.context())) await passAgeGate(page);
}

/**
 * Everyone searching on `pages` reaches the end of the search, "No match found", without
 * waiting out its 20 s: the server's clock skips ahead by the search time and one matchmaking
 * pass runs there (so a pair a rule keeps apart would be paired now if the rule failed, every
 * wait to widen having passed), then each page's clock skips ahead too. The server must run on
 * `clock` (startApp) and the pages on Playwright's clock (newUser with `clock`).
 */
export async function searchRunsOut(app: App, clock: SteerableClock, pages: Page[]) {
  const queue = app.server.services.matches.queue;
  // the searches have reached the queue, so the skip counts for them
  await expect
    .poll(() => queue.size(), { message: 'people searching, in the server queue' })
    .toBe(pages.length);
  // a toast from an earlier search may still show: the one to see is a new one
  for (const page of pages)
    await page.evaluate(() =>
      document.querySelectorAll<HTMLElement>('[data-sonner-toast]').forEach((t) => {
        t.dataset.seen = '1';
      }),
    );
  clock.advance(MATCHING.noMatchTimeoutMs);
  await app.server.services.matches.tick();
  for (const page of pages) await page.clock.fastForward(MATCHING.noMatchTimeoutMs);
  for (const page of pages)
    await page
      .locator('[data-sonner-toast]:not([data-seen])')
      .getByText('No match found')
      .waitFor();
}

/** Two browsers sign in as guests and search, A first, so the two are matched with each other. */
export async function matchGuests(a: Page, b: Page, interests = ''): Promise<void> {
  for (const page of [a, b]) await continueAsGuest(page);
  await findPartner(a, interests);
  await findPartner(b, interests);
}

/**
 * Resolves once the page has painted twice more: a render that a state change already under
 * way would cause is then on screen (for checking that something does NOT appear).
 */
export function nextPaint(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Opens the call screen's Games panel (it starts closed, over the video). */
export async function openGames(page: Page): Promise<void> {
  const games = page
    .getByRole('toolbar', { name: 'Call controls' })
    .getByRole('button', { name: /^Games/ });
  if ((await games.getAttribute('aria-expanded')) !== 'true') await games.click();
}

/** Resolves once the partner's video on `page` shows real, advancing frames. */
export async function partnerVideoPlays(page: Page, timeout = 40_000): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
        return Boolean(v && v.videoWidth > 0 && v.currentTime > 0 && !v.paused);
      },
      undefined,
      { timeout, polling: 100 },
    );
  } catch (error) {
    // say what the person saw and what the video element held, so a failure can be told apart
    // (never matched, matched but no media, media but not playing)
    const seen = await page
      .evaluate(() => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
        const stream = v?.srcObject as MediaStream | null | undefined;
        return JSON.stringify({
          url: location.pathname,
          status: [...document.querySelectorAll('[role="status"],[role="alert"],h1,h2')]
            .map((e) => e.textContent?.trim())
            .filter(Boolean),
          video: v && {
            readyState: v.readyState,
            width: v.videoWidth,
            time: v.currentTime,
            paused: v.paused,
            tracks: stream?.getTracks().map((t) => `${t.kind}:${t.readyState}:${t.muted}`),
          },
        });
      })
      .catch((e: unknown) => `(page not readable: ${String(e)})`);
    throw new Error(`partner video did not play within ${timeout} ms; the page showed ${seen}`, {
      cause: error,
    });
  }
}
