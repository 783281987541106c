import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { startApp, type App } from './browser.ts';
import { makeOperator } from './consoleHelpers.ts';
import {
  guest,
  hangUp,
  meet,
  openPeople,
  recentRows,
  RING_ENV,
  shoot,
} from './contacts-helpers.ts';
import { words } from './localized.ts';

const arabic = words('ar');

/** The app in `locale` on this browser (the language picker's choice), reloaded at `path`. */
async function inLanguage(page: Page, locale: string | null, path: string): Promise<void> {
  await page.evaluate(
    (l) => (l ? localStorage.setItem('uiLocale', l) : localStorage.removeItem('uiLocale')),
    locale,
  );
  await page.goto(path);
  await page.locator('h1').first().waitFor();
}

/**
 * Deleting one's data never erases another person's way to report them: the other's Recent
 * keeps the call as "Deleted account", Report works from it, and the report reaches the
 * operators' console.
 */
describe('a person who deleted their data, in the Recent of someone they met', () => {
  let app: App;
  let gone: Page;
  let left: Page;

  beforeAll(async () => {
    app = await startApp(RING_ENV);
    gone = await guest(app, undefined, 'Germany');
    left = await guest(app, undefined, 'France');
  }, 300_000);
  afterAll(() => app.close());

  it('the deletion dialog says what the people met keep, and asks first', async () => {
    await meet(gone, left);
    await hangUp(gone, left);
    await gone.goto('/settings');
    const data = gone.getByRole('region', { name: 'Your data' });
    const open = () =>
      data.getByRole('button', { name: 'End my session and delete my data' }).click();
    await open();
    const dialog = gone.getByRole('dialog', { name: 'End your session and delete your data?' });
    await dialog.getByText(/its contacts, Recent, blocks and age check/).waitFor();
    await dialog.getByText(/keep that call in their Recent as “Deleted account”/).waitFor();
    expect(await axeViolations(gone)).toEqual([]);
    await shoot(gone, 'delete-dialog');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });

    // the same in Arabic, right to left
    await inLanguage(gone, 'ar', '/settings');
    expect(await gone.locator('html').getAttribute('dir')).toBe('rtl');
    await gone
      .getByRole('button', { name: arabic('settings', 'settings.data.deleteGuest.button') })
      .click();
    const inArabic = gone.getByRole('dialog', {
      name: arabic('settings', 'settings.data.deleteGuest.title'),
    });
    await inArabic.getByText(arabic('settings', 'settings.data.deleteGuest.message')).waitFor();
    await shoot(gone, 'delete-dialog-ar');
    await inArabic.getByRole('button', { name: arabic('settings', 'settings.data.keep') }).click();
    await inArabic.waitFor({ state: 'detached' });

    await inLanguage(gone, null, '/settings');
    await open();
    await dialog.getByRole('button', { name: 'End and delete' }).click();
    await data.getByText('Your guest session has ended and its data was deleted.').waitFor();
  });

  it('the other still sees the call, as a deleted account, and can report it', async () => {
    await openPeople(left);
    const row = recentRows(left).first();
    await row.getByText('Deleted account', { exact: true }).waitFor();
    await row.getByText('From Germany', { exact: false }).waitFor();
    await row.getByText('They deleted their data.', { exact: false }).waitFor();
    expect(await recentRows(left).count()).toBe(1);
    // nothing else of the person: no name, no contact, and no Block for an account that is gone
    expect(await row.getByRole('button').allTextContents()).toEqual(['Report']);
    await left.getByText('No contacts yet.').waitFor();
    expect(await axeViolations(left)).toEqual([]);
    await shoot(left, 'people-deleted-account');

    await row.getByRole('button', { name: 'Report Deleted account' }).click();
    const dialog = left.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText('Deleted account').waitFor();
    await dialog.getByRole('radio', { name: 'Harassment or hate' }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await left.getByText('Thank you. Our moderators will look at this call.').waitFor();
    // one clear state on the row: the button says it, nothing repeats it
    const reported = row.getByRole('button', { name: 'Reported Deleted account' });
    await reported.waitFor();
    expect(await reported.isDisabled()).toBe(true);
    expect(await row.getByText('Reported', { exact: true }).count()).toBe(1);
    await shoot(left, 'people-deleted-account-reported');

    await inLanguage(left, 'ar', '/people');
    // the list's own name is in Arabic now: the row by its test id
    await left
      .getByTestId('recent-row')
      .getByText(arabic('contacts', 'contacts.recent.deleted'), { exact: true })
      .waitFor();
    expect(await left.locator('html').getAttribute('dir')).toBe('rtl');
    await shoot(left, 'people-deleted-account-ar');
    await inLanguage(left, null, '/people');
  });

  it('the report reaches the operators’ console', async () => {
    const operator = (await app.newUser({ width: 1440, height: 900 })).page;
    await operator.goto('/settings');
    const account = operator.getByRole('region', { name: 'Account' });
    // no member sign-in on this server: Settings starts the guest session itself
    await account.getByRole('button', { name: 'Continue as Guest' }).click();
    await account.getByText("You're using a guest session.").waitFor();
    await makeOperator(app, operator, 'Olga Operator');
    await operator.goto('/');
    await operator.getByRole('link', { name: 'Operators' }).click();
    await operator.getByRole('heading', { name: 'Moderation console' }).waitFor();
    const queue = operator.getByRole('list', { name: 'Reports' });
    await queue.getByRole('button', { name: /Harassment or hate/ }).click();
    const detail = operator.getByRole('article');
    await detail
      .getByText(/Harassment or hate/)
      .first()
      .waitFor();
    // the operator is told the reported account was deleted (and no name is shown for it)
    await detail.getByText('Deleted account (was a guest)', { exact: true }).waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await shoot(operator, 'console-deleted-account-report');
    // the report names the deleted account's anonymous record, nothing of the person
    const filed = await app.server.services.store.db
      .selectFrom('reports')
      .innerJoin('users', 'users.id', 'reports.reported_id')
      .select(['users.provider', 'users.display_name', 'reports.reason'])
      .execute();
    expect(filed).toEqual([{ provider: 'deleted', display_name: null, reason: 'harassment' }]);
  });
});
