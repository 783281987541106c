import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchGuests, nextPaint, openGames, startApp, type App } from './browser.ts';
import { fakeCamera, faceVideo } from './faces.ts';
import { LAUGH_STATUE, LAUGH_TURN, MIND_TURN, RESULT, TRIVIA_TURN, unseen } from './gameFit.ts';

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };
const DESKTOP = { width: 1440, height: 900 };
// SHOTS_DIR=/some/dir also saves a screenshot of each game mid-turn and at its end, per size
const SHOTS = process.env.SHOTS_DIR;

const games = (page: Page) => page.getByRole('region', { name: 'Games', exact: true });
const sizeOf = (page: Page) => `${page.viewportSize()!.width}x${page.viewportSize()!.height}`;

/**
 * A phone upright (a) and a phone on its side (b) play each game; a also plays a turn at
 * desktop size. Mid-turn, what the turn needs is in view without scrolling; at the end the
 * result is, and it stays until the person closes it, even once the partner has closed theirs.
 */
describe('the games fit a phone either way round', () => {
  let app: App;
  let a: Page;
  let b: Page;
  const shot = new Set<string>();

  /** Nothing the state needs is out of view on `page` (and a screenshot once per size). */
  async function fits(page: Page, state: string, selectors: string[]): Promise<boolean> {
    const problems = await unseen(page, selectors);
    if (problems === null) return false; // the state ended before it could be read
    const name = `${state}-${sizeOf(page)}`;
    if (SHOTS && (!shot.has(name) || problems.length))
      await page.screenshot({ path: `${SHOTS}/games-${name}.png` });
    shot.add(name);
    expect(problems, `${state} at ${sizeOf(page)}`).toEqual([]);
    return true;
  }

  /** a's size for its n-th turn: upright, then desktop once, then upright again. */
  async function sizeA(turn: number): Promise<void> {
    await a.setViewportSize(turn === 2 ? DESKTOP : PORTRAIT);
  }

  /** Both see the result, in view; b closes theirs and a's stays; then a closes it too. */
  async function resultStays(game: 'trivia' | 'mind' | 'laugh', close: string): Promise<void> {
    for (const page of [a, b]) {
      await page.locator(`.${game}-result`).waitFor();
      expect(await fits(page, `${game}-result`, RESULT[game])).toBe(true);
    }
    await b.locator(`.${game}-result`).getByRole('button', { name: close }).click();
    await games(b).getByRole('button', { name: 'Challenge to trivia' }).waitFor();
    await nextPaint(a);
    // the result alone, not the list of games around it
    expect(await fits(a, `${game}-result`, RESULT[game])).toBe(true);
    expect(
      await games(a)
        .getByRole('button', { name: /^Challenge to/ })
        .count(),
    ).toBe(0);
    await a.setViewportSize(DESKTOP);
    expect(await fits(a, `${game}-result`, RESULT[game])).toBe(true);
    await a.setViewportSize(PORTRAIT);
    await a.locator(`.${game}-result`).getByRole('button', { name: close }).click();
    await games(a).getByRole('button', { name: 'Challenge to trivia' }).waitFor();
  }

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    // a real face on both cameras, so the laugh challenge's camera check passes
    app = await startApp({}, fakeCamera(faceVideo('neutral')));
    a = (await app.newUser(PORTRAIT)).page;
    b = (await app.newUser(LANDSCAPE)).page;
    await matchGuests(a, b);
    for (const page of [a, b]) {
      await openGames(page);
      await games(page).getByRole('button', { name: 'Challenge to trivia' }).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/games-list-${sizeOf(page)}.png` });
    }
  });
  afterAll(() => app.close());

  it('trivia: the question, all four answers, the timer and End Challenge', async () => {
    await games(a).getByRole('button', { name: 'Challenge to trivia' }).click();
    await games(b).getByRole('button', { name: 'Accept' }).click();
    const turns = new Map<Page, number>([
      [a, 0],
      [b, 0],
    ]);
    // until the result: a turn left to time out (a screenshot can take that long) is no matter
    for (;;) {
      const player = await Promise.race([
        ...[a, b].map(async (page) => {
          await page.locator('.trivia-choice:enabled').first().waitFor({ timeout: 30_000 });
          return page;
        }),
        a.locator('.trivia-result').waitFor({ timeout: 30_000 }),
      ]);
      if (!player) break;
      if (await fits(player, 'trivia-turn', TRIVIA_TURN)) turns.set(player, turns.get(player)! + 1);
      await player
        .locator('.trivia-choice:enabled')
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined); // that turn timed out meanwhile
      await player.locator('.trivia-choice').first().waitFor({ state: 'detached' });
      if (player === a) await sizeA(turns.get(a)! + 1);
    }
    expect(turns.get(a)).toBeGreaterThanOrEqual(3);
    expect(turns.get(b)).toBeGreaterThanOrEqual(3);
    await resultStays('trivia', 'Close');
  });

  it('Read my mind: the question, all four options, the timer and Lock in', async () => {
    await games(a).getByRole('button', { name: 'Challenge to Read my mind' }).click();
    await games(b).getByRole('button', { name: 'Accept' }).click();
    let measured = 0;
    // round by round until the result (on a busy machine a round may pass while a screenshot
    // is taken: it times out, and the next one is measured)
    for (let round = 1; ; round++) {
      await sizeA(round);
      const next = await Promise.race([
        a
          .locator('.mind-form')
          .waitFor({ timeout: 40_000 })
          .then(() => true),
        a
          .locator('.mind-result')
          .waitFor({ timeout: 40_000 })
          .then(() => false),
      ]);
      if (!next) break;
      for (const page of [a, b]) if (await fits(page, 'mind-turn', MIND_TURN)) measured++;
      for (const page of [a, b]) {
        const form = page.locator('.mind-form');
        await form
          .locator('fieldset')
          .first()
          .getByRole('radio')
          .first()
          .check({ timeout: 2_000 })
          .then(() =>
            form.locator('fieldset').last().getByRole('radio').last().check({ timeout: 2_000 }),
          )
          .then(() => form.getByRole('button', { name: 'Lock in' }).click({ timeout: 2_000 }))
          .catch(() => undefined); // the round timed out meanwhile
      }
      await a.locator('.mind-form').waitFor({ state: 'detached', timeout: 40_000 });
    }
    expect(measured).toBeGreaterThanOrEqual(4);
    await resultStays('mind', 'Close');
  });

  it(
    'laugh challenge: the role, the goal, the timer, the camera check and the actions',
    { timeout: 400_000 },
    async () => {
      await games(a).getByRole('button', { name: 'Challenge to a laugh duel' }).click();
      await games(b).getByRole('button', { name: 'Accept' }).click();
      for (let turn = 1; turn <= 4; turn++) {
        await sizeA(turn);
        for (const page of [a, b])
          await page.locator(".laugh-panel[data-phase='active']").waitFor({ timeout: 120_000 });
        const jokester = (await a.getByRole('button', { name: 'End turn' }).count()) ? a : b;
        const statue = jokester === a ? b : a;
        expect(await fits(jokester, 'laugh-jokester', LAUGH_TURN)).toBe(true);
        expect(await fits(statue, 'laugh-statue', LAUGH_STATUE)).toBe(true);
        await jokester.getByRole('button', { name: 'End turn' }).click();
        await a.locator(".laugh-panel:not([data-phase='active'])").waitFor();
      }
      await resultStays('laugh', 'Continue chatting');
    },
  );
});
