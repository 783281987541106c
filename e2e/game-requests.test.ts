import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGames, startApp, type App, matchGuests } from './browser.ts';

const trivia = (page: Page) => page.getByRole('region', { name: 'Trivia duel' });
const laugh = (page: Page) => page.getByRole('region', { name: 'Laugh challenge' });

/** Two game requests at the same moment must not deadlock: the first wins, both can play. */
describe('simultaneous game requests with real browsers', () => {
  let app: App;
  let a: Page;
  let b: Page;

  /**
   * Each page's socket runs through a relay that can hold what the server sends: while held,
   * neither player can see the other's request, which is what "at the same moment" means.
   */
  const gates: { held: boolean; queue: { text: string; deliver: () => void }[] }[] = [];
  async function relayed(page: Page) {
    const gate = { held: false, queue: [] as { text: string; deliver: () => void }[] };
    gates.push(gate);
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        if (!gate.held) return ws.send(m);
        gate.queue.push({ text: String(m), deliver: () => ws.send(m) });
      });
    });
    return page;
  }
  const release = () => {
    for (const gate of gates) {
      gate.held = false;
      gate.queue.splice(0).forEach((m) => m.deliver());
    }
  };

  beforeAll(async () => {
    app = await startApp();
    [a, b] = (await Promise.all([1, 2].map(async () => relayed((await app.newUser()).page)))) as [
      Page,
      Page,
    ];
    await matchGuests(a, b);
    for (const page of [a, b]) await openGames(page);
    for (const page of [a, b])
      await trivia(page).getByRole('button', { name: 'Challenge to trivia' }).waitFor();
  });
  afterAll(() => app.close());

  it('trivia and laugh asked at once: one request wins, the other asker is told and can accept it', async () => {
    const asks = [
      trivia(a).getByRole('button', { name: 'Challenge to trivia' }),
      laugh(b).getByRole('button', { name: 'Challenge to a laugh duel' }),
    ];
    for (const gate of gates) gate.held = true;
    await Promise.all(asks.map((ask) => ask.click()));
    // the server has settled it (one request refused as busy) before either side hears a thing
    await expect
      .poll(() => gates.some((g) => g.queue.some((m) => m.text.includes('ChallengeRejected'))))
      .toBe(true);
    release();
    // whoever lost sees "Busy" and then the winner's request, with Accept
    const loser = await Promise.race(
      [a, b].map(async (page) => {
        await page.getByRole('button', { name: 'Accept' }).waitFor({ timeout: 15_000 });
        return page;
      }),
    );
    const winner = loser === a ? b : a;
    const busy = loser.locator('[data-sonner-toast]', { hasText: 'Busy with another game' });
    await busy.getByText('Please wait until it ends.').waitFor();
    expect(await winner.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await loser.getByRole('button', { name: 'Accept' }).click();
    // the winner's game starts for both
    if (winner === a) {
      for (const page of [a, b]) await trivia(page).getByTestId('trivia-your-score').waitFor();
      await trivia(a).getByRole('button', { name: 'End Challenge' }).click();
    } else {
      // the first break says so ("Switching turns" only comes between turns)
      for (const page of [a, b])
        await laugh(page).getByText('Get ready: the first turn starts soon').waitFor();
      await laugh(a).getByRole('button', { name: /Quit/ }).click();
    }
  });
});
