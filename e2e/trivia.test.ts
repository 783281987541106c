import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App, openGames, matchGuests } from './browser.ts';

/** The visible panel content (the screen-reader live region repeats some of its text). */
const panel = (page: Page) =>
  page.getByRole('region', { name: 'Trivia duel' }).locator('.trivia-body');
const choices = (page: Page) => panel(page).locator('.trivia-choice');

/** Resolves with the page whose turn it is (its answer buttons show). */
async function onTurn(a: Page, b: Page): Promise<Page> {
  return Promise.race(
    [a, b].map(async (page) => {
      await choices(page).first().waitFor({ timeout: 15_000 });
      return page;
    }),
  );
}

describe('trivia duel with real browsers', () => {
  let app: App;
  let a: Page;
  let b: Page;

  beforeAll(async () => {
    app = await startApp();
    [a, b] = (await Promise.all([1, 2].map(async () => (await app.newUser()).page))) as [
      Page,
      Page,
    ];
    await matchGuests(a, b);
    for (const page of [a, b]) {
      await openGames(page);
      await panel(page).getByRole('button', { name: 'Challenge to trivia' }).waitFor();
    }
  });
  afterAll(() => app.close());

  it('says once, for every game, that the game is for fun when the partner is a guest', async () => {
    for (const page of [a, b]) {
      const note = 'Your partner is a guest: this game is for fun';
      const games = page.getByRole('region', { name: 'Games' });
      await games.getByText(note).waitFor();
      expect(await games.getByText(note).count()).toBe(1);
    }
  });

  it('a declined challenge tells the requester', async () => {
    await panel(a).getByRole('button', { name: 'Challenge to trivia' }).click();
    await panel(a).getByText('Waiting for partner to accept...').waitFor();
    await panel(b).getByRole('button', { name: 'Decline' }).click();
    await a.getByText('Challenge declined').waitFor();
    await a.getByText("Your partner didn't accept the trivia challenge.").waitFor();
    await panel(a).getByRole('button', { name: 'Challenge to trivia' }).waitFor();
  });

  it('plays a full game to a result with real clicks, one turn left to time out', async () => {
    await panel(b).getByRole('button', { name: 'Challenge to trivia' }).click();
    await panel(a).getByRole('button', { name: 'Accept' }).click();
    for (const page of [a, b]) {
      await panel(page).getByTestId('trivia-your-score').waitFor();
      expect(await panel(page).getByTestId('trivia-your-score').textContent()).toBe('0');
    }
    const timedOutTurn = 3;
    for (let turn = 1; turn <= 10; turn++) {
      const player = await onTurn(a, b);
      const other = player === a ? b : a;
      // Only the player on turn sees the question and answers.
      expect(await choices(other).count()).toBe(0);
      await panel(other)
        .getByText(turn === 10 ? 'Waiting for opponent...' : "Opponent's turn...")
        .waitFor();
      expect(await choices(player).count()).toBe(4);
      if (turn === timedOutTurn) {
        await panel(player).locator('.trivia-timer.is-urgent').waitFor({ timeout: 6_000 });
        await choices(player).first().waitFor({ state: 'detached', timeout: 10_000 });
        await panel(player).getByText("Time's up.").waitFor();
      } else {
        await choices(player)
          .nth(turn % 4)
          .click();
        await choices(player).first().waitFor({ state: 'detached', timeout: 5_000 });
      }
      // The other side learns whether it was right (after the last answer: the result).
      if (turn === 10) break;
      await panel(other).locator('.trivia-feedback', { hasText: "Partner's answer:" }).waitFor();
      const said = await panel(other).locator('.trivia-feedback strong').textContent();
      expect(['Correct!', 'Wrong!']).toContain(said);
      if (turn === timedOutTurn) expect(said).toBe('Wrong!');
    }
    const titles: string[] = [];
    for (const page of [a, b]) {
      const result = panel(page).locator('.trivia-result');
      await result.waitFor();
      titles.push((await result.locator('h3').textContent()) ?? '');
      // this server offers no member sign-in, so the guest note says so instead of inviting
      // to a dialog with nothing to sign in with (e2e/sign-in-offer.test.ts has the invitation)
      await result
        .getByText('Points are for members, and this server does not offer member sign-in.')
        .waitFor();
    }
    expect([
      ['Victory!', 'Defeat'],
      ['Defeat', 'Victory!'],
      ["It's a draw", "It's a draw"],
    ]).toContainEqual(titles);
    for (const page of [a, b]) await panel(page).getByRole('button', { name: 'Close' }).click();
  });

  it('End Challenge ends a running game early for both', async () => {
    await panel(a).getByRole('button', { name: 'Challenge to trivia' }).click();
    await panel(b).getByRole('button', { name: 'Accept' }).click();
    await onTurn(a, b);
    await panel(a).getByRole('button', { name: 'End Challenge' }).click();
    // a stray tap does not end it: first a confirmation (Keep playing keeps it)
    const sure = a.getByRole('dialog', { name: 'End the trivia duel?' });
    await sure.getByRole('button', { name: 'Keep playing' }).click();
    await sure.waitFor({ state: 'detached' });
    expect(await panel(b).getByRole('heading', { name: 'Challenge ended' }).count()).toBe(0);
    await panel(a).getByRole('button', { name: 'End Challenge' }).click();
    await sure.getByRole('button', { name: 'End Challenge' }).click();
    for (const page of [a, b]) {
      await panel(page).getByRole('heading', { name: 'Challenge ended' }).waitFor();
    }
    await panel(b).getByText('Your partner ended the challenge.').waitFor();
  });
});
