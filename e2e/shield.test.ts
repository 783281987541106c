import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { continueAsGuest, findPartner, startApp, type App } from './browser.ts';
import { fakeCamera, faceVideo, movingFaceVideo } from './faces.ts';
import { axeViolations } from './axeCheck.ts';
import { instrument } from './shieldFeed.ts';

const run = promisify(execFile);

const state = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
    const s = (
      window as unknown as {
        __shield: {
          firstFrameBlurred: boolean;
          firstFrameChecked: boolean;
          reblurs: number;
          checkingSeen: boolean;
        };
      }
    ).__shield;
    return {
      blurred: video?.classList.contains('shield-blur') ?? null,
      ...s,
      classified: performance.getEntriesByName('shield:classify').length,
    };
  });

/** The id of the partner's stream the page shows (null: none). */
const remoteStream = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
    return (video?.srcObject as MediaStream | null | undefined)?.id ?? null;
  });

/**
 * Two signed-in guests whose pages report the shield's state (not searching yet). `before`
 * runs on each page before it opens the app (the shield starts loading on Home).
 */
async function twoGuests(
  app: App,
  before?: (page: Page, i: number) => Promise<void>,
): Promise<[Page, Page]> {
  const pages: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const { page } = await app.newUser();
    await before?.(page, i);
    await page.addInitScript(instrument);
    await continueAsGuest(page);
    pages.push(page);
  }
  return pages as [Page, Page];
}

/** Two guests matched; with `hold`, the viewer's classifier results are held from the start. */
async function matchedPair(app: App, { hold = false } = {}): Promise<[Page, Page]> {
  const pages = await twoGuests(app);
  if (hold)
    await pages[0]!.evaluate(() => {
      (window as unknown as { __shieldFeed: unknown }).__shieldFeed = { hold: true };
    });
  for (const page of pages) await findPartner(page);
  return pages;
}

/** Safe start held: the first frame shown was blurred, or a check had already answered. */
const guarded = (s: { firstFrameBlurred: boolean; firstFrameChecked: boolean }) =>
  s.firstFrameBlurred || s.firstFrameChecked;

const videos = {
  'neutral face': () => faceVideo('neutral'),
  'smiling face': () => faceVideo('smile'),
  'moving neutral face': () => movingFaceVideo('neutral'),
  'moving smiling face': () => movingFaceVideo('smile'),
};

