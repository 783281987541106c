import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore } from '../src/server/auth/sessions.ts';
import { award } from '../src/server/points/ledger.ts';
import { createPlayer } from '../src/server/points/seed.ts';
import { seasonIdOf, seasonRange, shiftMonth } from '../src/shared/rules/season.ts';
import { formatMonth } from '../src/web/features/ranking/format.ts';
import { axeViolations } from './axeCheck.ts';
import { continueAsGuest, nextPaint, startApp, type App } from './browser.ts';

const now = Date.now();
const current = seasonIdOf(now);
const previous = shiftMonth(current, -1);
let serial = 0;

describe('Ranking page in Chromium', () => {
  let app: App;
  let memberCookie: string;

  beforeAll(async () => {
    // a provider is configured, so guests are invited to sign in (GET /api/auth/providers)
    app = await startApp({ FACEBOOK_CLIENT_ID: 'fb-app', FACEBOOK_CLIENT_SECRET: 'fb-secret' });
    const db = app.server.services.store.db;
    const give = (userId: string, delta: number, at: number) =>
      award(db, {
        userId,
        delta,
        reason: 'trivia_win',
        gameType: 'trivia',
        matchId: `e2e-${serial++}`,
        result: 'win',
        now: at,
      });
    // 45 players this season (pages of 20: 20 + 20 + 5), three last month, none before.
    for (let i = 1; i <= 45; i++) {
      const name = `cur${String(i).padStart(2, '0')}`;
      const id = await createPlayer(db, { username: name, countryCode: i % 5 ? 'DE' : null });
      await give(id, 10 * (50 - i), now - 60_000);
    }
    const lastMonth = seasonRange(previous)[0] + 5 * 86_400_000;
    for (const [name, points] of [
      ['veteran', 5000],
      ['oldtimer', 1500],
      ['rookie', 20],
    ] as const) {
      await give(await createPlayer(db, { username: name, countryCode: 'FR' }), points, lastMonth);
    }
    // a tie: another player on the member's 15 points, listed before them (by name)
    await give(await createPlayer(db, { username: 'aa_tie', countryCode: 'IT' }), 15, now - 2000);
    const member = await createPlayer(db, { username: 'cur_member', displayName: 'Member' });
    await give(member, 15, now - 1000);
    memberCookie = await createSessionStore(db).create(member);
  });
  afterAll(() => app.close());

  const rows = (page: Page) => page.locator('ol.board > li.board-row');

  it('shows the season, pages to the end, navigates months and switches to all-time', async () => {
    const { page } = await app.newUser();
    await page.goto('/ranking');
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await page.getByText('Sign in to see your personal rank').waitFor();
    const season = page.getByRole('button', { name: 'Season', exact: true });
    expect(await season.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Next month' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Season month').inputValue()).toBe(current);

    await page.getByText('cur01').waitFor();
    expect(await rows(page).count()).toBe(20);
    const first = rows(page).first();
    expect(await first.getByRole('img', { name: 'Gold medal' }).count()).toBe(1);
    expect(await first.textContent()).toContain('490');
    expect(await rows(page).nth(3).getByRole('img', { name: 'Diamond' }).count()).toBe(1);
    expect(await rows(page).nth(4).textContent()).toContain('UN'); // no country: globe

    await page.getByRole('button', { name: 'Load more' }).click();
    await rows(page).nth(39).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('End of leaderboard').waitFor();
    const names = await page.locator('.board-name').allTextContents();
    expect(names).toHaveLength(47);
    expect(new Set(names).size).toBe(47);
    expect(names.slice(0, 3)).toEqual(['cur01', 'cur02', 'cur03']);

    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByText('veteran').waitFor();
    expect(await page.locator('.board-name').allTextContents()).toEqual([
      'veteran',
      'oldtimer',
      'rookie',
    ]);
    expect(await rows(page).first().textContent()).toContain('5k');
    expect(await rows(page).nth(1).textContent()).toContain('1.5k');
    expect(await page.getByLabel('Season month').inputValue()).toBe(previous);
    expect(await page.getByRole('button', { name: 'Next month' }).isDisabled()).toBe(false);

    // a past month with nobody on it is not an invitation to be the first
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page
      .getByText(`Nobody scored points in ${formatMonth(shiftMonth(previous, -1))}.`)
      .waitFor();
    expect(await page.getByText('Be the first to score points!').count()).toBe(0);

    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByText('veteran').waitFor();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByText('cur01').waitFor();
    expect(await page.getByRole('button', { name: 'Next month' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'All-time' }).click();
    await page.getByText('veteran').waitFor();
    expect(await page.getByLabel('Season month').count()).toBe(0);
    expect((await page.locator('.board-name').allTextContents()).slice(0, 3)).toEqual([
      'veteran',
      'oldtimer',
      'cur01',
    ]);
  });

  it('clamps bad and future months from the address to the current month', async () => {
    const { page } = await app.newUser();
    for (const bad of ['2025-13', 'May', '2999-01']) {
      await page.goto(`/ranking?season=${bad}`);
      await page.getByText('cur01').waitFor();
      expect(await page.getByLabel('Season month').inputValue()).toBe(current);
    }
  });

  it('ignores a late answer for a board no longer shown, and retries after a failure', async () => {
    const { page } = await app.newUser();
    await page.goto('/ranking');
    await page.getByText('cur01').waitFor();
    // the all-time board's answer is held until the season board is back on screen
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let settled!: () => void;
    const lateAnswer = new Promise<void>((r) => (settled = r));
    await page.route('**/api/leaderboard?scope=all_time*', async (route) => {
      await held;
      // the page may have given up on it (an aborted request is then settled)
      await route.continue().catch(() => settled());
    });
    const isLate = (r: Request) => r.url().includes('scope=all_time');
    page.on('requestfinished', (r) => isLate(r) && settled());
    page.on('requestfailed', (r) => isLate(r) && settled());
    await page.getByRole('button', { name: 'All-time' }).click();
    await page.getByRole('button', { name: 'Season', exact: true }).click();
    await page.getByText('cur01').waitFor();
    release();
    await lateAnswer;
    await nextPaint(page);
    expect(await page.getByText('veteran').count()).toBe(0);
    await page.unrouteAll();

    await page.route('**/api/leaderboard?scope=seasonal*', (route) => route.abort());
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByText('Failed to load leaderboard').waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('veteran').waitFor();
  });

  it('prompts a guest to sign in and shows a signed-in player their rank', async () => {
    const guest = await app.newUser();
    await continueAsGuest(guest.page);
    const consoleErrors: string[] = [];
    guest.page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await guest.page.goto('/ranking');
    await guest.page.getByText('cur01').waitFor();
    await guest.page.getByText('Sign in to see your personal rank').waitFor();
    // a guest is not asked about a rank it cannot have: no 403 in the console
    expect(consoleErrors).toEqual([]);

    const member = await app.newUser({ width: 390, height: 844 });
    const [id, secret] = memberCookie.split('.');
    await member.context.addCookies([
      { name: 'mu_refresh', value: `${id}.${secret}`, url: `${app.url}/api/auth` },
    ]);
    // what the app keeps after a sign-in: "this device has a session, resume it"
    await member.context.addInitScript(() => localStorage.setItem('sessionHint', '1'));
    await member.page.goto('/ranking?scope=all_time');
    const banner = member.page.getByRole('region', { name: 'Your Rank' });
    await banner.getByText('#49').waitFor();
    expect(await banner.textContent()).toContain('15 points');
    expect(await banner.textContent()).toContain('tied with 1 other');
  });

  it("the list agrees with Your Rank on ties, highlights the player's own row, and keeps points on one line", async () => {
    const member = await app.newUser();
    const [id, secret] = memberCookie.split('.');
    await member.context.addCookies([
      { name: 'mu_refresh', value: `${id}.${secret}`, url: `${app.url}/api/auth` },
    ]);
    await member.context.addInitScript(() => localStorage.setItem('sessionHint', '1'));
    const { page } = member;
    await page.goto('/ranking?scope=all_time');
    await page.getByRole('region', { name: 'Your Rank' }).getByText('#49').waitFor();
    // "Load more" until the player's own row shows; each click waits for its page to arrive
    // (the button is gone once the last page is in, so waiting for it again would hang)
    while ((await page.locator('li.board-row[aria-current]').count()) === 0) {
      const before = await rows(page).count();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => rows(page).count()).toBeGreaterThan(before);
    }
    const mine = page.locator('li.board-row[aria-current]');
    expect(await mine.locator('.board-name').textContent()).toBe('cur_member');
    expect(await mine.locator('.board-position').textContent()).toBe('49');
    await mine.getByText('You', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // the player tied with them, listed first, shares the rank
    const tie = page.locator('li.board-row', { hasText: 'aa_tie' });
    expect(await tie.locator('.board-position').textContent()).toBe('49');
    // '1.5k pts' on one line at desktop width
    const lines = await rows(page)
      .nth(1)
      .locator('.board-points')
      .evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
    expect(lines).toBe(1);
  });
});
