import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { startApp, type App } from './browser.ts';
import { consoleCast, idOf, makeOperator, shoot } from './consoleHelpers.ts';
import { insertOpenReport } from '../src/server/testing/people.ts';

describe('escalating a report for child safety, in the browser', () => {
  let app: App;
  let operator: Page;
  let target: Page;
  let reporter: Page;

  beforeAll(async () => {
    app = await startApp();
    ({ operator, target, reporter } = await consoleCast(app));
  });
  afterAll(() => app.close());

  it('an operator escalates an "Appears under 18" report: asked first, banned, kept', async () => {
    await makeOperator(app, operator, 'Bea Boss');
    const db = app.server.services.store.db;
    const [targetId, reporterId] = [await idOf(target), await idOf(reporter)];
    const reportId = await insertOpenReport(db, {
      reporterId,
      reportedId: targetId,
      reason: 'under18',
      createdAt: Date.now(),
      messages: ['partner: i am 14'],
    });

    await operator.goto('/admin');
    await operator.getByRole('heading', { name: 'Moderation console' }).waitFor();
    await operator
      .getByRole('list', { name: 'Reports' })
      .getByRole('button', { name: /Appears under 18/ })
      .click();
    const detail = operator.getByRole('article');
    await detail.getByText('partner: i am 14').waitFor();
    const escalate = detail.getByRole('button', { name: 'Escalate (child safety)' });

    // asked first; cancelling changes nothing
    await escalate.click();
    const ask = operator.getByRole('dialog', { name: /^Escalate the report about .*\?$/ });
    await ask.getByText(/bans .* for 1 year .* keeps this report/).waitFor();
    await ask.getByText(/Reporting it to the national hotline is your duty/).waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await shoot(operator, 'console-escalate-ask');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    const untouched = await db
      .selectFrom('reports')
      .select('escalated_at')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(untouched.escalated_at).toBeNull();

    await escalate.click();
    await ask.getByRole('button', { name: 'Escalate and ban' }).click();
    await operator
      .getByText(
        'Escalated: they are banned and the report is kept. Now report it to the national hotline.',
      )
      .waitFor();
    await detail.getByText(/^Escalated .*: the person is banned and this report is kept/).waitFor();
    await detail.getByText(/Handled \(banned\)/).waitFor();
    await escalate.waitFor({ state: 'detached' });
    expect(await axeViolations(operator)).toEqual([]);
    await shoot(
      operator,
      'console-escalated',
      detail.getByRole('region', { name: 'Child safety' }),
    );

    // in the queue with the handled reports, the report says it was escalated
    await operator.getByRole('checkbox', { name: 'Show handled reports' }).check();
    await operator
      .getByRole('list', { name: 'Reports' })
      .getByRole('button', { name: /Appears under 18.*Banned.*Escalated \(child safety\)/ })
      .waitFor();
    await shoot(operator, 'console-escalated-queue');

    // the person: the ban notice, under 18
    await target.reload();
    const overlay = target.getByRole('dialog', { name: 'Account Banned' });
    await overlay.waitFor();
    await overlay.getByText('Adults only: you must be 18 or older.').waitFor();

    await operator.getByRole('tab', { name: 'Audit log' }).click();
    await operator
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row', { name: /Bea Boss.*Escalated \(child safety\)/ })
      .waitFor();
  });
});
