import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_REFUSED_MESSAGE } from '../src/shared/protocol/index.ts';
import { axeViolations } from './axeCheck.ts';
import {
  bornYearsAgo,
  nextPaint,
  partnerVideoPlays,
  passAgeGate,
  startApp,
  type App,
} from './browser.ts';

/**
 * A first visit: Find a Partner, then Continue as Guest in the sign-in dialog; the search it
 * asked for starts with the 18+ gate. (Not continueAsGuest: that one passes the gate for you.)
 */
async function guestFromHome(page: Page, interests = ''): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Interests (optional)').fill(interests);
  await pressFind(page);
  const signIn = page.getByRole('dialog', { name: 'Become a Member' });
  await signIn.getByRole('button', { name: 'Continue as Guest' }).click();
  await signIn.waitFor({ state: 'detached' });
}

/** Presses Find a Partner as a person would, without answering what comes next. */
async function pressFind(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Find a Partner' }).and(page.locator(':enabled')).click();
}

describe('the 18+ gate', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('refuses a 17-year-old; another date from that browser within 24 h is refused too', async () => {
    const { page } = await app.newUser();
    await guestFromHome(page);
    const gate = page.getByRole('dialog', { name: 'Confirm your age' });
    await gate.getByText('You must be 18 or older').waitFor();
    expect(await gate.getByRole('link', { name: /Terms/ }).getAttribute('href')).toBe('/terms');
    // no date, then a date of someone who turns 18 tomorrow
    await gate.getByRole('button', { name: 'Continue' }).click();
    await gate.getByText('Enter your date of birth.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const tomorrow18 = new Date(Date.now() + 86_400_000);
    tomorrow18.setUTCFullYear(tomorrow18.getUTCFullYear() - 18);
    await gate.getByLabel('Date of birth').fill(tomorrow18.toISOString().slice(0, 10));
    await gate.getByRole('button', { name: 'Continue' }).click();

    const refused = page.getByRole('dialog', { name: 'Adults only' });
    await refused.getByText(AGE_REFUSED_MESSAGE).waitFor();
    await refused.getByText(/can't confirm a different date until/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await refused.getByRole('button', { name: 'OK' }).click();
    await refused.waitFor({ state: 'detached' });
    // no camera, no search
    await page.getByRole('button', { name: 'Find a Partner' }).waitFor();
    expect(await page.getByText('Looking for someone').count()).toBe(0);

    // a reload (or a new guest session) in this browser: the same answer, no date to change
    await page.reload();
    await pressFind(page);
    await refused.getByText(AGE_REFUSED_MESSAGE).waitFor();
    expect(await page.getByLabel('Date of birth').count()).toBe(0);
    await page.keyboard.press('Escape');
    await refused.waitFor({ state: 'detached' });
    expect(await page.getByText('Looking for someone').count()).toBe(0);

    // going around the dialog: this browser's session answers 30 over the API, and is refused
    const session = await page.request.post('/api/auth/guest');
    const { token } = (await session.json()) as { token: string };
    const retry = await page.request.post('/api/age', {
      headers: { authorization: `Bearer ${token}` },
      data: { birthDate: bornYearsAgo(30) },
    });
    expect(retry.status()).toBe(403);
    expect(((await retry.json()) as { error: string }).error).toBe(AGE_REFUSED_MESSAGE);
    await page.reload();
    await pressFind(page);
    await refused.getByText(AGE_REFUSED_MESSAGE).waitFor();
  });

  it('lets a 30-year-old through to a call', async () => {
    const { page: a } = await app.newUser();
    const { page: b, context: bContext } = await app.newUser();
    // each asks to search, meets the gate and is 30 today
    for (const page of [a, b]) {
      await guestFromHome(page, 'agegate');
      const gate = page.getByRole('dialog', { name: 'Confirm your age' });
      await gate.getByText('You must be 18 or older').waitFor();
      await passAgeGate(page, bornYearsAgo(30));
    }
    await Promise.all([partnerVideoPlays(a), partnerVideoPlays(b)]);

    // answered once for this browser: the next search asks nothing
    await bContext.close(); // (or B's automatic new search could take A straight into a call)
    await a.reload();
    await pressFind(a);
    await a.getByRole('button', { name: 'Searching…' }).waitFor();
    expect(await a.getByRole('dialog', { name: 'Confirm your age' }).count()).toBe(0);
  });

  it('opens on the Continue as Guest click, before the guest session exists; a failed session says so and tries again', async () => {
    const { page } = await app.newUser();
    // the first guest session fails as a lost connection would; the second is held
    let calls = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/guest', async (route) => {
      calls += 1;
      if (calls === 1) return route.abort('connectionreset');
      await held;
      await route.continue();
    });
    await guestFromHome(page, 'early');
    const gate = page.getByRole('dialog', { name: 'Confirm your age' });
    const failed = gate.getByRole('alert');
    await failed.getByText('Could not start your guest session.', { exact: false }).waitFor();
    expect(await gate.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);

    await failed.getByRole('button', { name: 'Try again' }).click();
    // the session is on its way (held): the gate says so and its date can be answered already
    await gate.getByRole('status').getByText('Starting your guest session…').waitFor();
    await gate.getByLabel('Date of birth').fill(bornYearsAgo(30));
    await gate.getByRole('button', { name: 'Continue' }).click();
    await nextPaint(page);
    expect(await gate.count()).toBe(1);

    // the answer goes out for the session once it exists, and the search asked for starts
    release();
    await gate.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Searching…' }).waitFor();
  });
});
