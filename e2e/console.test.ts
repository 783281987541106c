import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/server/moderation/cli.ts';
import { axeViolations } from './axeCheck.ts';
import { findPartner, startApp, type App } from './browser.ts';
import { consoleCast, idOf, shoot } from './consoleHelpers.ts';

describe('the moderation console in the browser', () => {
  let app: App;
  let operator: Page;
  let reporter: Page;
  let target: Page;

  beforeAll(async () => {
    app = await startApp();
    ({ operator, reporter, target } = await consoleCast(app));
  });
  afterAll(() => app.close());

  const db = () => app.server.services.store.db;

  it('a member without the role sees no link and no console', async () => {
    await operator.goto('/admin');
    await operator.getByText('Only operators can use the moderation console.').waitFor();
    expect(await operator.getByRole('link', { name: 'Operators' }).count()).toBe(0);
  });

  it('a granted operator bans from a report; the person appeals; accepted, they search again', async () => {
    // the operator: a member (signed in with Google, as far as the store knows), granted the role
    const operatorId = await idOf(operator);
    await db()
      .updateTable('users')
      .set({
        is_anonymous: 0,
        provider: 'google',
        display_name: 'Olga Operator',
        email: 'olga@example.org',
      })
      .where('id', '=', operatorId)
      .execute();
    const out: string[] = [];
    expect(await runAdmin(['grant', operatorId], db(), (l) => out.push(l))).toBe(0);
    expect(out[0]).toMatch(/is an operator now/);

    // a chat, and a report with a reason
    await findPartner(reporter);
    await findPartner(target);
    const report = reporter.getByRole('button', { name: 'Report' });
    await report.waitFor({ timeout: 45_000 });
    await reporter.getByLabel('Message', { exact: true }).fill('you are awful');
    await reporter.getByRole('button', { name: 'Send' }).click();
    await report.click();
    const dialog = reporter.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByRole('radio', { name: 'Harassment or hate' }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await reporter.getByText('Report sent').waitFor();

    // the console: the link, the queue, the report with its chat line
    await operator.goto('/');
    await operator.getByRole('link', { name: 'Operators' }).click();
    await operator.getByRole('heading', { name: 'Moderation console' }).waitFor();
    const queue = operator.getByRole('list', { name: 'Reports' });
    await queue.getByRole('button', { name: /Harassment or hate/ }).click();
    const detail = operator.getByRole('article');
    await detail.getByText('reporter: you are awful').waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await shoot(operator, 'console-report');

    await detail.getByRole('radio', { name: 'Ban' }).check();
    await detail.getByLabel('Reason').selectOption({ label: 'Harassment or hate' });
    await detail.getByLabel('Duration').selectOption({ label: '7 days' });
    await detail.getByLabel('Note for the audit log (optional)').fill('insults in chat');
    await detail.getByRole('button', { name: 'Ban', exact: true }).click();
    const sure = operator.getByRole('dialog', { name: /Ban .* for 7 days\?/ });
    await sure.getByRole('button', { name: 'Ban' }).click();
    await operator.getByText('Banned. They were told the reason at once.').waitFor();
    await detail.getByText(/Handled \(banned\)/).waitFor();

    // the banned person: the reason, the rule, and the appeal
    const overlay = target.getByRole('dialog', { name: 'Account Banned' });
    await overlay.waitFor({ timeout: 10_000 });
    await overlay.getByText('Harassment or hate').waitFor();
    await overlay.getByText('Respect people: no harassment, hate or threats.').waitFor();
    // no e-mail address unless the operator set APPEALS_EMAIL
    expect(await overlay.getByRole('link').count()).toBe(0);
    await overlay.getByRole('button', { name: 'Appeal' }).click();
    await overlay.getByLabel('Why should the ban be lifted?').fill('I was quoting a film, sorry.');
    expect(await axeViolations(target)).toEqual([]);
    await shoot(target, 'banned-appeal');
    await overlay.getByRole('button', { name: 'Send appeal' }).click();
    await overlay.getByText(/Your appeal was sent/).waitFor();
    await shoot(target, 'banned-appeal-sent');

    // the operator accepts
    await operator.getByRole('tab', { name: 'Appeals' }).click();
    const appeal = operator
      .getByRole('listitem')
      .filter({ hasText: 'I was quoting a film, sorry.' });
    await appeal.getByLabel(/Note to/).fill('Fair enough: mind the words next time.');
    await shoot(operator, 'console-appeals');
    await appeal.getByRole('button', { name: 'Accept and lift the ban' }).click();
    await operator
      .getByRole('dialog', { name: /Accept .* appeal\?/ })
      .getByRole('button', { name: 'Accept' })
      .click();
    await operator.getByText('Appeal accepted: the ban is lifted and they were told.').waitFor();

    // the person is told and searches again, without reloading
    await target
      .getByText('Your ban is lifted. You can search again.')
      .waitFor({ timeout: 10_000 });
    await overlay.waitFor({ state: 'detached' });
    await target
      .getByRole('button', { name: 'Find a Partner' })
      .and(target.locator(':enabled'))
      .click();
    // searching, or already matched again (the reporter may be searching too)
    await target
      .getByText(/Looking for someone|Searching/)
      .or(target.getByRole('button', { name: 'Report' }))
      .first()
      .waitFor();
    expect(await target.getByText('Could not start searching').count()).toBe(0);

    // the audit log shows both actions, by the operator
    await operator.getByRole('tab', { name: 'Audit log' }).click();
    const log = operator.getByRole('table', { name: 'Audit log' });
    await log.getByRole('row', { name: /Accepted an appeal/ }).waitFor();
    await log.getByRole('row', { name: /Banned.*insults in chat/ }).waitFor();
    await shoot(operator, 'console-audit');
  });
});
