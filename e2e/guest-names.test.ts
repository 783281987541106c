import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestNameOf } from '../src/shared/protocol/guestName.ts';
import { axeViolations } from './axeCheck.ts';
import { continueAsGuest, findPartner, partnerVideoPlays, startApp, type App } from './browser.ts';
import { idOf, makeOperator } from './consoleHelpers.ts';
import {
  guest,
  hangUp,
  meet,
  openPeople,
  recentRows,
  RING_ENV,
  shoot,
  toolbar,
} from './contacts-helpers.ts';
import { guestInAnyLanguage, search, words } from './localized.ts';

/** Two words and a number, as an English viewer reads a guest name. */
const ENGLISH_NAME = /^[A-Z][a-z]+ [A-Z][a-z]+ \d\d$/;
const ARABIC = /[\u0600-\u06ff]/;

/**
 * Guests are told apart: each has a guest name and an avatar colour for their guest life,
 * the same on the call screen, in Recent, in the report and block dialogs and in the console.
 */
describe('guest names', () => {
  let app: App;
  let viewer: Page;
  let first: Page;
  let second: Page;
  let firstName: string;
  let secondName: string;

  const colourOf = async (page: Page) =>
    guestNameOf(
      (await app.server.services.store.db
        .selectFrom('users')
        .select('name_seed')
        .where('id', '=', await idOf(page))
        .executeTakeFirstOrThrow())!.name_seed!,
    ).c;

  beforeAll(async () => {
    app = await startApp(RING_ENV);
    viewer = await guest(app, undefined, 'Germany');
    first = await guest(app, undefined, 'France');
    // the second guest's colour differs from the first's (1 in 12 would share it): this test
    // is about telling two guests apart by colour as well as by name
    do second = await guest(app, undefined, 'Brazil');
    while ((await colourOf(second)) === (await colourOf(first)));
  }, 300_000);
  afterAll(() => app.close());

  it('the call screen and its report and block dialogs name a guest partner', async () => {
    await meet(viewer, first);
    const partnerName = viewer.getByTestId('partner-name').locator('strong');
    firstName = (await partnerName.textContent())!;
    expect(firstName).toMatch(ENGLISH_NAME);
    // the partner sees a guest name too: the viewer's own
    expect(await first.getByTestId('partner-name').locator('strong').textContent()).toMatch(
      ENGLISH_NAME,
    );
    await shoot(viewer, 'guest-names-call');

    await toolbar(viewer).getByRole('button', { name: 'Report' }).click();
    const report = viewer.getByRole('dialog', { name: 'Are you sure?' });
    await report.getByText(`${firstName}, your partner from France`).waitFor();
    await shoot(viewer, 'guest-names-call-report');
    await report.getByRole('button', { name: 'Cancel' }).click();
    await report.waitFor({ state: 'detached' });

    await viewer.getByRole('button', { name: 'Block', exact: true }).first().click();
    const block = viewer.getByRole('dialog', { name: 'Block this person?' });
    await block.getByText(`${firstName}, your partner from France`).waitFor();
    await shoot(viewer, 'guest-names-call-block');
    await block.getByRole('button', { name: 'Cancel' }).click();
    await block.waitFor({ state: 'detached' });
    await hangUp(viewer, first);

    await meet(viewer, second);
    secondName = (await partnerName.textContent())!;
    expect(secondName).toMatch(ENGLISH_NAME);
    expect(secondName).not.toBe(firstName);
    await hangUp(viewer, second);
  });

  it('Recent tells the two guests apart by name and by avatar colour', async () => {
    await openPeople(viewer);
    const rows = recentRows(viewer);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.locator('strong').allTextContents()).toEqual([secondName, firstName]);
    const avatars = await rows
      .locator('.person-avatar')
      .evaluateAll((els) => els.map((e) => [e.textContent, getComputedStyle(e).backgroundColor]));
    expect(avatars.map(([initial]) => initial)).toEqual([secondName[0], firstName[0]]);
    expect(avatars[0]![1]).not.toBe(avatars[1]![1]);
    expect(await axeViolations(viewer)).toEqual([]);
    await shoot(viewer, 'guest-names-recent');

    const firstRow = rows.filter({ hasText: firstName });
    await firstRow.getByRole('button', { name: `Report ${firstName}` }).click();
    const report = viewer.getByRole('dialog', { name: 'Are you sure?' });
    await report.getByText(`${firstName} from France`).waitFor();
    await shoot(viewer, 'guest-names-recent-report');
    await report.getByRole('radio', { name: 'Spam or scam' }).check();
    await report.getByRole('button', { name: 'Confirm' }).click();
    await viewer
      .getByText(`Our moderators will look at your call with ${firstName}.`, { exact: false })
      .waitFor();
    await firstRow.getByRole('button', { name: `Reported ${firstName}` }).waitFor();

    await rows
      .filter({ hasText: secondName })
      .getByRole('button', { name: `Block ${secondName}` })
      .click();
    const block = viewer.getByRole('dialog', { name: `Block ${secondName}?` });
    await block.getByText(`${secondName} from Brazil`).waitFor();
    await shoot(viewer, 'guest-names-recent-block');
    await block.getByRole('button', { name: 'Cancel' }).click();
  });

  it('the console names the reported guest as the reporter saw them', async () => {
    const operator = (await app.newUser({ width: 1440, height: 900 })).page;
    await continueAsGuest(operator);
    await makeOperator(app, operator, 'Olivia Operator');
    await operator.goto('/admin');
    const queue = operator.getByRole('list', { name: 'Reports' });
    await queue.getByText(firstName, { exact: false }).first().waitFor();
    await shoot(operator, 'guest-names-console');
    await queue.getByRole('button', { name: /Spam or scam/ }).click();
    await operator.getByRole('article').getByText(firstName, { exact: false }).first().waitFor();
    await shoot(operator, 'guest-names-console-report');

    // the same in Arabic: the console, the viewer's Recent
    for (const page of [operator, viewer])
      await page.evaluate(() => localStorage.setItem('uiLocale', 'ar'));
    await operator.reload();
    const arabicQueue = operator.getByRole('list', {
      name: words('ar')('console', 'console.reports.list'),
    });
    await expect.poll(() => arabicQueue.getByRole('button').first().textContent()).toMatch(ARABIC);
    await expect.poll(() => operator.locator('html').getAttribute('dir')).toBe('rtl');
    await shoot(operator, 'guest-names-console-ar');
    await viewer.goto('/people');
    const say = words('ar');
    await viewer
      .getByRole('list', { name: say('contacts', 'contacts.recent.label') })
      .getByRole('listitem')
      .first()
      .waitFor();
    await expect
      .poll(() => viewer.locator('[data-testid="recent-row"] strong').first().textContent())
      .toMatch(ARABIC);
    await shoot(viewer, 'guest-names-recent-ar');
    await viewer.locator('[data-testid="recent-row"]').nth(1).getByRole('button').first().waitFor();
    await viewer.locator('[data-testid="recent-row"]').first().getByRole('button').first().click();
    await viewer.getByRole('dialog').waitFor();
    await shoot(viewer, 'guest-names-recent-report-ar');
  });

  it('an Arabic viewer reads a guest partner’s name in Arabic on the call screen', async () => {
    const { context, page } = await app.newUser(undefined, { locale: 'ar' });
    await context.addInitScript(() => localStorage.setItem('autoSearchNext', 'false'));
    await guestInAnyLanguage(page);
    const third = await guest(app, undefined, 'United Kingdom');
    await search(page, words('ar'));
    await findPartner(third);
    await Promise.all([partnerVideoPlays(page), partnerVideoPlays(third)]);
    await expect
      .poll(() => page.getByTestId('partner-name').locator('strong').textContent())
      .toMatch(ARABIC);
    await shoot(page, 'guest-names-call-ar');
  });
});
