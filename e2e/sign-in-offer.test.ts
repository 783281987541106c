import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueAsGuest, nextPaint, startApp, type App } from './browser.ts';

// SHOTS_DIR=/some/dir saves the People page's guest note at both sizes
const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const KEEP_THEM = 'Sign in to keep them';

/** People, for a guest, once the page has drawn what it says about their contacts. */
async function guestPeople(page: Page): Promise<string> {
  await page.goto('/people');
  const note = page.getByTestId('guest-contacts-note');
  await note.waitFor();
  return (await note.textContent()) ?? '';
}

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
    // signed out, Home's dialog still has something to do (a guest session) and says the rest
    await page.goto('/');
    await page.getByRole('button', { name: 'Find a Partner' }).click();
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

  it('signed-out Settings offers the guest session itself, and asks nobody to sign in', async () => {
    for (const size of SIZES) {
      const { page } = await app.newUser(size);
      await page.goto('/settings');
      const account = page.getByRole('region', { name: 'Account' });
      const guest = account.getByRole('button', { name: 'Continue as Guest' });
      await guest.waitFor();
      expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);
      await page
        .getByText(
          'There is no session on this device, so there is no data here to download or delete.',
        )
        .waitFor();
      await page
        .getByText('Continue as Guest to use this: we check whether this server has a relay', {
          exact: false,
        })
        .waitFor();
      expect(await page.getByText(/Sign in to/).count()).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-signed-out-${size.width}.png` });

      // the button starts the session right here, no dialog on the way
      await guest.click();
      await account.getByText("You're using a guest session.").waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.close();
    }
  });

  it('People tells a guest their contacts end with the session, inviting to sign in nowhere', async () => {
    for (const size of SIZES) {
      const { page } = await app.newUser(size);
      // signed out: the way in is a guest session, not "Sign in"
      await page.goto('/people');
      await page.getByText('Continue as a guest to see your contacts').waitFor();
      expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Continue as Guest' }).click();
      await page
        .getByRole('dialog', { name: 'Become a Member' })
        .getByText('Member sign-in is not offered on this server.', { exact: false })
        .waitFor();
      await page.keyboard.press('Escape');

      await continueAsGuest(page);
      expect(await guestPeople(page)).toBe(
        'As a guest, your contacts last as long as your guest session. This server does not offer member sign-in, so they end with it.',
      );
      await nextPaint(page);
      expect(await page.getByText(KEEP_THEM, { exact: false }).count()).toBe(0);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/people-guest-none-${size.width}x${size.height}.png`,
        });
    }
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

  it('People invites a guest to sign in to keep their contacts', async () => {
    for (const size of SIZES) {
      const { page } = await app.newUser(size);
      await continueAsGuest(page);
      expect(await guestPeople(page)).toBe(
        'As a guest, your contacts last as long as your guest session. Sign in to keep them: they carry over.',
      );
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/people-guest-facebook-${size.width}x${size.height}.png`,
        });
    }
  });
});
