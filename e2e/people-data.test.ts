import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileReport } from '../src/server/moderation/reports.ts';
import { recordBan } from '../src/server/moderation/store.ts';
import { award } from '../src/server/points/ledger.ts';
import { seedMember } from '../src/server/testing/people.ts';
import { continueAsGuest, startApp, type App } from './browser.ts';

describe("people's data in Chromium", () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  const db = () => app.server.services.store.db;
  const userIds = async () =>
    (await db().selectFrom('users').select('id').execute()).map((u) => u.id);

  /** A guest made a member in the store (the sign-in flow itself is accounts.test.ts's). */
  async function member() {
    const { page } = await app.newUser();
    const before = await userIds();
    await continueAsGuest(page);
    const id = (await userIds()).find((u) => !before.includes(u))!;
    await db()
      .updateTable('users')
      .set({
        is_anonymous: 0,
        provider: 'google',
        display_name: 'Dana Data',
        email: 'dana@example.test',
      })
      .where('id', '=', id)
      .execute();
    const rival = await seedMember(db(), Date.now(), `rival${before.length}`);
    for (const [n, userId] of [id, rival].entries())
      await award(db(), {
        userId,
        delta: 20 - n * 20,
        reason: n ? 'trivia_loss' : 'trivia_win',
        gameType: 'trivia',
        matchId: `m-${id}`,
        result: n ? 'loss' : 'win',
      });
    await page.goto('/settings');
    await page.getByRole('region', { name: 'Account' }).getByText('Dana Data').waitFor();
    return { page, id };
  }

  it('a member downloads their data as a JSON file', async () => {
    const { page, id } = await member();
    const data = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^matchup-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      account: { id: string; email: string };
      pointsTransactions: { delta: number }[];
    };
    expect(file.account).toMatchObject({ id, email: 'dana@example.test' });
    expect(file.pointsTransactions.map((t) => t.delta)).toEqual([20]);
  });

  it('a member is asked first, and once they confirm they are signed out and told', async () => {
    const { page, id } = await member();
    const data = page.getByRole('region', { name: 'Your data' });
    await data.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText(/Your points stay on the leaderboard under no name/).waitFor();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await userIds()).toContain(id);

    await data.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await data.getByText('Your account was deleted and you are signed out.').waitFor();
    await page
      .getByRole('region', { name: 'Account' })
      .getByText("You're not signed in.")
      .waitFor();
    expect(await userIds()).not.toContain(id);
    // the leaderboard keeps the points, under no name
    const board = await db()
      .selectFrom('users')
      .select(['provider', 'points_all_time'])
      .where('provider', '=', 'deleted')
      .execute();
    expect(board).toContainEqual({ provider: 'deleted', points_all_time: 20 });
    await page.reload();
    await page
      .getByRole('region', { name: 'Account' })
      .getByText("You're not signed in.")
      .waitFor();
  });

  it('a guest ends their session and has their data removed', async () => {
    const { page } = await app.newUser();
    const before = await userIds();
    await continueAsGuest(page);
    const id = (await userIds()).find((u) => !before.includes(u))!;
    await page.goto('/settings');
    const data = page.getByRole('region', { name: 'Your data' });
    await data.getByRole('button', { name: 'End my session and delete my data' }).click();
    await page
      .getByRole('dialog', { name: 'End your session and delete your data?' })
      .getByRole('button', { name: 'End and delete' })
      .click();
    await data.getByText('Your guest session has ended and its data was deleted.').waitFor();
    expect(await userIds()).not.toContain(id);
  });

  it('the transparency page shows this month’s figures, reached from the sidebar', async () => {
    const now = Date.now();
    const [a, b, c] = [
      await seedMember(db(), now, 'tina'),
      await seedMember(db(), now, 'tom'),
      await seedMember(db(), now, 'tara'),
    ] as [string, string, string];
    for (const [reporter, reason] of [
      [a, 'harassment'],
      [b, 'harassment'],
      [c, 'spam'],
    ] as const)
      await fileReport(db(), {
        reporterId: reporter,
        reporterDevice: null,
        reporterAddress: null,
        reportedId: reporter === a ? b : a,
        matchId: `t-${reporter}`,
        messages: [],
        now,
        reason,
      });
    await recordBan(db(), {
      userId: c,
      source: 'operator',
      reason: 'x',
      expiresAt: now + 60_000,
      now,
    });
    const { page } = await app.newUser();
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Transparency' })
      .click();
    await page.getByRole('heading', { name: 'Transparency', level: 1 }).waitFor();
    const month = new Date(now).toLocaleDateString(undefined, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const card = page.getByRole('region', { name: month });
    const figure = (label: string) =>
      card.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect.poll(() => figure('Reports received').textContent()).toBe('3');
    expect(await figure('Operator bans').textContent()).toBe('1');
    expect(await figure('Automatic bans').textContent()).toBe('0');
    expect(await figure('Median time to a decision').textContent()).toBe('—');
    const harassment = card.getByRole('listitem').filter({ hasText: 'Harassment or hate' });
    expect(await harassment.textContent()).toBe('Harassment or hate2');
  });
});
