import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchGuests, openGames, partnerVideoPlays, startApp, type App } from './browser.ts';

const games = (page: Page) => page.getByRole('region', { name: 'Games', exact: true });
const gamesButton = (page: Page) =>
  page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: /^Games/ });
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const NOTE = 'Your partner is a guest: this game is for fun';

describe('the Games panel by keyboard, and between partners', () => {
  let app: App;
  let a: Page;
  let b: Page;

  beforeAll(async () => {
    app = await startApp();
    a = (await app.newUser()).page;
    b = (await app.newUser()).page;
    await matchGuests(a, b);
    await Promise.all([partnerVideoPlays(a), partnerVideoPlays(b)]);
  });
  afterAll(() => app.close());

  it('names its games one way and says once that a game with a guest is for fun', async () => {
    await openGames(a);
    const starts = games(a).getByRole('button', { name: /^Challenge to/ });
    await starts.first().waitFor();
    expect(await starts.allTextContents()).toEqual([
      'Challenge to trivia',
      'Challenge to a laugh duel',
      'Challenge to Read my mind',
      'Challenge to Connect Four',
      'Challenge to Draw and guess',
    ]);
    expect(await games(a).getByText(NOTE).count()).toBe(1);
  });

  it('Escape closes the panel and gives focus back to the Games button', async () => {
    await games(a).getByRole('button', { name: 'Mute games' }).focus();
    await a.keyboard.press('Escape');
    await games(a).waitFor({ state: 'hidden' });
    expect(await gamesButton(a).getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(gamesButton(a))).toBe(true);
    // and the panel's own close button does the same
    await a.keyboard.press('Enter');
    await games(a).getByRole('button', { name: 'Hide games' }).click();
    await games(a).waitFor({ state: 'hidden' });
    expect(await hasFocus(gamesButton(a))).toBe(true);
  });

  it("a challenge puts its Accept in focus when nobody's focus is anywhere", async () => {
    await b.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await openGames(a);
    await games(a).getByRole('button', { name: 'Challenge to trivia' }).click();
    const accept = games(b).getByRole('button', { name: 'Accept' });
    await accept.waitFor();
    await expect.poll(() => hasFocus(accept)).toBe(true);
    await b.keyboard.press('Tab');
    expect(await hasFocus(games(b).getByRole('button', { name: 'Decline' }))).toBe(true);
    await b.keyboard.press('Enter');
    await games(a).getByRole('button', { name: 'Challenge to trivia' }).waitFor();
  });

  it('someone typing in the chat keeps typing; one Tab then reaches Accept', async () => {
    const message = b.getByLabel('Message', { exact: true });
    await message.click();
    await b.keyboard.type('hel');
    await games(a).getByRole('button', { name: 'Challenge to Read my mind' }).click();
    const accept = games(b).getByRole('button', { name: 'Accept' });
    await accept.waitFor();
    await games(b).getByText('Press Tab to reach Accept.').waitFor();
    await b.keyboard.type('lo');
    expect(await message.inputValue()).toBe('hello');
    expect(await hasFocus(message)).toBe(true);
    await b.keyboard.press('Tab');
    expect(await hasFocus(accept)).toBe(true);
    await b.keyboard.press('Enter');
    await games(b).locator('.mind-scores').getByText('Round 1 of 5').waitFor();
    // with no challenge waiting, Tab from the chat moves on as usual
    await message.focus();
    await b.keyboard.press('Tab');
    expect(await hasFocus(b.getByRole('button', { name: 'Send' }))).toBe(true);
  });

  it('between partners: Next is off, Block is about the partner who left, and the panel says what is going on', async () => {
    await a.getByRole('button', { name: 'Disconnect' }).click();
    await b.getByText('Searching for a new match…').waitFor();
    const toolbar = b.getByRole('toolbar', { name: 'Call controls' });
    expect(await toolbar.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // someone who flashes and leaves must still be blockable: the dialog says who it is about
    await toolbar.getByRole('button', { name: 'Block' }).click();
    const block = b.getByRole('dialog', { name: 'Block this person?' });
    await block.getByText('Your earlier partner', { exact: false }).waitFor();
    await block.getByRole('button', { name: 'Cancel' }).click();
    await block.waitFor({ state: 'hidden' });
    // the game with the partner who left is gone; instead of an empty panel, a word on games
    await openGames(b);
    await games(b).getByText('Games open once you are matched with someone.').waitFor();
    expect(
      await games(b)
        .getByRole('button', { name: /^Challenge to/ })
        .count(),
    ).toBe(0);
    expect(await games(b).getByText(NOTE).count()).toBe(0);
    if (process.env.SHOTS_DIR) {
      await b.setViewportSize({ width: 390, height: 844 });
      await b.screenshot({ path: `${process.env.SHOTS_DIR}/games-between-partners-390x844.png` });
    }
  });
});
