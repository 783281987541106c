import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { award } from '../src/server/points/ledger.ts';
import { continueAsGuest, startApp, type App } from './browser.ts';

/** A member sees their own country, as the server looked it up (not a client's free text). */
describe('a member’s own country', () => {
  let app: App;
  beforeAll(async () => {
    // behind a proxy that says where the visitor is (a German address)
    app = await startApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => app.close());

  it('shows in Settings, Connection Information and on their leaderboard row', async () => {
    const { context, page } = await app.newUser();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '85.214.0.1' });
    await continueAsGuest(page);
    // the guest becomes a member (as a provider sign-in does)
    const { user } = await page.evaluate(async () =>
      (await fetch('/api/auth/refresh', { method: 'POST' })).json(),
    );
    await app.server.services.store.db
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google', display_name: 'Erika' })
      .where('id', '=', (user as { id: string }).id)
      .execute();
    await page.goto('/settings');
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByText('Germany (DE)').waitFor();
    const connection = page.getByRole('region', { name: 'Connection Information' });
    await connection.getByText('Germany (DE)').waitFor();

    // the leaderboard shows the member's flag, not the globe and "UN"
    await award(app.server.services.store.db, {
      userId: (user as { id: string }).id,
      delta: 20,
      reason: 'trivia_win',
      gameType: 'trivia',
      matchId: 'e2e-own-country',
      result: 'win',
      now: Date.now(),
    });
    await page.goto('/ranking');
    const row = page.locator('li.board-row').filter({ hasText: 'Erika' });
    await row.waitFor();
    expect(await row.locator('.flag').textContent()).toContain('DE');
    expect(await row.locator('.flag img').count()).toBe(1);
  });
});
