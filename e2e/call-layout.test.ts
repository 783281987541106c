import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGames, partnerVideoPlays, startApp, type App, matchGuests } from './browser.ts';

const PHONES = [
  { width: 375, height: 667 },
  { width: 390, height: 844 },
];
const LANDSCAPE = { width: 844, height: 390 };
const DESKTOPS = [
  { width: 1280, height: 720 },
  { width: 1366, height: 657 },
  { width: 1440, height: 900 },
];
const SIZES = [...PHONES, LANDSCAPE, ...DESKTOPS];
// SHOTS_DIR=/some/dir also saves a screenshot of every size and state there
const SHOTS = process.env.SHOTS_DIR;

interface Measure {
  box: { x: number; y: number; width: number; height: number };
  /** the part of the viewport the partner's picture covers (object-fit taken into account) */
  picture: { width: number; height: number };
}

/** Where the partner's video is and how big its picture is drawn. */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]')!;
    const r = v.getBoundingClientRect();
    const visW = Math.min(r.right, innerWidth) - Math.max(r.left, 0);
    const visH = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
    let picture = { width: visW, height: visH };
    if (getComputedStyle(v).objectFit === 'contain' && v.videoWidth > 0) {
      const scale = Math.min(r.width / v.videoWidth, r.height / v.videoHeight);
      picture = {
        width: Math.min(visW, v.videoWidth * scale),
        height: Math.min(visH, v.videoHeight * scale),
      };
    }
    return { box: { x: r.x, y: r.y, width: r.width, height: r.height }, picture };
  });
}

