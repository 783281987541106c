import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { findPartner, nextPaint, startApp, type App } from './browser.ts';
import { consoleCast, makeOperator, shoot } from './consoleHelpers.ts';

describe('a warning from the console, in the browser', () => {
  let app: App;
  let operator: Page;
  let reporter: Page;
  let target: Page;

  beforeAll(async () => {
    app = await startApp();
    ({ operator, reporter, target } = await consoleCast(app));
  });
  afterAll(() => app.close());

  const findButton = (page: Page) =>
    page.getByRole('button', { name: 'Find a Partner' }).and(page.locator(':enabled'));

  it('an operator warns from a report; the person must acknowledge it before searching', async () => {
    await makeOperator(app, operator, 'Wendy Warden');

    // a chat and a report with a reason; then both are back on the home page, not searching
    await findPartner(reporter);
    await findPartner(target);
    const report = reporter.getByRole('button', { name: 'Report' });
    await report.waitFor({ timeout: 45_000 });
    await report.click();
    const sure = reporter.getByRole('dialog', { name: 'Are you sure?' });
    await sure.getByRole('radio', { name: 'Spam or scam' }).check();
    await sure.getByRole('button', { name: 'Confirm' }).click();
    await reporter.getByText('Report sent').waitFor();
    for (const page of [reporter, target]) {
      await page.goto('/');
      await findButton(page).waitFor();
    }

    // the console: the report, Warn with a reason and a note, asked first
    await operator.goto('/admin');
    await operator.getByRole('heading', { name: 'Moderation console' }).waitFor();
    await operator
      .getByRole('list', { name: 'Reports' })
      .getByRole('button', { name: /Spam or scam/ })
      .click();
    const detail = operator.getByRole('article');
    await detail.getByRole('radio', { name: 'Warn' }).check();
    await detail.getByLabel('Reason').selectOption({ label: 'Spam or scam' });
    // a warning has no duration
    expect(await detail.getByLabel('Duration').count()).toBe(0);
    await detail.getByLabel('Note for the audit log (optional)').fill('links to a shop');
    expect(await axeViolations(operator)).toEqual([]);
    await shoot(operator, 'console-warn');
    await detail.getByRole('button', { name: 'Send warning' }).click();
    const ask = operator.getByRole('dialog', { name: /^Warn .*\?$/ });
    await ask.getByText(/see the warning \(Spam or scam\) at their next search/).waitFor();
    await ask.getByRole('button', { name: 'Warn' }).click();
    await operator.getByText('Warning sent: they see it at their next search.').waitFor();
    await detail.getByText(/Handled \(warned\)/).waitFor();

    // the person presses Find a Partner: the warning with its reason and rule, no search
    await findButton(target).click();
    const warning = target.getByRole('dialog', { name: 'A warning from the moderators' });
    await warning.waitFor({ timeout: 10_000 });
    await warning.getByText('Spam or scam').waitFor();
    await warning.getByText(/^No spam/).waitFor();
    const searching = target.getByText(/Looking for someone/);
    expect(await searching.count()).toBe(0);
    expect(await axeViolations(target)).toEqual([]);
    await shoot(target, 'warning-dialog');

    // closed without acknowledging, the next search is refused again with the same warning
    await target.keyboard.press('Escape');
    await warning.waitFor({ state: 'detached' });
    await findButton(target).click();
    await warning.waitFor();
    await nextPaint(target);
    expect(await searching.count()).toBe(0);

    // acknowledged: the search asked for starts by itself, without a reload
    await warning.getByRole('button', { name: 'I understand' }).click();
    await warning.waitFor({ state: 'detached' });
    await target.getByText('Searching for a partner now.').waitFor();
    await searching.waitFor();
    expect(await target.getByText('Could not start searching').count()).toBe(0);
    expect(await warning.count()).toBe(0);

    // the audit log shows the warning, by the operator, with the note
    await operator.getByRole('tab', { name: 'Audit log' }).click();
    const log = operator.getByRole('table', { name: 'Audit log' });
    await log
      .getByRole('row', { name: /Wendy Warden.*Warned.*Spam or scam · links to a shop/ })
      .waitFor();
    await shoot(operator, 'console-audit-warned');

    // on a phone the four tabs fit the width and the log is still a table that passes axe
    await operator.setViewportSize({ width: 390, height: 844 });
    const last = await operator.getByRole('tab', { name: 'Audit log' }).boundingBox();
    expect(last!.x + last!.width).toBeLessThanOrEqual(390);
    await log.getByRole('row', { name: /Warned/ }).waitFor();
    expect(await axeViolations(operator)).toEqual([]);
  });
});
