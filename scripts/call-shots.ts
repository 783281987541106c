/**
 * Screenshots of the call for review (layout, games, safety controls), taken in headless Chromium
 * against the real server with the built web app:
 *
 *   E2E_WEB_DIST=/tmp/web node scripts/call-shots.ts [outDir=/tmp/shots]
 *
 * Writes `<outDir>/16/<state>-<w>x<h>.png` (the call idle, in trivia, in a laugh break and in
 * Read my mind at six sizes) and `<outDir>/19-21/<state>-<w>x<h>.png` (call controls, report
 * and block dialogs, the 18+ gate, Settings, the nudity shield, reconnect notices).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  continueAsGuest,
  findPartner,
  matchGuests,
  openGames,
  partnerVideoPlays,
  startApp,
  type App,
} from '../e2e/browser.ts';
import { cuttableRoute, userBehind } from '../e2e/relay.ts';
import { instrument } from '../e2e/shieldFeed.ts';

type Size = { width: number; height: number };
const CALL_SIZES: Size[] = [
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 720 },
  { width: 1366, height: 657 },
  { width: 1440, height: 900 },
];
const SAFETY_SIZES: Size[] = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const out = process.argv[2] ?? '/tmp/shots';
const dir16 = `${out}/16`;
const dir19 = `${out}/19-21`;
for (const d of [dir16, dir19]) mkdirSync(d, { recursive: true });

async function resize(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(
    ([w, h]) => innerWidth === w && innerHeight === h,
    [size.width, size.height],
  );
  // two frames: the layout for the new size is painted
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
}

async function shoot(page: Page, dir: string, state: string, sizes: Size[], fullPage = false) {
  for (const size of sizes) {
    await resize(page, size);
    const path = `${dir}/${state}-${size.width}x${size.height}.png`;
    await page.screenshot({ path, fullPage });
    console.log(path);
  }
}

/** Both pages at one size, then a shot of each. */
async function shootPair(shots: [Page, string][], dir: string, sizes: Size[]) {
  for (const size of sizes) {
    for (const [page] of shots) await resize(page, size);
    for (const [page, state] of shots) {
      const path = `${dir}/${state}-${size.width}x${size.height}.png`;
      await page.screenshot({ path });
      console.log(path);
    }
  }
}

/** The safe start's check of the partner's first frames is over: the video shows unblurred. */
function checked(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () =>
      !document.querySelector('[data-testid="remote-video"]')?.classList.contains('shield-blur'),
    undefined,
    { timeout: 60_000 },
  );
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Call controls' });

async function callStates(app: App): Promise<void> {
  const a = (await app.newUser({ width: 390, height: 844 })).page;
  const b = (await app.newUser()).page;
  await matchGuests(a, b);
  await Promise.all([partnerVideoPlays(a), partnerVideoPlays(b)]);
  await Promise.all([checked(a), checked(b)]);
  await shoot(a, dir16, 'idle', CALL_SIZES);

  await openGames(a);
  await shoot(a, dir16, 'games-open', CALL_SIZES);
  await a.getByRole('button', { name: 'Challenge to trivia' }).click();
  await b.getByRole('button', { name: 'Accept' }).click();
  await a.getByTestId('trivia-your-score').waitFor();
  await shoot(a, dir16, 'trivia', CALL_SIZES);
  await a.getByRole('button', { name: 'End Challenge' }).click();
  await a
    .getByRole('dialog', { name: 'End the trivia duel?' })
    .getByRole('button', { name: 'End Challenge' })
    .click();
  await a.getByRole('button', { name: 'Close' }).click();

  await a.getByRole('button', { name: 'Laugh challenge' }).click();
  await b.getByRole('button', { name: 'Accept' }).click();
  await a.waitForFunction(() =>
    ['prep', 'active'].includes(
      document.querySelector('.laugh-panel')?.getAttribute('data-phase') ?? '',
    ),
  );
  if ((await a.locator('.laugh-panel').getAttribute('data-phase')) === 'active') {
    const jokester = (await a.getByRole('button', { name: 'End turn' }).count()) ? a : b;
    await jokester.getByRole('button', { name: 'End turn' }).click();
    await a.getByText('Switching turns').waitFor();
  }
  await shoot(a, dir16, 'laugh-break', CALL_SIZES);
  await a.locator('.laugh-panel[data-phase="active"]').waitFor({ timeout: 40_000 });
  await shoot(a, dir16, 'laugh-turn', CALL_SIZES);
  await a.getByRole('button', { name: 'Quit challenge' }).click();
  await a
    .getByRole('dialog', { name: 'Quit the laugh challenge?' })
    .getByRole('button', { name: 'Quit challenge' })
    .click();
  await a.getByRole('button', { name: 'Continue chatting' }).click();

  const mind = (page: Page) => page.getByRole('region', { name: 'Read my mind' });
  await mind(a).getByRole('button', { name: 'Challenge to Read my mind' }).click();
  await mind(b).getByRole('button', { name: 'Accept' }).click();
  await mind(a).getByText('Round 1 of 5', { exact: true }).waitFor();
  await shoot(a, dir16, 'mind', CALL_SIZES);

  // the call controls with mute and camera off, and what the partner sees
  // the partner's placeholder lies in the middle of the video: both close the Games panel
  for (const page of [a, b]) await page.getByRole('button', { name: 'Hide games' }).click();
  await toolbar(a).getByRole('button', { name: 'Mute' }).click();
  await toolbar(a).getByRole('button', { name: 'Camera off' }).click();
  await b.getByTestId('partner-camera-off').getByText('Camera off', { exact: true }).waitFor();
  await shootPair(
    [
      [a, 'toolbar-muted-camera-off'],
      [b, 'partner-camera-off'],
    ],
    dir19,
    SAFETY_SIZES,
  );
  await toolbar(a).getByRole('button', { name: 'Mute' }).click();
  await toolbar(a).getByRole('button', { name: 'Camera off' }).click();

  await a.getByRole('button', { name: 'Report' }).click();
  const report = a.getByRole('dialog', { name: 'Are you sure?' });
  await report.waitFor();
  await shoot(a, dir19, 'report-dialog', SAFETY_SIZES);
  await report.getByRole('button', { name: 'Cancel' }).click();

  // a member, so Settings lists the person blocked
  const { user } = (await a.evaluate(async () =>
    (await fetch('/api/auth/refresh', { method: 'POST' })).json(),
  )) as { user: { id: string } };
  await app.server.services.store.db
    .updateTable('users')
    .set({ is_anonymous: 0, provider: 'google', display_name: 'Ada' })
    .where('id', '=', user.id)
    .execute();
  await toolbar(a).getByRole('button', { name: 'Block' }).click();
  const block = a.getByRole('dialog', { name: 'Block this person?' });
  await block.waitFor();
  await shoot(a, dir19, 'block-dialog', SAFETY_SIZES);
  await block.getByRole('button', { name: 'Block' }).click();
  await a.getByText("You won't be matched with this person again.").waitFor();
  await a.goto('/settings');
  await a
    .getByRole('region', { name: 'Blocked people' })
    .getByRole('button', { name: /^Unblock someone from/ })
    .waitFor();
  await shoot(a, dir19, 'settings', SAFETY_SIZES, true);
  await Promise.all([a.context().close(), b.context().close()]);
}

