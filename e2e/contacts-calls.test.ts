import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { partnerVideoPlays, startApp, type App } from './browser.ts';
import { steerableClock } from '../src/server/testing/harness.ts';
import {
  contactRow,
  guest,
  hangUp,
  incoming,
  keepInTouch,
  meet,
  openPeople,
  RING_ENV,
  shoot,
  TEST_RING_MS,
} from './contacts-helpers.ts';

describe('calling a contact', () => {
  // the server's clock: a ring runs out when a test says so, not while a busy host is slow
  const clock = steerableClock();
  let app: App;
  let a: Page;
  let b: Page;
  let d: Page;
  let aName: string;
  let bName: string;

  /**
   * `a` presses Call on `b` on People and sees it ring (unless `rings` is false: a call the
   * server refuses at once may show its dialog too briefly to see).
   */
  async function call({ rings = true } = {}): Promise<void> {
    await openPeople(a);
    const button = contactRow(a, 'France').getByRole('button', { name: `Call ${bName}` });
    await button.and(a.locator(':enabled')).waitFor();
    await button.click();
    if (rings) await a.getByRole('dialog', { name: `Calling ${bName}…` }).waitFor();
  }

  beforeAll(async () => {
    app = await startApp(RING_ENV, [], clock);
    a = await guest(app, undefined, 'Germany');
    b = await guest(app, undefined, 'France');
    d = await guest(app, undefined, 'United Kingdom');
    await meet(a, b);
    const told = await keepInTouch(a, b);
    [bName, aName] = [told.aSaw, told.bSaw];
    await hangUp(a, b);
  }, 300_000);
  afterAll(() => app.close());

  it('the contact accepts: both are in a call with the other playing', async () => {
    // the callee is anywhere in the app: here, Settings
    await b.goto('/settings');
    await call();
    const dialog = incoming(b, aName);
    await dialog.waitFor();
    // Accept has the focus: Enter answers (the dialog itself is checked while it rings, below)
    expect(await b.evaluate(() => document.activeElement?.textContent)).toBe('Accept');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await Promise.all([partnerVideoPlays(a), partnerVideoPlays(b)]);
    await a.getByRole('dialog', { name: `Calling ${bName}…` }).waitFor({ state: 'detached' });
    await hangUp(a, b);
  });

  it('the contact declines: the caller is told, and what to do', async () => {
    await b.goto('/');
    await call();
    await incoming(b, aName).getByRole('button', { name: 'Decline' }).click();
    await a.getByText(`${bName} declined your call`).waitFor();
    await a.getByText('They cannot talk right now. Try again later.').waitFor();
    await a.getByRole('dialog', { name: `Calling ${bName}…` }).waitFor({ state: 'detached' });
    expect(await incoming(b, aName).count()).toBe(0);
  });

  it('Escape on the incoming call declines it too', async () => {
    await call();
    await incoming(b, aName).waitFor();
    await b.keyboard.press('Escape');
    await a.getByText(`${bName} declined your call`).first().waitFor();
  });

  it('nobody answers: the ring stops on both sides', async () => {
    await call();
    await incoming(b, aName).waitFor();
    // while it rings and nobody touches anything: the dialog as a person meets it
    expect(await axeViolations(b)).toEqual([]);
    await shoot(b, 'incoming-call');
    // then the ring's time passes at once
    clock.advance(TEST_RING_MS);
    await a.getByText(`${bName} did not answer`).waitFor();
    await incoming(b, aName).waitFor({ state: 'detached' });
    await b.getByText(`Missed call from ${aName}`).waitFor();
  });

  it('the contact is in another call: the caller hears busy, the call is not interrupted', async () => {
    await meet(b, d);
    await call({ rings: false });
    // refused at once: the server knows the contact is in a call
    await a.getByText('Your contact is in another call right now.').waitFor();
    expect(await incoming(b, aName).count()).toBe(0);
    await partnerVideoPlays(b);
    await hangUp(b, d);
  });

  it('Cancel while it rings stops the ring for the contact', async () => {
    await call();
    await incoming(b, aName).waitFor();
    await a
      .getByRole('dialog', { name: `Calling ${bName}…` })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await incoming(b, aName).waitFor({ state: 'detached' });
    await b.getByText(`Missed call from ${aName}`).first().waitFor();
  });
});