/** Every button of the call controls lies wholly inside the viewport. */
async function controlsInView(page: Page): Promise<void> {
  const { width, height } = page.viewportSize()!;
  const buttons = await page
    .getByRole('toolbar', { name: 'Call controls' })
    .getByRole('button')
    .all();
  expect(buttons.length).toBeGreaterThan(3);
  for (const button of buttons) {
    const b = (await button.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(width + 0.5);
    expect(b.y + b.height).toBeLessThanOrEqual(height + 0.5);
  }
}

describe('the call is video first at every size', () => {
  let app: App;
  let a: Page;
  let b: Page;
  const seen = new Map<string, Measure>();

  /** Measures A's call at every size in one state, checking the size rules and stability. */
  async function everySize(state: string): Promise<void> {
    for (const size of SIZES) {
      await a.setViewportSize(size);
      await a.waitForFunction(
        ([w, h]) => innerWidth === w && innerHeight === h,
        [size.width, size.height],
      );
      const m = await measure(a);
      const key = `${size.width}x${size.height}`;
      if (SHOTS) await a.screenshot({ path: `${SHOTS}/call-${key}-${state}.png` });
      const area = m.picture.width * m.picture.height;
      if (PHONES.includes(size))
        expect(m.picture.height, key).toBeGreaterThanOrEqual(0.55 * size.height);
      if (DESKTOPS.includes(size))
        expect(area, key).toBeGreaterThanOrEqual(0.6 * size.width * size.height);
      if (size === LANDSCAPE) {
        expect(m.picture.height, key).toBeGreaterThanOrEqual(0.9 * size.height);
        await controlsInView(a);
      }
      // a game starting or moving on never resizes the partner's video
      const before = seen.get(key);
      if (before) expect(m.box, `${key} ${state}`).toEqual(before.box);
      else seen.set(key, m);
    }
  }

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    app = await startApp();
    a = (await app.newUser({ width: 375, height: 667 })).page;
    b = (await app.newUser()).page;
    await matchGuests(a, b);
    await Promise.all([partnerVideoPlays(a), partnerVideoPlays(b)]);
  });
  afterAll(() => app.close());

  it('idle: the partner video fills the screen, the controls fit', async () => {
    await everySize('idle');
  });

  it('the self view is small and moves by button (keyboard) or by dragging', async () => {
    await a.setViewportSize({ width: 390, height: 844 });
    const self = a.getByTestId('self-view');
    // the view glides between corners: read it once its transition has ended, so a drag starts
    // on the picture where it rests, not where it was mid-glide
    const box = async () => {
      await self.evaluate((el) =>
        Promise.all(el.getAnimations({ subtree: true }).map((t) => t.finished.catch(() => 0))),
      );
      return (await self.boundingBox())!;
    };
    const first = await box();
    expect(first.width * first.height).toBeLessThan(0.05 * 390 * 844);
    expect(first.x).toBeGreaterThan(195); // top right to start with
    expect(first.y).toBeLessThan(422);
    await a
      .getByRole('button', { name: 'Move your video to the bottom right corner' })
      .press('Enter');
    await expect.poll(async () => (await box()).y).toBeGreaterThan(422);
    // drag it by the picture to the top left
    const from = await box();
    await a.mouse.move(from.x + 20, from.y + 20);
    await a.mouse.down();
    await a.mouse.move(60, 120, { steps: 8 });
    await a.mouse.up();
    await expect.poll(async () => (await box()).x).toBeLessThan(100);
    expect((await box()).y).toBeLessThan(422);
  });

  it('no camera switch on a device with one camera', async () => {
    const cameras = await a.evaluate(
      async () =>
        (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput')
          .length,
    );
    expect(cameras).toBe(1);
    await a.getByRole('button', { name: 'Next' }).waitFor();
    expect(await a.getByRole('button', { name: 'Switch camera' }).count()).toBe(0);
  });

  it('during trivia the Games panel lies over the video without resizing it', async () => {
    await openGames(a);
    await a.getByRole('button', { name: 'Challenge to trivia' }).click();
    await b.getByRole('button', { name: 'Accept' }).click();
    await a.getByTestId('trivia-your-score').waitFor();
    await everySize('trivia');
    await a.getByRole('button', { name: 'End Challenge' }).click();
    await a
      .getByRole('dialog', { name: 'End the trivia duel?' })
      .getByRole('button', { name: 'End Challenge' })
      .click();
    await a.getByRole('button', { name: 'Close' }).click();
  });

  it('during a laugh break the video keeps its size too', async () => {
    await a.setViewportSize({ width: 1280, height: 720 });
    await a.getByRole('button', { name: 'Challenge to a laugh duel' }).click();
    await b.getByRole('button', { name: 'Accept' }).click();
    const phase = () => a.locator('.laugh-panel').getAttribute('data-phase');
    await a.waitForFunction(() =>
      ['prep', 'active'].includes(
        document.querySelector('.laugh-panel')?.getAttribute('data-phase') ?? '',
      ),
    );
    if ((await phase()) === 'active') {
      // a break comes between turns: whoever is the Jokester ends the turn
      const jokester = (await a.getByRole('button', { name: 'End turn' }).count()) ? a : b;
      await jokester.getByRole('button', { name: 'End turn' }).click();
    }
    await a.getByText('Switching turns').waitFor();
    await everySize('laugh-break');
    // quit (it asks first), then back to the list of games
    await a.getByRole('button', { name: 'Quit challenge' }).click();
    await a
      .getByRole('dialog', { name: 'Quit the laugh challenge?' })
      .getByRole('button', { name: 'Quit challenge' })
      .click();
    await a.getByRole('button', { name: 'Continue chatting' }).click();
  });

  it('during Read my mind the video keeps its size too', async () => {
    const mind = (page: Page) => page.getByRole('region', { name: 'Read my mind' });
    await openGames(a);
    await mind(a).getByRole('button', { name: 'Challenge to Read my mind' }).click();
    await mind(b).getByRole('button', { name: 'Accept' }).click();
    await mind(a).getByText('Round 1 of 5', { exact: true }).waitFor();
    await everySize('mind');
  });

  it('while finding the next partner the call screen keeps the video at its size', async () => {
    await a.getByRole('button', { name: 'Next' }).click();
    await a.getByText('Finding your next partner…').waitFor();
    await everySize('finding-next');
  });
});
