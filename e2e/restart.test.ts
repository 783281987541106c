import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/server/testing/harness.ts';
import { continueAsGuest, findPartner, launchChromium, partnerVideoPlays } from './browser.ts';
import { chatBothWays, watched, watchForPartnerLeft, watchFrames } from './callWatch.ts';
import { cuttableRoute, userBehind } from './relay.ts';

/** One server process's worth of state that a restart keeps: the database file and the key. */
const env = {
  WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist/web',
  DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'mu-restart-')), 'db.sqlite')}`,
  JWT_SECRET: 'restart-test-secret-0123456789-0123456789',
};

describe('a server restart with tabs open', () => {
  let server: TestServer;
  let browser: Browser;
  let route: Awaited<ReturnType<typeof cuttableRoute>>;
  let a: Page;
  let b: Page;

  beforeAll(async () => {
    server = await startTestServer(env);
    route = await cuttableRoute(server.url);
    browser = await launchChromium();
    [a, b] = await Promise.all([userBehind(browser, route), userBehind(browser, route)]);
    for (const page of [a, b]) await continueAsGuest(page);
  });
  afterAll(async () => {
    await browser?.close();
    await route?.close();
    await server?.close();
  });

  /** Stops the server gracefully (as SIGTERM does) and starts it again on the same data. */
  async function restart() {
    await server.close();
    server = await startTestServer(env);
    route.retarget(server.url);
  }

  /**
   * The page's Find a Partner button, once the page is connected and can search. Each tab
   * reconnects on its own backoff: one can be back while the other still shows it is connecting.
   */
  async function canSearch(page: Page) {
    await page
      .getByText('Connecting to the server…')
      .waitFor({ state: 'detached', timeout: 20_000 });
    await page
      .getByRole('button', { name: 'Find a Partner' })
      .and(page.locator(':enabled'))
      .waitFor();
  }

  it('open tabs reconnect by themselves and can search again', async () => {
    for (const page of [a, b]) await canSearch(page);
    await restart();
    for (const page of [a, b]) await canSearch(page);
  });

  // One node keeps its calls through a graceful restart (matchmaking/restart.ts).
  it('a call goes on through the restart: video plays, chat works both ways, nobody saw "Partner left"', async () => {
    // each press starts a search (or, for the second, the call at once)
    for (const page of [a, b]) {
      await findPartner(page, 'restarts');
      await page
        .getByRole('button', { name: 'Searching…' })
        .or(page.getByRole('toolbar', { name: 'Call controls' }))
        .first()
        .waitFor();
    }
    // both pages' states on a failure, not only the first one's
    const plays = await Promise.allSettled([a, b].map((page) => partnerVideoPlays(page)));
    expect(
      plays.flatMap((p, i) => (p.status === 'rejected' ? [`${'ab'[i]}: ${String(p.reason)}`] : [])),
    ).toEqual([]);
    for (const page of [a, b]) {
      await watchFrames(page);
      await watchForPartnerLeft(page);
    }
    // watched from before the restart: each page says so until its own match is resumed
    const reconnecting = Promise.all(
      [a, b].map((page) => page.getByText('Reconnecting…', { exact: false }).waitFor()),
    );
    await restart();
    await reconnecting;
    // "Reconnecting…" and "Partner reconnecting…" both gone: the match is resumed on both sides
    for (const page of [a, b])
      await page
        .getByText('reconnecting…', { exact: false })
        .waitFor({ state: 'detached', timeout: 30_000 });

    await chatBothWays(a, b);
    for (const page of [a, b]) {
      const seen = await watched(page);
      expect(seen.sawPartnerLeft).toBe(false);
      // the video never stopped (the bound leaves room for a loaded 2-core machine's hiccups)
      expect(seen.frameGap).toBeLessThan(3_000);
    }
  });
});
