import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import {
  continueAsGuest,
  findPartner,
  openGames,
  partnerVideoPlays,
  searchRunsOut,
  startApp,
  type App,
} from './browser.ts';
import { steerableClock } from '../src/server/testing/harness.ts';

/** Mute and camera off, and Block, between real browsers: what the partner sees of each. */
describe('safety in the call with real browsers', () => {
  let app: App;
  /** every match the server made, as the pair of user ids */
  const made: string[][] = [];
  const clock = steerableClock();

  beforeAll(async () => {
    app = await startApp({}, [], clock);
    app.server.services.matches.on('matched', (m) => made.push([...m.users].sort()));
  });
  afterAll(() => app.close());

  const open: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  /** `clock`: the page runs on Playwright's clock, for searchRunsOut */
  async function guest(clock = false): Promise<Page> {
    const { context, page } = await app.newUser(undefined, { clock });
    open.push(context);
    await continueAsGuest(page);
    return page;
  }

  async function userId(page: Page): Promise<string> {
    const { user } = await page.evaluate(async () =>
      (await fetch('/api/auth/refresh', { method: 'POST' })).json(),
    );
    return (user as { id: string }).id;
  }

  async function pairOf(a: Page, b: Page): Promise<void> {
    await findPartner(a);
    await findPartner(b);
    for (const page of [a, b]) await page.getByRole('button', { name: 'Next' }).waitFor();
  }

  const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Call controls' });

  it('mute and camera off are seen by the partner; camera off ends a running laugh challenge', async () => {
    const [a, b] = [await guest(), await guest()];
    await pairOf(a, b);
    await partnerVideoPlays(b);
    const mute = toolbar(a).getByRole('button', { name: 'Mute' });
    const cameraOff = toolbar(a).getByRole('button', { name: 'Camera off' });
    expect(await mute.getAttribute('aria-pressed')).toBe('false');

    // by keyboard: focus the toggle and press Space
    await mute.focus();
    await a.keyboard.press('Space');
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await b.getByTestId('partner-muted').getByText('Partner muted').waitFor();
    const micEnabled = () =>
      a.evaluate(() => {
        const v = document.querySelector<HTMLVideoElement>('video.self-video');
        return (v?.srcObject as MediaStream | null)?.getAudioTracks()[0]?.enabled;
      });
    expect(await micEnabled()).toBe(false);

    await cameraOff.click();
    expect(await cameraOff.getAttribute('aria-pressed')).toBe('true');
    const placeholder = b.getByTestId('partner-camera-off');
    await placeholder.getByText('Camera off', { exact: true }).waitFor();
    await placeholder.getByText('Microphone muted').waitFor();
    expect(await axeViolations(b)).toEqual([]);
    expect(await axeViolations(a)).toEqual([]);

    await mute.click();
    await placeholder.getByText('Microphone on').waitFor();
    expect(await micEnabled()).toBe(true);
    await cameraOff.click();
    await placeholder.waitFor({ state: 'detached' });
    expect(await b.getByTestId('partner-muted').count()).toBe(0);

    // a laugh challenge running: turning the camera off ends it, no points, reason said
    await openGames(a);
    await a.getByRole('button', { name: 'Challenge to a laugh duel' }).click();
    await b.getByRole('button', { name: 'Accept' }).click();
    await a.locator('.laugh-panel[data-phase="prep"], .laugh-panel[data-phase="active"]').waitFor();
    await cameraOff.click();
    await a
      .getByText('You turned your camera off, so the laugh challenge ended. No points this time.')
      .waitFor();
    await b
      .getByText(
        'Your partner turned their camera off, so the laugh challenge ended. No points this time.',
      )
      .waitFor();
    await placeholder.waitFor();
    // and with the camera still off, no new one starts: the reason is said
    await a.getByRole('button', { name: 'Rematch' }).click();
    await a.getByText('Turn your camera on to play the laugh challenge.').waitFor();
  });

  it('after Block the two never meet again: with nobody else waiting, and with a third person waiting', async () => {
    const [a, b] = [await guest(true), await guest(true)];
    const [ua, ub] = [await userId(a), await userId(b)];
    const blockedPair = [ua, ub].sort().join();
    await pairOf(a, b);

    await toolbar(a).getByRole('button', { name: 'Block' }).click();
    const dialog = a.getByRole('dialog', { name: 'Block this person?' });
    await dialog.getByText('never be matched with them again').waitFor();
    await dialog.getByRole('button', { name: 'Block' }).click();
    await a.getByText("You won't be matched with this person again.").waitFor();
    // the partner sees the usual "left", never "blocked"
    await b.getByText('Partner left the chat').first().waitFor();
    expect(await b.getByText(/blocked/i).count()).toBe(0);
    const queue = app.server.services.matches.queue;

    // nobody else waiting: b searches again by itself, a by hand; both end with no match
    await findPartner(a);
    await searchRunsOut(app, clock, [a, b]);

    // again, and a third person comes: paired with one of them, never the two together
    await findPartner(a);
    await findPartner(b);
    await expect.poll(() => queue.size(), { timeout: 10_000 }).toBe(2);
    const c = await guest();
    const uc = await userId(c);
    await findPartner(c);
    await c.getByRole('button', { name: 'Next' }).waitFor();
    const withC = made.filter((m) => m.includes(uc));
    expect(withC).toHaveLength(1);
    const left = withC[0]!.includes(ua) ? b : a;
    await searchRunsOut(app, clock, [left]);
    expect(made.map((m) => m.join()).filter((m) => m === blockedPair)).toHaveLength(1);
  });

  it('a member sees the block in Settings and removes it', async () => {
    const [a, b] = [await guest(), await guest()];
    // a becomes a member (as a provider sign-in does)
    await app.server.services.store.db
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google', display_name: 'Ada' })
      .where('id', '=', await userId(a))
      .execute();
    await pairOf(a, b);
    await toolbar(a).getByRole('button', { name: 'Block' }).click();
    await a
      .getByRole('dialog', { name: 'Block this person?' })
      .getByRole('button', { name: 'Block' })
      .click();
    await a.getByText("You won't be matched with this person again.").waitFor();
    await a.goto('/settings');
    const section = a.getByRole('region', { name: 'Blocked people' });
    const unblock = section.getByRole('button', { name: /^Unblock someone from/ });
    await unblock.waitFor();
    expect(await section.getByRole('listitem').count()).toBe(1);
    expect(await axeViolations(a)).toEqual([]);
    await unblock.click();
    await section.getByText("You haven't blocked anyone.").waitFor();
    await a.getByText('You may be matched with this person again.').waitFor();
  });
});