describe('nudity shield with the real model in Chromium', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it.each(Object.keys(videos) as (keyof typeof videos)[])(
    'the %s is shown blurred at match, unblurred once checked, and never flagged over its whole loop',
    async (name) => {
      app = await startApp({}, fakeCamera(videos[name]()));
      const [viewer] = await matchedPair(app);
      // the model is warm (loaded on Home): the check may end before a poll sees it running
      await expect
        .poll(async () => (await state(viewer)).checkingSeen, { timeout: 45_000 })
        .toBe(true);
      await expect.poll(async () => (await state(viewer)).blurred, { timeout: 60_000 }).toBe(false);
      expect(await viewer.getByText('Checking video…').count()).toBe(0);
      // the blur can lift (a check of a decoded frame) before the video element composites its
      // first frame: wait for that frame to be on screen, then judge it
      await expect
        .poll(async () => (await state(viewer)).firstFrameBlurred, { timeout: 30_000 })
        .not.toBeNull();
      expect(guarded(await state(viewer))).toBe(true);
      // about one sample a second: eight more cover each looping face video (1 s or 6 s) whole
      const start = (await state(viewer)).classified;
      await expect
        .poll(async () => (await state(viewer)).classified - start, { timeout: 60_000 })
        .toBeGreaterThanOrEqual(8);
      const end = await state(viewer);
      expect(end).toMatchObject({ blurred: false, reblurs: 0 });
      expect(await viewer.getByText(/We blurred this video/).count()).toBe(0);
    },
    180_000,
  );

  it('Settings: both switches are on by default; with safe start off a call starts unblurred', async () => {
    app = await startApp({}, fakeCamera(faceVideo('neutral')));
    const [viewer, partner] = await twoGuests(app);
    await viewer.goto('/settings');
    const safeStart = viewer.getByRole('switch', { name: 'Start calls blurred until checked' });
    const blurExplicit = viewer.getByRole('switch', { name: 'Blur explicit video' });
    expect([await safeStart.isChecked(), await blurExplicit.isChecked()]).toEqual([true, true]);
    // the switch's input is drawn as a track: a person clicks its label
    await viewer.getByText('Start calls blurred until checked').click();
    expect(await safeStart.isChecked()).toBe(false);
    await viewer.reload();
    expect([await safeStart.isChecked(), await blurExplicit.isChecked()]).toEqual([false, true]);

    await viewer.goto('/');
    for (const page of [viewer, partner]) await findPartner(page);
    await expect
      .poll(async () => (await state(viewer)).firstFrameBlurred, { timeout: 60_000 })
      .toBe(false);
    expect(await viewer.getByText('Checking video…').count()).toBe(0);
  }, 120_000);

  it('"Show now" unblurs at once while the check is still running', async () => {
    app = await startApp({}, fakeCamera(faceVideo('neutral')));
    // the classifier is held from before the match (its results kept at the worker's message
    // boundary): the check cannot finish before "Show now" is pressed
    const [viewer] = await matchedPair(app, { hold: true });
    await viewer.getByText('Checking video…').waitFor({ timeout: 45_000 });
    expect((await state(viewer)).blurred).toBe(true);
    await viewer.getByRole('button', { name: 'Show now' }).click();
    expect((await state(viewer)).blurred).toBe(false);
    expect(await viewer.getByText('Checking video…').count()).toBe(0);
  }, 120_000);

  it('a model download cut twice (a dropped connection, a deploy) is tried again: the check still ends', async () => {
    app = await startApp({}, fakeCamera(faceVideo('neutral')));
    let fetches = 0;
    // the viewer's first two model downloads (its warm-up on Home) are cut
    const pages = await twoGuests(app, async (page, i) => {
      if (i > 0) return;
      await page
        .context()
        .route('**/models/nsfw/model.json', (route) =>
          ++fetches <= 2 ? route.abort('connectionreset') : route.continue(),
        );
    });
    const [viewer] = pages;
    for (const page of pages) await findPartner(page);
    await expect
      .poll(async () => (await state(viewer)).checkingSeen, { timeout: 45_000 })
      .toBe(true);
    await expect.poll(async () => (await state(viewer)).blurred, { timeout: 60_000 }).toBe(false);
    expect(fetches).toBe(3);
    expect(await viewer.getByText(/couldn't start/).count()).toBe(0);
    expect(guarded(await state(viewer))).toBe(true);
  }, 120_000);
});

describe('nudity shield flagged path (classifier results fed at the worker message boundary)', () => {
  const dbFile = join(tmpdir(), `matchup-shield-${process.pid}-${Date.now()}.db`);
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
  });

  const explicit = { Drawing: 0.01, Hentai: 0.05, Neutral: 0.02, Porn: 0.9, Sexy: 0.02 };
  const feed = (page: Page, scores: unknown) =>
    page.evaluate((s) => {
      (window as unknown as { __shieldFeed: unknown }).__shieldFeed = { scores: s };
    }, scores);

  it('blurs with the overlay; Report sends reason and evidence; Show anyway and Next work', async () => {
    app = await startApp({ DATABASE_URL: `sqlite:${dbFile}` }, fakeCamera(faceVideo('neutral')));
    const [viewer, partner] = await matchedPair(app);
    await expect
      .poll(async () => (await state(viewer)).checkingSeen, { timeout: 45_000 })
      .toBe(true);
    await expect.poll(async () => (await state(viewer)).blurred, { timeout: 60_000 }).toBe(false);

    await feed(viewer, explicit);
    const overlay = viewer.getByRole('group', {
      name: 'We blurred this video because it may contain nudity',
    });
    await overlay.waitFor({ timeout: 15_000 });
    expect((await state(viewer)).blurred).toBe(true);

    expect(await axeViolations(viewer)).toEqual([]);

    await overlay.getByRole('button', { name: 'Report' }).click();
    const dialog = viewer.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.waitFor();
    expect(await axeViolations(viewer)).toEqual([]);
    expect(await dialog.getByRole('radio', { name: 'Nudity or sexual content' }).isChecked()).toBe(
      true,
    );
    await dialog.getByText(/finding \(Porn, 95%\) is attached\. No image is sent\./).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await viewer.getByText('Report sent').waitFor();
    const { stdout } = await run(process.execPath, ['src/server/moderation/cli.ts', 'reports'], {
      env: { ...process.env, DATABASE_URL: `sqlite:${dbFile}` },
    });
    // the CLI words the evidence as what it is: the reporter's device's claim
    expect(stdout).toContain(
      "  reason:   Nudity or sexual content  (the reporter's device said its shield saw Porn 95%)",
    );

    // Next from the overlay: a third person is waiting, so the viewer meets them at once
    const { page: third } = await app.newUser();
    await continueAsGuest(third);
    await findPartner(third);
    // the Home button says so while the search runs (other "Searching" texts may be hidden)
    await third.getByRole('button', { name: 'Searching…' }).waitFor({ timeout: 60_000 });
    const firstStream = await remoteStream(viewer);
    const { reblurs } = await state(viewer);
    await overlay.getByRole('button', { name: 'Next' }).click();
    // the new partner's video arrives blurred and (still fed as explicit) is flagged. Not waiting
    // for "Checking video…": with the model loaded the check can end before a poll sees it.
    await expect
      .poll(async () => [null, firstStream].includes(await remoteStream(viewer)), {
        timeout: 60_000,
      })
      .toBe(false);
    // never unblurred in between: still blurred, and not blurred again after an unblur
    expect(await state(viewer)).toMatchObject({ blurred: true, reblurs });
    await overlay.waitFor({ timeout: 60_000 });
    await third.getByTestId('remote-video').waitFor();

    // Show anyway unblurs at once and the shield stays quiet for this partner
    await overlay.getByRole('button', { name: 'Show anyway' }).click();
    expect((await state(viewer)).blurred).toBe(false);
    expect(await overlay.count()).toBe(0);
    expect(partner).toBeDefined();
  }, 240_000);
});
