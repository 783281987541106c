import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { openGames, startApp, type App, matchGuests } from './browser.ts';

/** The laugh challenge's section (its data-phase: the break, the turn, the result). */
const section = (page: Page) => page.locator('.laugh-panel');
/** Its visible content (the screen-reader live region repeats some of its text). */
const panel = (page: Page) => section(page).locator('.laugh-body');
const phaseOf = (page: Page) => section(page).getAttribute('data-phase');
const roleOf = async (page: Page) => (await panel(page).locator('.laugh-role').textContent()) ?? '';

/**
 * A fair turn: a Statue cannot stay safe by hiding from the camera. Chromium's stock fake
 * camera shows no face, so both players are "out of frame", as a hiding Statue would be.
 */
describe('a fair laugh challenge with real browsers', () => {
  let app: App;
  let a: Page;
  let b: Page;
  beforeAll(async () => {
    app = await startApp();
    [a, b] = (await Promise.all([1, 2].map(async () => (await app.newUser()).page))) as [
      Page,
      Page,
    ];
    await matchGuests(a, b, 'statues');
    for (const page of [a, b]) await openGames(page);
  });
  afterAll(() => app.close());

  it('says "Get ready" before the first turn, forfeits an absent Statue after a warning, and asks before quitting', async () => {
    await panel(a).getByRole('button', { name: 'Challenge to a laugh duel' }).click();
    await panel(b).getByRole('button', { name: 'Accept' }).click();
    for (const page of [a, b]) {
      await panel(page).getByText('Get ready: the first turn starts soon').waitFor();
      expect(await panel(page).getByText('Switching turns').count()).toBe(0);
    }
    // the break gives up waiting for the camera after 15 s; the turn starts with the Statue away
    for (const page of [a, b])
      await expect.poll(() => phaseOf(page), { timeout: 40_000, interval: 250 }).toBe('active');
    const jokester = (await roleOf(a)) === 'Jokester' ? a : b;
    const statue = jokester === a ? b : a;
    await panel(statue)
      .getByText(/^You're out of frame! Come back within \d+ s/)
      .waitFor();
    await panel(jokester)
      .getByText(/^Your partner is out of frame\. If they are not back in \d+ s/)
      .waitFor();
    for (const page of [jokester, statue]) expect(await axeViolations(page)).toEqual([]);
    // nobody came back: the point goes to the Jokester, and each side reads why
    await panel(jokester).getByText('You scored! Your partner stayed out of frame.').waitFor();
    await panel(statue).getByText('Point to your partner: you stayed out of frame.').waitFor();
    expect(await panel(jokester).getByTestId('laugh-scores').textContent()).toBe(
      'You 1 – 0 Partner',
    );
    await panel(jokester).getByText('Switching turns').waitFor();

    // once the next turn starts, the last point's message is gone
    await expect.poll(() => phaseOf(a), { timeout: 40_000, interval: 250 }).toBe('active');
    expect(await panel(a).locator('.laugh-point').count()).toBe(0);

    // Quit asks first; keeping on playing keeps the game
    await panel(a).getByRole('button', { name: 'Quit challenge' }).click();
    const sure = a.getByRole('dialog', { name: 'Quit the laugh challenge?' });
    await sure.getByRole('button', { name: 'Keep playing' }).click();
    await sure.waitFor({ state: 'detached' });
    expect(await phaseOf(b)).not.toBe('over');
    await panel(a).getByRole('button', { name: 'Quit challenge' }).click();
    await sure.getByRole('button', { name: 'Quit challenge' }).click();
    await panel(a).getByText('You ended the challenge early.').waitFor();
    await panel(b).getByText('Your partner ended the challenge early.').waitFor();
  });
});
