import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueAsGuest, findPartner, partnerVideoPlays, startApp, type App } from './browser.ts';

/** Records every camera and microphone track the page opens (window.__tracks). */
async function trackMedia(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __tracks: MediaStreamTrack[] };
    w.__tracks = [];
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      w.__tracks.push(...stream.getTracks());
      return stream;
    };
  });
}

const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __tracks: MediaStreamTrack[] }).__tracks.filter(
        (t) => t.readyState === 'live',
      ).length,
  );
const callScreen = (page: Page) => page.getByRole('region', { name: 'Video chat' });

describe('a call never runs without its screen', () => {
  let app: App;
  let a: Page;
  let b: Page;
  let c: Page;
  let d: Page;

  beforeAll(async () => {
    app = await startApp();
    const users = await Promise.all([1, 2, 3, 4].map(() => app.newUser()));
    for (const user of users) await trackMedia(user.context);
    // C's device says it has a front and a back camera
    await users[2]!.context.addInitScript(() => {
      const media = navigator.mediaDevices;
      const list = media.enumerateDevices.bind(media);
      media.enumerateDevices = async () => {
        const devices = await list();
        const camera = devices.find((d) => d.kind === 'videoinput');
        return camera ? [...devices, camera] : devices;
      };
    });
    [a, b, c, d] = users.map((u) => u.page) as [Page, Page, Page, Page];
    for (const page of [a, b, c, d]) await continueAsGuest(page);
  });
  afterAll(() => app.close());

  it('Back during a call asks first; leaving tells the partner and stops the camera', async () => {
    // the path people reported: /ranking, Home, find a partner, Back
    await a.goto('/ranking');
    await a.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await findPartner(a);
    await findPartner(b);
    await Promise.all([partnerVideoPlays(a), partnerVideoPlays(b)]);

    const leave = a.getByRole('dialog', { name: 'Leave this call?' });
    await a.evaluate(() => history.back());
    await leave.waitFor({ timeout: 10_000 });
    // still on the call, visibly, while asked
    expect(await callScreen(a).isVisible()).toBe(true);
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await callScreen(a).isVisible()).toBe(true);
    expect(await b.getByText('Partner left the chat').count()).toBe(0);
    expect(await liveTracks(a)).toBeGreaterThan(0);

    // Back again asks again; this time leave
    await a.evaluate(() => history.back());
    await leave.getByRole('button', { name: 'Confirm' }).click();
    await b.getByText('Partner left the chat').first().waitFor();
    await a.getByRole('button', { name: 'Find a Partner' }).waitFor();
    expect(await callScreen(a).count()).toBe(0);
    expect(await liveTracks(a)).toBe(0);
    // and the next Back goes where it went before the call
    await a.evaluate(() => history.back());
    await a.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await callScreen(b).getByRole('button', { name: 'Cancel' }).click();
  });

  it('leaving Home while searching cancels the search and stops the camera', async () => {
    await a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await findPartner(a, 'nobody-else-likes-this');
    await a.getByRole('button', { name: 'Searching…' }).waitFor();
    expect(await liveTracks(a)).toBeGreaterThan(0);
    await a
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Ranking' })
      .click();
    await a.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await a.waitForFunction(() =>
      (window as unknown as { __tracks: MediaStreamTrack[] }).__tracks.every(
        (t) => t.readyState === 'ended',
      ),
    );
  });

  it('Next keeps the call screen up between partners: no flash of Home', async () => {
    await a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await findPartner(a);
    await findPartner(c);
    await Promise.all([partnerVideoPlays(a), partnerVideoPlays(c)]);
    // two cameras: the switch is offered (A, with one, has none)
    await c.getByRole('button', { name: 'Switch camera' }).waitFor();
    expect(await a.getByRole('button', { name: 'Switch camera' }).count()).toBe(0);
    // from here on, note any frame in which A's call screen is gone
    await a.evaluate(() => {
      const w = window as unknown as { __callGone: boolean };
      w.__callGone = false;
      const check = () => {
        if (!document.querySelector('.chat-screen')) w.__callGone = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await a.getByRole('button', { name: 'Next' }).click();
    await a.getByText('Finding your next partner…').waitFor();
    expect(await a.getByRole('button', { name: 'Find a Partner' }).isVisible()).toBe(false);
    // A skipped C and left B: neither may meet A again for 10 minutes, so a newcomer does
    await callScreen(c).getByRole('button', { name: 'Cancel' }).click();
    await findPartner(d);
    await a.getByText('Finding your next partner…').waitFor({ state: 'detached', timeout: 30_000 });
    await partnerVideoPlays(a);
    expect(await a.evaluate(() => (window as unknown as { __callGone: boolean }).__callGone)).toBe(
      false,
    );
  });
});
