import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAgeSignal } from '../src/server/age/signals.ts';
import { axeViolations } from './axeCheck.ts';
import { findPartner, startApp, type App } from './browser.ts';
import { consoleCast, idOf, makeOperator, shoot } from './consoleHelpers.ts';

describe('the age review, in the browser', () => {
  let app: App;
  let operator: Page;
  let target: Page;

  beforeAll(async () => {
    app = await startApp({ AGE_SIGNALS: 'on' });
    ({ operator, target } = await consoleCast(app));
  });
  afterAll(() => app.close());

  /** Two distinct partners' devices signal the target (the server's own rule holds them). */
  async function twoSignals(targetId: string) {
    for (const [i, estimate] of [13, 12].entries()) {
      const reporter = await app.server.guest();
      const outcome = await fileAgeSignal(app.server.services.store.db, {
        reporterId: reporter.user.id,
        reporterDevice: null,
        reporterAddress: null,
        reportedId: targetId,
        reportedDevice: null,
        matchId: `age-review-${i}`,
        estimate,
        now: Date.now(),
      });
      expect(outcome).toEqual({ stored: true, held: i === 1 });
    }
  }

  it('a held person searching sees the age review screen; an operator sees the estimate and clears them', async () => {
    await makeOperator(app, operator, 'Olga Overseer');
    const targetId = await idOf(target);

    // searching when the hold lands: the search ends and the screen says why
    await findPartner(target);
    const searching = target.getByText(/Looking for someone/);
    await searching.waitFor();
    await twoSignals(targetId);
    await app.server.services.ageReview.sweep();
    const screen = target.getByRole('dialog', { name: 'Your calls are on hold' });
    await screen.waitFor({ timeout: 10_000 });
    await screen.getByText(/devices of two people you met estimated/).waitFor();
    await screen.getByText(/If you are 18 or older, you do not need to do anything/).waitFor();
    await screen.getByText(/No picture of you was sent or stored/).waitFor();
    await searching.waitFor({ state: 'detached' });
    expect(await axeViolations(target)).toEqual([]);
    await shoot(target, 'age-review');

    // closed, the next search is refused again with the same screen
    await screen.getByRole('button', { name: 'OK' }).click();
    await screen.waitFor({ state: 'detached' });
    await findPartner(target);
    await screen.waitFor();
    expect(await target.getByText('Could not start searching').count()).toBe(0);
    await screen.getByRole('button', { name: 'OK' }).click();

    // the console: the automatic reports first, with the device's estimate
    await operator.goto('/admin');
    await operator.getByRole('heading', { name: 'Moderation console' }).waitFor();
    const queue = operator.getByRole('list', { name: 'Reports' });
    const first = queue.getByRole('button').first();
    await first.getByText('Device estimate: 12').waitFor();
    await queue.getByText('Device estimate: 13').waitFor();
    await first.click();
    const detail = operator.getByRole('article');
    await detail.getByText(/the reporter’s device estimated an apparent age of 12/).waitFor();
    const held = detail.getByText(/^Held since .*: cannot search or call until cleared/);
    await held.waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await shoot(operator, 'console-age-review');

    // Clear asks first, then the person can search again
    await detail.getByRole('button', { name: 'Clear' }).click();
    const ask = operator.getByRole('dialog', { name: /^Clear .*\?$/ });
    await ask.getByText(/They can search and call again at once/).waitFor();
    await ask.getByRole('button', { name: 'Clear' }).click();
    await operator.getByText('Age review cleared.').waitFor();
    await detail.getByText('Not held').first().waitFor();
    await findPartner(target);
    await searching.waitFor();
    expect(await screen.count()).toBe(0);

    // and the action log says who cleared whom
    await operator.getByRole('tab', { name: 'Audit log' }).click();
    await operator
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row', { name: /Olga Overseer.*Cleared an age review/ })
      .waitFor();
  });
});
