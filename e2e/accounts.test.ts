import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcStandIn, type OidcStandIn } from '../src/server/testing/oidcStandIn.ts';
import { startApp, type App } from './browser.ts';

describe('accounts in Chromium', () => {
  let oidc: OidcStandIn;
  let app: App;
  beforeAll(async () => {
    oidc = await startOidcStandIn();
    app = await startApp(oidc.env);
    oidc.allowClient(`${app.url}/api/auth/google/callback`);
  });
  afterAll(async () => {
    await app.close();
    await oidc.close();
  });

  const users = () => app.server.services.store.db.selectFrom('users').selectAll().execute();

  it('a guest links Google through the popup, sets a username and meets the cooldown', async () => {
    const { page } = await app.newUser();
    await page.goto('/settings');
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByText("You're not signed in.").waitFor();
    await account.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Member' });
    await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
    await account.getByText("You're using a guest session.").waitFor();
    await page.getByText('Guest Login').waitFor();
    const [guest] = await users();
    expect(guest).toMatchObject({ is_anonymous: 1 });

    await account.getByRole('button', { name: 'Sign in / Create account' }).click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    // the stand-in provider's own login form
    await popup.locator('input[name="login"]').fill('zoe');
    await popup.locator('input[name="password"]').fill('secret');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    await popup.waitForEvent('close');

    await dialog.waitFor({ state: 'detached' });
    await account.getByText('Test zoe').waitFor();
    await account.getByRole('button', { name: 'Logout' }).waitFor();
    for (const label of ['Points', 'Wins', 'Losses', 'Streak'])
      await account.getByText(label, { exact: true }).waitFor();
    await page.getByText('zoe@example.test').waitFor();
    await page
      .getByRole('region', { name: 'Connection Information' })
      .getByText('Google')
      .waitFor();
    // linked in place: the same user, no longer anonymous, and no second user
    const after = await users();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: guest!.id, is_anonymous: 0, provider: 'google' });
    // the socket reconnected as the signed-in account
    await expect
      .poll(async () =>
        (await app.server.services.io.fetchSockets()).some(
          (s) => s.data.user.id === guest!.id && s.data.user.is_anonymous === 0,
        ),
      )
      .toBe(true);

    const input = account.getByLabel('Username');
    const save = account.getByRole('button', { name: 'Save' });
    await input.fill('zo');
    await account.getByText('Invalid username (3–20, letters/numbers/_/./-)').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await input.fill('  Zoe_1 ');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText('Username saved').waitFor();
    expect(await input.inputValue()).toBe('Zoe_1');

    // the 7-day cooldown: the field and Save are locked, and the page says until when
    await account.getByText(/^You can change your username again on .+\.$/).waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
  });

  it('a taken username is said once, by the form', async () => {
    const { page } = await app.newUser();
    await page.goto('/settings');
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Member' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.locator('input[name="login"]').fill('max');
    await popup.locator('input[name="password"]').fill('secret');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    await popup.waitForEvent('close');
    await account.getByRole('button', { name: 'Logout' }).waitFor();
    await account.getByLabel('Username').fill('Zoe_1');
    await account.getByRole('button', { name: 'Save' }).click();
    await account.getByRole('alert').filter({ hasText: 'Username already taken' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Username already taken').count()).toBe(1);
  });

  it('a closed popup is ignored: the dialog stays, nothing is reported', async () => {
    const { page } = await app.newUser();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/settings');
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Member' });
    const google = dialog.getByRole('button', { name: 'Continue with Google' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    await popup.locator('input[name="login"]').waitFor();
    expect(await google.isDisabled()).toBe(true);
    await popup.close();
    // the page notices a closed popup by polling it, then asks the server whether anyone signed in
    await expect.poll(() => google.isDisabled(), { timeout: 10_000 }).toBe(false);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(errors.filter((e) => /sign-in/i.test(e))).toEqual([]);
    await account.getByText("You're not signed in.").waitFor();
  });
});
