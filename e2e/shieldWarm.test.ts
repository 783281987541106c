import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { continueAsGuest, findPartner, startApp, type App } from './browser.ts';
import { fakeCamera, faceVideo } from './faces.ts';

/**
 * Runs in the page before the app: for every partner stream the remote video shows, whether
 * its first presented frame was blurred (or already checked), and whether it is blurred now.
 */
function watchPartners() {
  const first: Record<string, boolean> = {};
  (window as unknown as { firstFrames: typeof first }).firstFrames = first;
  const seenAt: Record<string, number> = {};
  const watch = (v: HTMLVideoElement) => {
    // when each stream was attached, seen every animation frame
    const attached = () => {
      const id = (v.srcObject as MediaStream | null)?.id;
      if (id && !(id in seenAt)) seenAt[id] = performance.now();
      requestAnimationFrame(attached);
    };
    attached();
    const tick = () => {
      const id = (v.srcObject as MediaStream | null)?.id;
      // guarded: blurred, or a warm model already checked one of this stream's decoded frames
      const checked = () =>
        performance
          .getEntriesByName('shield:classify')
          .some((e) => e.startTime >= (seenAt[id!] ?? Infinity));
      if (id && !(id in first)) first[id] = v.classList.contains('shield-blur') || checked();
      v.requestVideoFrameCallback(tick);
    };
    v.requestVideoFrameCallback(tick);
  };
  new MutationObserver(() => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
    if (v && !(v as unknown as { watched?: boolean }).watched) {
      (v as unknown as { watched: boolean }).watched = true;
      watch(v);
    }
  }).observe(document, { childList: true, subtree: true });
}

const partner = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
    const id = (v?.srcObject as MediaStream | null | undefined)?.id ?? null;
    const first = (window as unknown as { firstFrames: Record<string, boolean> }).firstFrames;
    return {
      id,
      blurred: v?.classList.contains('shield-blur') ?? null,
      firstFrameBlurred: id ? (first[id] ?? null) : null,
    };
  });

const paths = (requests: string[], pattern: RegExp) =>
  requests.map((u) => new URL(u).pathname).filter((p) => pattern.test(p));
const MODEL = /^\/models\/nsfw\/model\.json$/;
const WEIGHTS = /^\/models\/nsfw\/weights-[0-9a-f]+\.bin$/;

describe('the nudity shield is warm before a match and stays warm between calls', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function guest(): Promise<{ page: Page; requests: string[] }> {
    const { page } = await app!.newUser();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.addInitScript(watchPartners);
    await continueAsGuest(page);
    return { page, requests };
  }

  it('signed in on Home, the model loads in idle time after the page has loaded, before Find a Partner is pressed', async () => {
    app = await startApp({}, fakeCamera(faceVideo('neutral')));
    const { page, requests } = await guest();
    // nobody has pressed Find a Partner: the page sits on Home
    await expect
      .poll(() => paths(requests, /^\/models\/nsfw\//), { timeout: 60_000 })
      .toEqual(
        expect.arrayContaining([expect.stringMatching(MODEL), expect.stringMatching(WEIGHTS)]),
      );
    expect(await page.getByRole('button', { name: 'Find a Partner' }).isVisible()).toBe(true);
    // the shield's code came after Home's own load, not with it
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const shield = performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/(sampler|face\.worker|shieldTask)-/.test(e.name));
      return { loadEnd: nav.loadEventEnd, starts: shield.map((e) => e.startTime) };
    });
    expect(timing.starts.length).toBeGreaterThan(0);
    expect(timing.loadEnd).toBeGreaterThan(0);
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.loadEnd);
    // everything from this server
    const origin = new URL(app.url).origin;
    expect(
      requests.filter((u) => !/^(data|blob):/.test(u) && new URL(u).origin !== origin),
    ).toEqual([]);
  }, 120_000);

  it('a second call in the same page is shown unblurred after its check, without loading the model again', async () => {
    app = await startApp({}, fakeCamera(faceVideo('neutral')));
    const viewer = await guest();
    const first = await guest();
    const second = await guest();
    const v = viewer.page;

    await findPartner(first.page);
    await first.page.getByRole('button', { name: 'Searching…' }).waitFor({ timeout: 30_000 });
    await findPartner(v);
    await expect
      .poll(
        async () => {
          // unblurred, and its first frame seen (a warm check can beat the first frame callback)
          const now = await partner(v);
          return now.blurred === false && now.firstFrameBlurred !== null && now.id;
        },
        { timeout: 90_000 },
      )
      .toBeTruthy();
    const call1 = await partner(v);
    expect(call1.firstFrameBlurred).toBe(true);
    const classified = await v.evaluate(
      () => performance.getEntriesByName('shield:classify').length,
    );

    await findPartner(second.page);
    await second.page.getByRole('button', { name: 'Searching…' }).waitFor({ timeout: 30_000 });
    await v.getByRole('button', { name: 'Next', exact: true }).click();
    await expect
      .poll(
        async () => {
          const now = await partner(v);
          return (
            now.id !== null &&
            now.id !== call1.id &&
            now.blurred === false &&
            now.firstFrameBlurred !== null
          );
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    const call2 = await partner(v);
    // the new partner arrived blurred, and was unblurred by a check (no Show now pressed)
    expect(call2.firstFrameBlurred).toBe(true);
    expect(
      await v.evaluate(() => performance.getEntriesByName('shield:classify').length),
    ).toBeGreaterThan(classified);
    // one model download and one vision worker for both calls
    expect(paths(viewer.requests, MODEL)).toHaveLength(1);
    expect(paths(viewer.requests, WEIGHTS).length).toBeGreaterThan(0);
    expect(new Set(paths(viewer.requests, WEIGHTS)).size).toBe(
      paths(viewer.requests, WEIGHTS).length,
    );
    expect(paths(viewer.requests, /^\/assets\/face\.worker-/)).toHaveLength(1);
  }, 240_000);
});
