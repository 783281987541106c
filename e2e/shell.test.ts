import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/shared/constants.ts';
import { startApp, type App } from './browser.ts';

describe('app shell in Chromium', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('navigates every sidebar link to its page', async () => {
    const { page } = await app.newUser();
    await page.goto('/');
    await page.getByText('Random video chat with built-in challenges.').first().waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expectations: [string, string | RegExp][] = [
      ['Ranking', 'Leaderboard'],
      ['About', /About/],
      ['Settings', 'Settings'],
      ['Privacy', 'Privacy Policy'],
      ['Terms', /Terms/],
      ['Random Video Chat with Built-In Games', 'Random Video Chat with Built-In Games'],
      ['Home', 'Match Up. Game On'],
    ];
    for (const [link, heading] of expectations) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    const faqLinks = await nav.getByRole('list').nth(1).getByRole('link').all();
    expect(faqLinks).toHaveLength(5);
    for (const link of faqLinks) {
      const name = (await link.textContent()) ?? '';
      await link.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await page.getByRole('link', { name: 'Start chatting' }).getAttribute('href')).toBe(
        '/',
      );
    }
  });

  it('opens the sign-in modal, closes it with Escape and the backdrop, then continues as guest', async () => {
    const { page } = await app.newUser();
    await page.goto('/');
    const find = page.getByRole('button', { name: 'Find a Partner' });
    const dialog = page.getByRole('dialog', { name: 'Become a Member' });

    await find.click();
    await dialog.waitFor();
    // this server offers no member sign-in: the dialog says so instead of inviting to sign in
    await dialog.getByTestId('signin-none').waitFor();
    expect(
      await dialog.getByText('Sign in and enjoy connecting with like-minded people!').count(),
    ).toBe(0);
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(
      false,
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Find a Partner');

    await find.click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });

    await find.click();
    await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
    await dialog.waitFor({ state: 'detached' });
    const session = await page.evaluate(async () =>
      (await fetch('/api/auth/refresh', { method: 'POST' })).json(),
    );
    expect(session.user).toMatchObject({ isAnonymous: true, provider: 'guest' });

    // a reload keeps the guest: the modal does not open again
    await page.reload();
    await find.click();
    // the click starts a search as the kept guest: the 18+ question comes, not sign-in
    await page.getByRole('dialog', { name: 'Confirm your age' }).waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it('Home works before its script has run: Find takes a press, typed interests are kept', async () => {
    const { page } = await app.newUser();
    // hold the app's code back, as a slow phone would, until the field has been filled
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const field = page.getByLabel('Interests (optional)');
    const find = page.getByRole('button', { name: 'Find a Partner' });
    const typed = `chess, ${'x'.repeat(LIMITS.interestMaxLength + 1)}`; // one too long
    await field.fill(typed);
    // the prerendered page takes the press itself (shared/earlyFind.ts) and says it is under way
    await find.and(page.locator(':enabled')).click();
    await page.getByRole('status').filter({ hasText: 'Connecting to the server…' }).waitFor();
    release();
    // the app carries the press out with what the field says: its state holds it, not only the
    // page, and the form's check finds the interest that is too long
    await page.getByText(`Each interest can be at most ${LIMITS.interestMaxLength}`).waitFor();
    expect(await field.inputValue()).toBe(typed);
  });

  it('shows a real 404 page for an unknown route', async () => {
    const { page } = await app.newUser();
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});
