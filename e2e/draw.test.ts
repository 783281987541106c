import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW } from '../src/shared/protocol/draw.ts';
import { continueAsGuest, findPartner, openGames, startApp, type App } from './browser.ts';
import { axeViolations } from './axeCheck.ts';
import { unseen } from './gameFit.ts';
import { challengeInArabic } from './localized.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
// SHOTS_DIR=/some/dir also saves the drawer's and the guesser's panels, per size
const SHOTS = process.env.SHOTS_DIR;

const panel = (page: Page) =>
  page.getByRole('region', { name: 'Draw and guess' }).locator('.draw-body');
const sizeOf = (page: Page) => `${page.viewportSize()!.width}x${page.viewportSize()!.height}`;

/** What a round needs in view without scrolling: the round, the clock, the canvas, End. */
const ROUND = ['.draw-canvas', '.draw-status', '.draw-panel [role=timer]', '.draw-foot .btn'];

/**
 * The catalogue's fixed sentences (no placeholder) of the panel: a word to draw may be one of
 * their words ("box" in "the chat box"), which is the page's own wording, not the word shown.
 */
const FIXED = ['draw', 'games'].flatMap((feature) =>
  Object.values(
    JSON.parse(
      readFileSync(
        new URL(`../src/web/features/${feature}/locales/en.json`, import.meta.url),
        'utf8',
      ),
    ) as Record<string, string>,
  ).filter((text) => !text.includes('{')),
);

/**
 * Everything the guesser's page shows or says about the game: the Games panel's text, its
 * labels, the page's live regions and the chat log, with the catalogue's fixed sentences taken
 * out. A person reading or hearing the page learns the word from none of it.
 */
async function guesserHears(page: Page): Promise<string> {
  const said = await page.evaluate(() => {
    const texts: string[] = [];
    const gamePanel = document.querySelector<HTMLElement>('#game-panel');
    if (gamePanel) {
      texts.push(gamePanel.innerText);
      for (const el of gamePanel.querySelectorAll('[aria-label]'))
        texts.push(el.getAttribute('aria-label') ?? '');
    }
    for (const el of document.querySelectorAll('[aria-live], .chat-log'))
      texts.push(el.textContent ?? '');
    return texts.join('\n');
  });
  return FIXED.reduce((text, fixed) => text.split(fixed).join(' '), said);
}

const names = (text: string, word: string) =>
  new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu').test(
    text,
  );

/** Pixels of ink on the page's canvas: anything not white paper. */
const inked = (page: Page) =>
  panel(page)
    .locator('.draw-canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 2]! < 200) n += 1;
      return n;
    });

/**
 * The drawer draws a zigzag across the canvas: the phone with a finger (touch), the desktop
 * with the mouse.
 */
