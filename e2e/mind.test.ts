import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueAsGuest, findPartner, openGames, startApp, type App } from './browser.ts';

const panel = (page: Page) =>
  page.getByRole('region', { name: 'Read my mind' }).locator('.mind-body');
const group = (page: Page, legend: RegExp) => panel(page).getByRole('group', { name: legend });

describe('"Read my mind" with real browsers', () => {
  let app: App;
  let a: Page;
  let b: Page;

  beforeAll(async () => {
    app = await startApp();
    [a, b] = (await Promise.all([1, 2].map(async () => (await app.newUser()).page))) as [
      Page,
      Page,
    ];
    for (const page of [a, b]) await continueAsGuest(page);
    await findPartner(a);
    await findPartner(b);
    for (const page of [a, b]) {
      await openGames(page);
      await panel(page).getByRole('button', { name: 'Challenge to Read my mind' }).waitFor();
    }
  });
  afterAll(() => app.close());

  it('plays a whole game: a with the mouse, b with the keyboard only', async () => {
    await panel(a).getByRole('button', { name: 'Challenge to Read my mind' }).click();
    await panel(b).getByRole('button', { name: 'Accept' }).click();
    for (let round = 1; round <= 5; round++) {
      for (const page of [a, b]) await panel(page).getByText(`Round ${round} of 5`).waitFor();
      const question = await panel(a).locator('.mind-question').textContent();
      expect(await panel(b).locator('.mind-question').textContent()).toBe(question);
      expect(question).toMatch(/^Would you rather… .+ or .+\?$/);

      // a: the second option, guessing b picks the first
      await group(a, /Your answer/)
        .getByRole('radio')
        .nth(1)
        .check();
      await group(a, /Your guess/)
        .getByRole('radio')
        .nth(0)
        .check();
      await panel(a).getByRole('button', { name: 'Lock in' }).click();
      await panel(a).getByText('Locked in. Waiting for your partner…').waitFor();
      // b learns that a has chosen, never what
      await panel(b).getByText('Your partner has chosen.').waitFor();
      expect(await panel(b).getByTestId('mind-reveal').count()).toBe(0);

      // b: keyboard only; the first option, guessing a's second in odd rounds
      await group(b, /Your answer/)
        .getByRole('radio')
        .first()
        .focus();
      await b.keyboard.press('Space');
      await b.keyboard.press('Tab');
      if (round % 2 === 1) await b.keyboard.press('ArrowDown');
      else await b.keyboard.press('Space');
      await b.keyboard.press('Tab');
      await b.keyboard.press('Enter');

      for (const page of [a, b]) await panel(page).getByTestId('mind-reveal').waitFor();
      if (round === 5) break; // the last reveal comes with the result
      // a reads b right every round; b only in odd rounds
      expect(await panel(a).getByTestId('mind-your-score').textContent()).toBe(String(round));
      expect(await panel(b).getByTestId('mind-your-score').textContent()).toBe(
        String(Math.ceil(round / 2)),
      );
    }
    const resultA = panel(a).locator('.mind-result');
    await resultA.getByRole('heading', { name: 'You read minds best!' }).waitFor();
    await resultA.getByText('Final score: you 5 – 3 partner').waitFor();
    await resultA
      .getByText('Points are for members, and this server does not offer member sign-in.')
      .waitFor();
    const resultB = panel(b).locator('.mind-result');
    await resultB.getByRole('heading', { name: 'Your partner read you better' }).waitFor();
    for (const page of [a, b]) await panel(page).getByRole('button', { name: 'Close' }).click();
    await panel(b).getByRole('button', { name: 'Challenge to Read my mind' }).waitFor();
  });
});
