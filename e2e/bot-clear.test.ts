import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { startApp, type App } from './browser.ts';
import { consoleCast, idOf, makeOperator, shoot } from './consoleHelpers.ts';
import { insertOpenReport } from '../src/server/testing/people.ts';

describe('clearing a likely-bot flag, in the browser', () => {
  let app: App;
  let operator: Page;
  let target: Page;
  let reporter: Page;

  beforeAll(async () => {
    app = await startApp();
    ({ operator, target, reporter } = await consoleCast(app));
  });
  afterAll(() => app.close());

  it('an operator sees the flag on the person and clears it, asked first and logged', async () => {
    await makeOperator(app, operator, 'Bea Boss');
    const db = app.server.services.store.db;
    const [targetId, reporterId] = [await idOf(target), await idOf(reporter)];
    // the bot rule's flag (its own server tests send the messages) and a report to open them by
    await db
      .insertInto('bot_flags')
      .values({
        id: randomUUID(),
        user_id: targetId,
        text: 'free coins at win-prize.example/r/000',
        partners: 3,
        created_at: Date.now(),
        handled_at: null,
        handled_by: null,
      })
      .execute();
    await insertOpenReport(db, {
      reporterId,
      reportedId: targetId,
      reason: 'spam',
      createdAt: Date.now(),
      messages: ['partner: free coins at win-prize.example/r/444'],
    });

    await operator.goto('/admin');
    await operator.getByRole('heading', { name: 'Moderation console' }).waitFor();
    const bots = operator.getByRole('region', { name: 'Likely bots' });
    await bots.getByText('free coins at win-prize.example/r/000').waitFor();
    await bots.getByRole('button', { name: 'Clear bot flag' }).waitFor();
    await operator.getByRole('list', { name: 'Reports' }).getByRole('button').first().click();
    const detail = operator.getByRole('article');
    const flagged = detail.getByText(/^Flagged .*: in the slow lane, messages held strictly/);
    await flagged.waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await shoot(operator, 'console-bot-flag');

    // asked first; cancelling changes nothing
    await detail.getByRole('button', { name: 'Clear bot flag' }).click();
    const ask = operator.getByRole('dialog', { name: /^Clear the bot flag on .*\?$/ });
    await ask.getByText(/They leave the slow lane/).waitFor();
    await shoot(operator, 'console-bot-clear-ask');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    await flagged.waitFor();

    await detail.getByRole('button', { name: 'Clear bot flag' }).click();
    await ask.getByRole('button', { name: 'Clear' }).click();
    await operator.getByText('Bot flag cleared: they are out of the slow lane.').waitFor();
    await flagged.waitFor({ state: 'detached' });
    await bots.waitFor({ state: 'detached' });
    const open = await db
      .selectFrom('bot_flags')
      .select('id')
      .where('user_id', '=', targetId)
      .where('handled_at', 'is', null)
      .execute();
    expect(open).toEqual([]);

    await operator.getByRole('tab', { name: 'Audit log' }).click();
    await operator
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row', { name: /Bea Boss.*Cleared a bot flag/ })
      .waitFor();
  });
});