async function drawZigzag(page: Page, touch: boolean) {
  const box = (await page.locator('.draw-panel .draw-canvas').boundingBox())!;
  const at = (fx: number, fy: number) => ({
    x: box.x + box.width * fx,
    y: box.y + box.height * fy,
  });
  const path = Array.from({ length: 24 }, (_, i) => at(0.1 + i * 0.035, i % 2 ? 0.3 : 0.7));
  if (!touch) {
    await page.mouse.move(path[0]!.x, path[0]!.y);
    await page.mouse.down();
    for (const p of path.slice(1)) await page.mouse.move(p.x, p.y, { steps: 3 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touchAt = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [p] : [] });
  await touchAt('touchStart', path[0]);
  for (const p of path.slice(1)) await touchAt('touchMove', p);
  await touchAt('touchEnd');
  await cdp.detach();
}

/** Sends `text` from the page's chat box, opening it first on a phone. */
async function sendChat(page: Page, text: string) {
  const show = page.getByRole('button', { name: 'Show Chat', exact: true });
  if (await show.isVisible()) await show.click();
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** Back to the call with the Games panel in view (a phone's open chat covers it). */
async function backToGame(page: Page) {
  // the chat's own close button: on a phone the open chat covers the call's controls
  const hide = page.getByRole('button', { name: 'Hide chat', exact: true });
  if (await hide.isVisible()) await hide.click();
  await openGames(page);
}

describe('Draw and guess with real browsers', () => {
  let app: App;
  let phone: Page;
  let desktop: Page;

  beforeAll(async () => {
    app = await startApp();
    phone = (await app.newUser(PHONE)).page;
    desktop = (await app.newUser(DESKTOP)).page;
    for (const page of [phone, desktop]) await continueAsGuest(page);
    await findPartner(phone);
    await findPartner(desktop);
    for (const page of [phone, desktop]) {
      await openGames(page);
      await panel(page).getByRole('button', { name: 'Challenge to Draw and guess' }).waitFor();
    }
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => app.close());

  it('a phone and a desktop take turns drawing and guessing to the end', async () => {
    await panel(phone).getByRole('button', { name: 'Challenge to Draw and guess' }).click();
    await panel(desktop).getByText('Your partner challenges you to Draw and guess!').waitFor();
    await panel(desktop).getByRole('button', { name: 'Accept' }).click();

    let lastDrawer: Page | null = null;
    for (let round = 1; round <= DRAW.rounds; round++) {
      const label = `Round ${round} of ${DRAW.rounds}`;
      for (const page of [phone, desktop])
        await panel(page).getByTestId('draw-round').getByText(label).waitFor();
      // the server picks who draws first; then the roles swap every round
      const phoneDraws = await panel(phone).getByTestId('draw-word').isVisible();
      const [drawer, guesser] = phoneDraws ? [phone, desktop] : [desktop, phone];
      if (lastDrawer) expect(drawer).not.toBe(lastDrawer);
      lastDrawer = drawer;
      expect(await panel(guesser).getByTestId('draw-word').count()).toBe(0);
      // the word, as the drawer reads it: the only place the test learns it from
      const word = (await panel(drawer).getByTestId('draw-word').textContent())!;
      expect(await panel(guesser).getByTestId('draw-hint').textContent()).toBe(
        [...word].map((c) => (c === ' ' ? ' ' : /[-']/.test(c) ? c : '_')).join(''),
      );
      await panel(guesser).getByText('Guess the word in the chat box:').waitFor();
      expect(names(await guesserHears(guesser), word)).toBe(false);

      await drawZigzag(drawer, drawer === phone);
      // the guesser sees the lines arrive
      await expect.poll(() => inked(guesser)).toBeGreaterThan(100);
      expect(await inked(drawer)).toBeGreaterThan(100);
      expect(names(await guesserHears(guesser), word)).toBe(false);
      for (const page of [drawer, guesser]) {
        if (SHOTS && round <= 2)
          await page.screenshot({
            path: `${SHOTS}/draw-${sizeOf(page)}-${page === drawer ? 'drawer' : 'guesser'}.png`,
          });
        expect(await unseen(page, ROUND)).toEqual([]);
        // the drawer's pen and the guesser's blanks, as axe reads them (phone and desktop)
        if (round <= 2) expect(await axeViolations(page)).toEqual([]);
      }

      if (guesser === phone) {
        // on the phone the chat sheet would cover the drawing: the guess goes from the panel,
        // the drawing in view while typing
        const box = panel(guesser).getByRole('textbox', { name: 'Your guess' });
        await box.fill(word);
        expect(await unseen(guesser, ['.draw-canvas', '.draw-guess'])).toEqual([]);
        if (SHOTS && round <= 2)
          await guesser.screenshot({ path: `${SHOTS}/draw-${sizeOf(guesser)}-guesser-typing.png` });
        await panel(guesser).getByRole('button', { name: 'Guess', exact: true }).click();
      } else {
        await sendChat(guesser, word);
        if (SHOTS && round <= 2)
          await guesser.screenshot({ path: `${SHOTS}/draw-${sizeOf(guesser)}-guesser-chat.png` });
        await backToGame(guesser);
      }
      if (round === DRAW.rounds) break;
      const next = `Round ${round + 1} of ${DRAW.rounds}`;
      for (const page of [drawer, guesser])
        await panel(page).getByTestId('draw-round').getByText(next).waitFor();
      await panel(guesser).getByText(`You guessed “${word}”!`).waitFor();
      await panel(drawer).getByText(`Your partner guessed “${word}”!`).waitFor();
      // a new round starts on a blank canvas
      expect(await inked(guesser)).toBe(0);
    }

    for (const page of [phone, desktop]) {
      const result = panel(page).locator('.draw-result');
      await result.getByRole('heading', { name: 'Well drawn, well guessed!' }).waitFor();
      await result.getByText(`Words guessed together: 4 of 4`).waitFor();
      expect(await result.locator('.draw-rounds li.is-guessed').count()).toBe(DRAW.rounds);
      // the points line: guests play for fun
      await result.locator('.game-frame-reward').waitFor();
      expect(
        await unseen(page, ['.draw-result h3', '.draw-result .game-frame-actions > .btn']),
      ).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/draw-${sizeOf(page)}-result.png` });
    }
    for (const page of [phone, desktop])
      await panel(page).getByRole('button', { name: 'Close' }).click();
    await panel(phone).getByRole('button', { name: 'Challenge to Draw and guess' }).waitFor();
  });

  it('in Arabic the panel reads right to left, its canvas and tools in view', async () => {
    const { x, y, region } = await challengeInArabic(app, [PHONE, DESKTOP], 'draw');
    for (const page of [x, y]) await region(page).locator('.draw-canvas').waitFor();
    const drawer = (await region(x).getByTestId('draw-word').count()) ? x : y;
    await drawZigzag(drawer, drawer === x);
    for (const page of [x, y]) {
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await unseen(page, ROUND)).toEqual([]);
      if (SHOTS) {
        const role = page === drawer ? 'drawer' : 'guesser';
        await page.screenshot({ path: `${SHOTS}/draw-ar-${sizeOf(page)}-${role}.png` });
      }
    }
  });
});