async function ageGate(app: App): Promise<void> {
  const { page, context } = await app.newUser({ width: 390, height: 844 });
  await page.goto('/settings');
  const account = page.getByRole('region', { name: 'Account' });
  await account.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Become a Member' })
    .getByRole('button', { name: 'Continue as Guest' })
    .click();
  await account.getByText("You're using a guest session.").waitFor();
  await page.goto('/');
  await page.getByRole('button', { name: 'Find a Partner' }).and(page.locator(':enabled')).click();
  await page.getByRole('dialog', { name: 'Confirm your age' }).waitFor();
  await shoot(page, dir19, 'age-gate', SAFETY_SIZES);
  await context.close();
}

async function shield(app: App): Promise<void> {
  const pages: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const { page } = await app.newUser({ width: 390, height: 844 });
    await page.addInitScript(instrument);
    await continueAsGuest(page);
    pages.push(page);
  }
  const [viewer, partner] = pages as [Page, Page];
  await viewer.evaluate(() => {
    (window as unknown as { __shieldFeed: unknown }).__shieldFeed = { hold: true };
  });
  await findPartner(viewer);
  await findPartner(partner);
  await viewer.getByText('Checking video…').waitFor({ timeout: 45_000 });
  await shoot(viewer, dir19, 'shield-checking', SAFETY_SIZES);
  await viewer.evaluate(() => {
    const w = window as unknown as { __shieldFeed: unknown; __shieldRelease: () => void };
    w.__shieldFeed = {
      scores: { Drawing: 0.01, Hentai: 0.05, Neutral: 0.02, Porn: 0.9, Sexy: 0.02 },
    };
    w.__shieldRelease();
  });
  await viewer
    .getByRole('group', { name: 'We blurred this video because it may contain nudity' })
    .waitFor({ timeout: 30_000 });
  await shoot(viewer, dir19, 'shield-blurred', SAFETY_SIZES);
  await Promise.all(pages.map((p) => p.context().close()));
}

async function reconnect(app: App): Promise<void> {
  const routes = [await cuttableRoute(app.url), await cuttableRoute(app.url)];
  const [c, d] = await Promise.all(routes.map((r) => userBehind(app.browser, r)));
  for (const page of [c!, d!]) await continueAsGuest(page);
  await findPartner(c!);
  await findPartner(d!);
  await Promise.all([partnerVideoPlays(c!), partnerVideoPlays(d!)]);
  await Promise.all([checked(c!), checked(d!)]);
  routes[0]!.cut();
  await c!.getByText('Reconnecting…', { exact: false }).waitFor();
  await d!.getByText('Partner reconnecting…', { exact: false }).waitFor();
  await shootPair(
    [
      [c!, 'reconnecting'],
      [d!, 'partner-reconnecting'],
    ],
    dir19,
    SAFETY_SIZES,
  );
  routes[0]!.restore();
  await Promise.all([c!.context().close(), d!.context().close()]);
  await Promise.all(routes.map((r) => r.close()));
}

// each part on a fresh server, so nobody left searching from one part meets the next part's users
const only = process.env.SHOTS_ONLY?.split(',');
const parts = { callStates, ageGate, shield, reconnect };
for (const [name, run] of Object.entries(parts)) {
  if (only && !only.includes(name)) continue;
  console.log(`== ${name}`);
  const app = await startApp();
  try {
    await run(app);
  } finally {
    await app.close();
  }
}
