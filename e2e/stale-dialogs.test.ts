import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { continueAsGuest, findPartner, openGames, startApp, type App } from './browser.ts';

/**
 * A Report, Block, Quit or End confirmation left open while the partner leaves and someone new
 * arrives acts on what it was opened for (or says it is gone), never on the newcomer.
 */
describe('confirmations left open while the partner changes', () => {
  let app: App;
  /** every match the server made, as the pair of user ids */
  const made: string[][] = [];

  beforeAll(async () => {
    // behind a proxy that says where each visitor is, so the dialogs can name a country
    app = await startApp({ TRUST_PROXY: 'true' });
    app.server.services.matches.on('matched', (m) => made.push([...m.users].sort()));
  });
  afterAll(() => app.close());

  const open: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  /** A guest calling from Germany (a German address behind the trusted proxy). */
  async function guest(): Promise<{ page: Page; id: string }> {
    const { context, page } = await app.newUser();
    open.push(context);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '85.214.0.1' });
    await continueAsGuest(page);
    const { user } = await page.evaluate(async () =>
      (await fetch('/api/auth/refresh', { method: 'POST' })).json(),
    );
    return { page, id: (user as { id: string }).id };
  }

  const db = () => app.server.services.store.db;
  const reportsBy = (id: string) =>
    db().selectFrom('reports').selectAll().where('reporter_id', '=', id).execute();
  const reportsAgainst = (id: string) =>
    db().selectFrom('reports').selectAll().where('reported_id', '=', id).execute();
  const blocksBy = (id: string) =>
    db().selectFrom('blocks').selectAll().where('blocker_id', '=', id).execute();
  const blocksOf = (id: string) =>
    db().selectFrom('blocks').selectAll().where('blocked_id', '=', id).execute();
  const together = (x: string, y: string) =>
    app.server.services.matches
      .owned()
      .some((m) => m.users.includes(x) && m.users.includes(y) && m.away.every((a) => a === null));

  /** SHOTS_DIR set: the screen as it is now, saved at both sizes for a person to look at. */
  async function shots(page: Page, name: string) {
    const dir = process.env.SHOTS_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const before = page.viewportSize();
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: join(dir, `${name}-${width}x${height}.png`) });
    }
    if (before) await page.setViewportSize(before);
  }

  const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Call controls' });
  const toast = (page: Page, title: string) =>
    page.locator('[data-sonner-toast]', { hasText: title });

  async function pair(a: Page, b: Page, interests = 'music') {
    await findPartner(a, interests);
    await findPartner(b, interests);
    for (const page of [a, b]) await page.getByRole('button', { name: 'Next' }).waitFor();
  }

  /** A leaves (Disconnect); then C searches and B, searching again by itself, meets C. */
  async function partnerChanges(a: Page, c: { page: Page; id: string }, bId: string) {
    await toolbar(a).getByRole('button', { name: 'Disconnect' }).click();
    await findPartner(c.page, 'music');
    await expect.poll(() => together(bId, c.id), { timeout: 30_000 }).toBe(true);
    await c.page.getByRole('button', { name: 'Next' }).waitFor();
  }

  it('a Report left open lands on the person it was opened for, not on the next partner', async () => {
    const [a, b, c] = [await guest(), await guest(), await guest()];
    await pair(a.page, b.page);
    await a.page.getByLabel('Message', { exact: true }).fill('hi from A');
    await a.page.getByRole('button', { name: 'Send' }).click();
    await b.page.getByText('hi from A').waitFor();

    await toolbar(b.page).getByRole('button', { name: 'Report' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Are you sure?' });
    const about = dialog.getByRole('region', { name: 'Who this is about' });
    await about.getByText('Your partner from Germany').waitFor();
    await about.getByText('Common interests: music').waitFor();
    await about.getByText('In this call now').waitFor();

    await partnerChanges(a.page, c, b.id);
    // the dialog still shows A, now with when the call ended
    await about.getByText('Your earlier partner from Germany').waitFor();
    await about.getByText(/^Call ended at /).waitFor();
    await dialog.getByRole('radio', { name: 'Harassment or hate' }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(b.page, 'Report sent')
      .getByText(/about your earlier partner from Germany/)
      .waitFor();

    const stored = await reportsBy(b.id);
    expect(stored.map((r) => [r.reported_id, r.reason])).toEqual([[a.id, 'harassment']]);
    expect(JSON.parse(stored[0]!.messages)).toEqual(['reported: hi from A']);
    expect(await reportsAgainst(c.id)).toEqual([]);
    // the new call goes on
    expect(together(b.id, c.id)).toBe(true);
    expect(await c.page.getByText('Partner left the chat').count()).toBe(0);
  }, 240_000);

  it('a Block left open blocks the person it was opened for; the new call goes on', async () => {
    const [a, b, c] = [await guest(), await guest(), await guest()];
    await pair(a.page, b.page);
    await toolbar(b.page).getByRole('button', { name: 'Block' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Block this person?' });
    const about = dialog.getByRole('region', { name: 'Who this is about' });
    await about.getByText('In this call now').waitFor();

    await partnerChanges(a.page, c, b.id);
    await about.getByText(/^Call ended at /).waitFor();
    await dialog.getByRole('button', { name: 'Block' }).click();
    await toast(b.page, 'Blocked')
      .getByText(
        "You won't be matched with this person again: your earlier partner from Germany. Your current chat goes on.",
      )
      .waitFor();

    expect((await blocksBy(b.id)).map((r) => r.blocked_id)).toEqual([a.id]);
    expect(await blocksOf(c.id)).toEqual([]);
    expect(together(b.id, c.id)).toBe(true);
    expect(await c.page.getByText('Partner left the chat').count()).toBe(0);
    await toolbar(b.page).getByRole('button', { name: 'Next' }).waitFor();
  }, 240_000);

  it('the person who just left can be reported and blocked from the call screen', async () => {
    const [a, b] = [await guest(), await guest()];
    await pair(a.page, b.page);
    await toolbar(a.page).getByRole('button', { name: 'Disconnect' }).click();
    await b.page.getByText('Partner left the chat').first().waitFor();

    // B searches again by itself; the toolbar's Report and Block are about A
    await toolbar(b.page).getByRole('button', { name: 'Report' }).click();
    const report = b.page.getByRole('dialog', { name: 'Are you sure?' });
    await report.getByText('Your earlier partner from Germany').waitFor();
    await report.getByText(/^Call ended at /).waitFor();
    expect(await axeViolations(b.page)).toEqual([]);
    await shots(b.page, 'report-partner-left');
    await report.getByRole('radio', { name: 'Nudity or sexual content' }).check();
    await report.getByRole('button', { name: 'Confirm' }).click();
    await toast(b.page, 'Report sent').waitFor();
    await toolbar(b.page).getByRole('button', { name: 'Reported' }).waitFor();

    await toolbar(b.page).getByRole('button', { name: 'Block' }).click();
    const block = b.page.getByRole('dialog', { name: 'Block this person?' });
    await block.getByText(/^Call ended at /).waitFor();
    await block.getByRole('button', { name: 'Block' }).click();
    await toast(b.page, 'Blocked')
      .getByText(/your earlier partner from Germany/)
      .waitFor();
    await toolbar(b.page).getByRole('button', { name: 'Blocked' }).waitFor();

    expect((await reportsBy(b.id)).map((r) => [r.reported_id, r.reason])).toEqual([
      [a.id, 'nudity'],
    ]);
    expect((await blocksBy(b.id)).map((r) => r.blocked_id)).toEqual([a.id]);
  });

  it('an End Challenge left open closes when the partner leaves, says so, and touches nobody new', async () => {
    const [a, b, c] = [await guest(), await guest(), await guest()];
    const trivia = (page: Page) => page.getByRole('region', { name: 'Trivia duel' });
    await pair(a.page, b.page);
    for (const page of [a.page, b.page]) await openGames(page);
    await trivia(a.page).getByRole('button', { name: 'Challenge to trivia' }).click();
    await trivia(b.page).getByRole('button', { name: 'Accept' }).click();
    await trivia(b.page).getByRole('button', { name: 'End Challenge' }).click();
    const sure = b.page.getByRole('dialog', { name: 'End the trivia duel?' });
    await sure.waitFor();

    await partnerChanges(a.page, c, b.id);
    await sure.waitFor({ state: 'detached' });
    await toast(b.page, 'The game already ended').waitFor();
    // B and C can play at once: nothing stale in the way
    await openGames(c.page);
    await openGames(b.page);
    await trivia(c.page).getByRole('button', { name: 'Challenge to trivia' }).click();
    await trivia(b.page).getByRole('button', { name: 'Accept' }).click();
    for (const page of [b.page, c.page])
      await trivia(page).getByTestId('trivia-your-score').waitFor();
  }, 240_000);

  it('a Quit left open closes when the partner quits: their next challenge can be accepted and quit', async () => {
    const [a, b] = [await guest(), await guest()];
    const laugh = (page: Page) => page.getByRole('region', { name: 'Laugh challenge' });
    await pair(a.page, b.page);
    for (const page of [a.page, b.page]) await openGames(page);
    await laugh(a.page).getByRole('button', { name: 'Challenge to a laugh duel' }).click();
    await laugh(b.page).getByRole('button', { name: 'Accept' }).click();
    await laugh(b.page).getByRole('button', { name: 'Quit challenge' }).click();
    const stale = b.page.getByRole('dialog', { name: 'Quit the laugh challenge?' });
    await stale.waitFor();

    // A quits first
    await laugh(a.page).getByRole('button', { name: 'Quit challenge' }).click();
    await a.page
      .getByRole('dialog', { name: 'Quit the laugh challenge?' })
      .getByRole('button', { name: 'Quit challenge' })
      .click();
    await stale.waitFor({ state: 'detached' });
    await laugh(b.page).getByText('Challenge Ended').waitFor();
    await toast(b.page, 'The game already ended').waitFor();

    // A challenges again: B's Accept works at once, and B's own Quit ends that game
    await laugh(a.page).getByRole('button', { name: 'Rematch' }).click();
    await laugh(b.page).getByRole('button', { name: 'Accept' }).click();
    // the first break says so ("Switching turns" only comes between turns)
    for (const page of [a.page, b.page])
      await laugh(page).getByText('Get ready: the first turn starts soon').waitFor();
    await laugh(b.page).getByRole('button', { name: 'Quit challenge' }).click();
    await b.page
      .getByRole('dialog', { name: 'Quit the laugh challenge?' })
      .getByRole('button', { name: 'Quit challenge' })
      .click();
    for (const page of [a.page, b.page]) await laugh(page).getByText('Challenge Ended').waitFor();
  }, 240_000);
});
