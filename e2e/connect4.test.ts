import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueAsGuest, findPartner, openGames, startApp, type App } from './browser.ts';
import { unseen } from './gameFit.ts';
import { challengeInArabic } from './localized.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
// SHOTS_DIR=/some/dir also saves the board mid-game and the result, per size
const SHOTS = process.env.SHOTS_DIR;

const panel = (page: Page) =>
  page.getByRole('region', { name: 'Connect Four' }).locator('.connect4-body');
const column = (page: Page, n: number) => panel(page).locator(`[data-column="${n}"]`);
const sizeOf = (page: Page) => `${page.viewportSize()!.width}x${page.viewportSize()!.height}`;
const discs = (page: Page, who: 'you' | 'partner') =>
  panel(page).locator(`.c4-board .c4-disc.is-${who}`).count();

/** What a turn needs in view without scrolling: whose turn, the clock, the board, Resign. */
const TURN = [
  '.c4-board',
  '.c4-column',
  '.connect4-panel [role=timer]',
  '[data-testid="c4-turn"]',
  '.c4-foot .btn',
];

describe('Connect Four with real browsers', () => {
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
      await panel(page).getByRole('button', { name: 'Challenge to Connect Four' }).waitFor();
    }
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => app.close());

  /** `page` drops in column `n`: the phone by tapping, the desktop by keyboard only. */
  async function drop(page: Page, n: number) {
    if (page === phone) return column(page, n).click();
    await column(page, n).focus();
    await page.keyboard.press('Enter');
  }

  it('a phone and a desktop play to a win, seen on both sides', async () => {
    await panel(phone).getByRole('button', { name: 'Challenge to Connect Four' }).click();
    await panel(desktop).getByText('Your partner challenges you to Connect Four!').waitFor();
    await panel(desktop).getByRole('button', { name: 'Accept' }).click();
    for (const page of [phone, desktop]) await panel(page).locator('.c4-board').waitFor();

    // the server picks who starts; both see the same: one has the turn, the other waits
    await expect
      .poll(async () => [
        await panel(phone).getByTestId('c4-turn').textContent(),
        await panel(desktop).getByTestId('c4-turn').textContent(),
      ])
      .toSatisfy(([p, d]) => [p, d].sort().join('|') === "Your partner's turn|Your turn");
    const phoneStarts = (await panel(phone).getByTestId('c4-turn').textContent()) === 'Your turn';
    const [first, second] = phoneStarts ? [phone, desktop] : [desktop, phone];

    // off turn every column says so and a click drops nothing
    expect(await column(second, 0).getAttribute('aria-disabled')).toBe('true');
    expect(await column(first, 3).getAttribute('aria-label')).toBe('Column 4, 6 spaces left');

    // the first player stacks column 1 while the second stacks column 7: four up wins
    for (let move = 0; move < 7; move++) {
      const [mover, waiter] = move % 2 === 0 ? [first, second] : [second, first];
      const n = move % 2 === 0 ? 0 : 6;
      await panel(mover).getByText('Your turn', { exact: true }).waitFor();
      await drop(mover, n);
      if (move === 6) break;
      await panel(waiter).getByText('Your turn', { exact: true }).waitFor();
      // the same board on both sides, each seeing their own discs as theirs
      const mine = Math.floor(move / 2) + 1;
      // each side renders its own update: the waiter's turn does not mean the mover's board
      await expect.poll(() => discs(mover, 'you')).toBe(mine);
      await expect.poll(() => discs(waiter, 'partner')).toBe(mine);
      if (move === 3) {
        for (const page of [phone, desktop]) {
          expect(await unseen(page, TURN)).toEqual([]);
          if (SHOTS)
            await page.screenshot({ path: `${SHOTS}/connect4-${sizeOf(page)}-playing.png` });
        }
      }
    }

    const won = panel(first).locator('.connect4-result');
    const lost = panel(second).locator('.connect4-result');
    await won.getByRole('heading', { name: 'You win!' }).waitFor();
    await lost.getByRole('heading', { name: 'Your partner wins' }).waitFor();
    // the winning four are marked on both boards
    for (const result of [won, lost])
      expect(await result.locator('.c4-cell.is-line').count()).toBe(4);
    for (const page of [phone, desktop]) {
      expect(
        await unseen(page, [
          '.connect4-result h3',
          '.connect4-result .c4-board',
          '.connect4-result .game-frame-actions > .btn',
        ]),
      ).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/connect4-${sizeOf(page)}-result.png` });
    }
    for (const page of [phone, desktop])
      await panel(page).getByRole('button', { name: 'Close' }).click();
    await panel(second).getByRole('button', { name: 'Challenge to Connect Four' }).waitFor();
  });

  it('Resign asks first, then the partner wins', async () => {
    await panel(desktop).getByRole('button', { name: 'Challenge to Connect Four' }).click();
    await panel(phone).getByRole('button', { name: 'Accept' }).click();
    await panel(phone).locator('.c4-board').waitFor();
    await panel(phone).getByRole('button', { name: 'Resign' }).click();
    await phone
      .getByRole('dialog', { name: 'Resign from Connect Four?' })
      .getByRole('button', { name: 'Resign' })
      .click();
    await panel(phone).getByRole('heading', { name: 'Your partner wins' }).waitFor();
    await panel(phone).getByText('You resigned.').waitFor();
    await panel(desktop).getByRole('heading', { name: 'You win!' }).waitFor();
    await panel(desktop).getByText('Your partner resigned.').waitFor();
  });

  it('in Arabic the page reads right to left and the board keeps its columns left to right', async () => {
    const { x, y, region: c4 } = await challengeInArabic(app, [PHONE, DESKTOP], 'connect4');
    for (const page of [x, y]) {
      await c4(page).locator('.c4-board').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const first = (await c4(page).locator('[data-column="0"]').boundingBox())!;
      const last = (await c4(page).locator('[data-column="6"]').boundingBox())!;
      expect(first.x).toBeLessThan(last.x);
      expect(await unseen(page, TURN)).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/connect4-ar-${sizeOf(page)}-playing.png` });
    }
  });
});
