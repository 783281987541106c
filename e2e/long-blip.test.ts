import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONNECT_GRACE_MS } from '../src/server/matchmaking/service.ts';
import { continueAsGuest, findPartner, partnerVideoPlays, startApp, type App } from './browser.ts';
import { chatBothWays, REMOTE_VIDEO, watched, watchForPartnerLeft } from './callWatch.ts';
import { cuttableRoute, userBehind } from './relay.ts';

const videoTime = (page: Page) =>
  page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.currentTime, REMOTE_VIDEO);

/**
 * A server link lost for longer than the grace period while the peer-to-peer video keeps
 * playing: the partner's browser reports that its peer connection is still up, so the call is
 * kept and resumes when the link is back (it used to end with "Your chat ended while you were
 * reconnecting" although the video never stopped).
 */
describe('a call whose media never stopped outlives the grace period', () => {
  let app: App;
  let a: Page;
  let b: Page;
  let aSocket: Awaited<ReturnType<typeof cuttableRoute>>;

  beforeAll(async () => {
    app = await startApp();
    aSocket = await cuttableRoute(app.url);
    a = await userBehind(app.browser, aSocket);
    ({ page: b } = await app.newUser());
    for (const page of [a, b]) await continueAsGuest(page);
    await findPartner(a, 'long-blip');
    await findPartner(b, 'long-blip');
    for (const page of [a, b]) {
      await partnerVideoPlays(page);
      await watchForPartnerLeft(page);
    }
  });
  afterAll(async () => {
    await a?.context().close();
    await app.close();
    await aSocket?.close();
  });

  it('A is offline for longer than the grace; the video plays on and the call resumes', async () => {
    aSocket.cut();
    await a.getByText('Reconnecting…', { exact: false }).waitFor();
    await b.getByText('Partner reconnecting…', { exact: false }).waitFor();
    const from = await videoTime(b);
    // the blip's length is the test's input: past the grace period plus a reconnect's backoff
    const blipMs = RECONNECT_GRACE_MS + 6_000;
    await new Promise((r) => setTimeout(r, blipMs));
    // the partner's video went on all along (seconds of it, not a frozen frame)
    expect((await videoTime(b)) - from).toBeGreaterThan(blipMs / 2000);
    aSocket.restore();
    await a.getByText('Reconnecting…', { exact: false }).waitFor({ state: 'detached' });
    await b.getByText('Partner reconnecting…', { exact: false }).waitFor({ state: 'detached' });
    await chatBothWays(a, b);
    for (const page of [a, b]) expect((await watched(page)).sawPartnerLeft).toBe(false);
    expect(await a.getByText('Your chat ended while you were reconnecting').count()).toBe(0);
  });
});
