import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueAsGuest, startApp, type App, findPartner, openGames } from './browser.ts';
import {
  chatBothWays,
  REMOTE_VIDEO as VIDEO,
  watched,
  watchForPartnerLeft,
  watchFrames,
} from './callWatch.ts';
import { cuttableRoute, userBehind } from './relay.ts';

/**
 * The scenario's blip lasts `ms` of wall-clock time (the input of the test, not a wait for an
 * outcome); meanwhile the partner's video must keep playing. Reconnecting then takes the
 * client's backoff (about 1, 3, 7 s after the drop).
 */
async function offlineFor(page: Page, ms: number): Promise<void> {
  await Promise.all([videoAdvances(page, ms / 2000), new Promise((r) => setTimeout(r, ms))]);
}

const videoTime = (page: Page) =>
  page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.currentTime, VIDEO);

/** Waits until the partner video has played `seconds` more (what a person watching sees). */
async function videoAdvances(page: Page, seconds: number): Promise<void> {
  const from = await videoTime(page);
  await page.waitForFunction(
    ([s, t]) => document.querySelector<HTMLVideoElement>(s as string)!.currentTime >= (t as number),
    [VIDEO, from + seconds] as const,
    { timeout: seconds * 1000 + 15_000, polling: 100 },
  );
}

const trivia = (page: Page) =>
  page.getByRole('region', { name: 'Trivia duel' }).locator('.trivia-body');
const choices = (page: Page) => trivia(page).locator('.trivia-choice');

describe('a call survives a 5 s loss of one browser’s server connection', () => {
  let app: App;
  let a: Page;
  let b: Page;
  let aSocket: Awaited<ReturnType<typeof cuttableRoute>>;
  let bSocket: Awaited<ReturnType<typeof cuttableRoute>>;

  beforeAll(async () => {
    app = await startApp();
    aSocket = await cuttableRoute(app.url);
    bSocket = await cuttableRoute(app.url);
    [a, b] = await Promise.all([
      userBehind(app.browser, aSocket),
      userBehind(app.browser, bSocket),
    ]);
    for (const page of [a, b]) await continueAsGuest(page);
    await findPartner(a, 'blips');
    await findPartner(b, 'blips');
    for (const page of [a, b]) {
      await page.waitForFunction(
        (s) => {
          const v = document.querySelector<HTMLVideoElement>(s);
          return Boolean(v && v.videoWidth > 0 && v.currentTime > 0.5 && !v.paused);
        },
        VIDEO,
        { timeout: 40_000, polling: 100 },
      );
      await watchFrames(page);
      await watchForPartnerLeft(page);
    }
  });
  afterAll(async () => {
    await Promise.all([a?.context().close(), b?.context().close()]);
    await app.close();
    await Promise.all([aSocket?.close(), bSocket?.close()]);
  });

  it('the video keeps playing, both are told, and chat works afterwards; nobody sees "Partner left"', async () => {
    for (const page of [a, b])
      await page.evaluate(() => ((window as unknown as { frameGap: number }).frameGap = 0));
    aSocket.cut();
    await a.getByText('Reconnecting…', { exact: false }).waitFor();
    await b.getByText('Partner reconnecting…', { exact: false }).waitFor();
    // the partner's video plays on both sides while A is offline for 5 s
    await Promise.all([offlineFor(a, 5_000), videoAdvances(b, 2.5)]);
    aSocket.restore();
    await a.getByText('Reconnecting…', { exact: false }).waitFor({ state: 'detached' });
    await b.getByText('Partner reconnecting…', { exact: false }).waitFor({ state: 'detached' });

    await chatBothWays(a, b);
    for (const page of [a, b]) {
      const seen = await watched(page);
      expect(seen.sawPartnerLeft).toBe(false);
      // the video never stopped: a torn-down call would stall for the whole blip and more (the
      // bound leaves room for the hiccups of a loaded 2-core machine)
      expect(seen.frameGap).toBeLessThan(3_000);
    }
  });

  it('a running trivia game continues without a lost turn', async () => {
    for (const page of [a, b]) await openGames(page);
    await trivia(a).getByRole('button', { name: 'Challenge to trivia' }).click();
    await trivia(b).getByRole('button', { name: 'Accept' }).click();
    const player = await Promise.race(
      [a, b].map(async (page) => {
        await choices(page).first().waitFor({ timeout: 15_000 });
        return page;
      }),
    );
    const other = player === a ? b : a;
    const cutSwitch = player === a ? aSocket : bSocket;
    cutSwitch.cut();
    await player.getByText('Reconnecting…', { exact: false }).waitFor();
    await offlineFor(player, 5_000);
    cutSwitch.restore();
    await player.getByText('Reconnecting…', { exact: false }).waitFor({ state: 'detached' });

    // the turn is still the player's, with its question; the answer counts
    await choices(player).first().waitFor();
    await choices(player).nth(1).click();
    await other.locator('.trivia-feedback', { hasText: "Partner's answer:" }).waitFor();
    expect(await player.getByText("Time's up", { exact: false }).count()).toBe(0);
    // and the game goes on: the other player's turn comes
    await choices(other).first().waitFor({ timeout: 15_000 });
    for (const page of [a, b]) expect((await watched(page)).sawPartnerLeft).toBe(false);
  });
});
