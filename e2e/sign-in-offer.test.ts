import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueAsGuest, startApp, type App } from './browser.ts';

const NONE =
  'Member sign-in is not offered on this server. As a guest you can still video chat, text and play every game; points and personal ranks are for members.';

describe('sign-in offers only what this server has: none configured', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('a guest is told member sign-in is not offered, and is not sent to an empty dialog', async () => {
    const { page } = await app.newUser({ width: 390, height: 844 });
    // signed out, the dialog still has something to do (a guest session) and says the rest
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Member' });
    await dialog
      .getByText('Member sign-in is not offered on this server.', { exact: false })
      .waitFor();
    expect(await dialog.getByRole('button', { name: /Continue with/ }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await continueAsGuest(page);
    await page.goto('/settings');
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByText("You're using a guest session.").waitFor();
    await account.getByText(NONE).waitFor();
    expect(await account.getByRole('button', { name: 'Sign in / Create account' }).count()).toBe(0);
    await account.getByRole('button', { name: 'End guest session' }).waitFor();

    await page.goto('/ranking');
    await page
      .getByText('Personal ranks are for members, and this server does not offer member sign-in.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);
  });
});

describe('sign-in offers only what this server has: Facebook configured', () => {
  let app: App;
  beforeAll(async () => {
    // configured is all the dialog asks (GET /api/auth/providers); nobody signs in here
    app = await startApp({ FACEBOOK_CLIENT_ID: 'fb-app', FACEBOOK_CLIENT_SECRET: 'fb-secret' });
  });
  afterAll(() => app.close());

  it('a guest is invited, and the dialog offers Facebook only', async () => {
    const { page } = await app.newUser();
    await continueAsGuest(page);
    await page.goto('/settings');
    const account = page.getByRole('region', { name: 'Account' });
    await account
      .getByText('Sign in to keep your name, earn points and appear on the leaderboard.')
      .waitFor();
    await account.getByRole('button', { name: 'Sign in / Create account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Member' });
    await dialog.getByRole('button', { name: 'Continue with Facebook' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    expect(await dialog.getByTestId('signin-none').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/ranking');
    await page.getByText('Sign in to see your personal rank').waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue with Facebook' }).waitFor();
  });
});
