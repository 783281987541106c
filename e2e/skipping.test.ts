import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../src/shared/protocol/index.ts';
import {
  ack,
  connected,
  connectedUser,
  nextEvent,
  steerableClock,
  type AppClientSocket,
} from '../src/server/testing/harness.ts';
import { axeViolations } from './axeCheck.ts';
import { continueAsGuest, findPartner, searchRunsOut, startApp, type App } from './browser.ts';

/** Skipping, skipping fast, and chatting over the limit, as people do them in a real call. */
describe('skipping and limits with real browsers', () => {
  let app: App;
  let matches = 0;
  const clock = steerableClock();

  beforeAll(async () => {
    app = await startApp({}, [], clock);
    app.server.services.matches.on('matched', () => (matches += 1));
  });
  afterAll(() => app.close());

  afterEach(async () => {
    // nobody from a finished test may still be searching when the next one pairs its guests
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  const open: BrowserContext[] = [];

  /** Two fresh guests in a call with each other. */
  async function pairOfGuests(): Promise<[Page, Page]> {
    const users = await Promise.all([1, 2].map(() => app.newUser(undefined, { clock: true })));
    open.push(...users.map((u) => u.context));
    const [a, b] = users.map((u) => u.page);
    await continueAsGuest(a!);
    await continueAsGuest(b!);
    await findPartner(a!);
    await findPartner(b!);
    for (const page of [a!, b!]) await page.getByRole('button', { name: 'Next' }).waitFor();
    return [a!, b!];
  }

  it('after Next the two are not paired again, even with nobody else waiting', async () => {
    const [a, b] = await pairOfGuests();
    const before = matches;
    await a.getByRole('button', { name: 'Next' }).click();
    await b.getByText('Partner left the chat').first().waitFor();
    // both keep searching (b by auto-search) and are told nobody was found, not each other
    await searchRunsOut(app, clock, [a, b]);
    expect(matches).toBe(before);
  });

  it('after Disconnect the two are not paired again either, even with nobody else waiting', async () => {
    const [a, b] = await pairOfGuests();
    const before = matches;
    await a.getByRole('button', { name: 'Disconnect' }).click();
    await b.getByText('Partner left the chat').first().waitFor();
    // b searches again by itself; a searches again by hand: nobody else is there
    await findPartner(a);
    await searchRunsOut(app, clock, [a, b]);
    expect(matches).toBe(before);
  });

  it('a fast skipper pressing Next as soon as each new partner shows is not refused', async () => {
    const { context, page: a } = await app.newUser();
    open.push(context);
    const people: AppClientSocket[] = [];
    /** Someone new starts waiting; resolves once they are in the queue, with their match. */
    const someoneWaits = async () => {
      const { socket } = await connectedUser(app.server);
      people.push(socket);
      const found = nextEvent(socket, 'partnerFound', 15_000);
      expect((await ack(socket, 'findPartner', { interests: [] })).ok).toBe(true);
      // wrapped: an async function returning the promise itself would wait for the match
      return { found };
    };
    try {
      await continueAsGuest(a);
      let met = await someoneWaits();
      await findPartner(a);
      await met.found;
      // twelve skips in a row, each as soon as the next person shows (more than the old 10 a minute)
      for (let skip = 1; skip <= 12; skip++) {
        await a.getByText('Connecting to your partner…').waitFor();
        met = await someoneWaits();
        await a.getByRole('button', { name: 'Next' }).click();
        await met.found;
      }
      await a.getByText('Connecting to your partner…').waitFor();
      expect(await a.getByText(/skipping too fast/).count()).toBe(0);
    } finally {
      people.forEach((s) => s.disconnect());
    }
  });

  it('a refused Next says why, and the partner is told at once instead of a frozen frame', async () => {
    const [a, b] = await pairOfGuests();
    // the same person skipped a lot in another tab: their per-person allowance is spent
    const session = await a.evaluate(async () => {
      const res = await fetch('/api/auth/refresh', { method: 'POST' });
      return (await res.json()) as SessionResponse;
    });
    for (let skipped = -1; skipped !== 0;) {
      const otherTab = app.server.connect(session.token);
      await connected(otherTab);
      for (skipped = 0; (await ack(otherTab, 'nextPartner')).ok;) skipped += 1;
      otherTab.disconnect();
    }

    await a.getByRole('button', { name: 'Next' }).click();
    await a.getByText("You're skipping too fast. Please wait a minute and try again.").waitFor();
    await b.getByText('Partner left the chat').first().waitFor();
    await a.getByRole('button', { name: 'Find a Partner' }).waitFor();
    for (const page of [a, b]) expect(await page.getByText(/nextPartner|events/).count()).toBe(0);
  });

  it('a chat message refused over the limit shows as not sent, and Retry sends it', async () => {
    const [a, b] = await pairOfGuests();
    const field = a.getByLabel('Message', { exact: true });
    const texts: string[] = [];
    const failed = a.locator('.chat-you.chat-failed');
    // bursts of 8 as fast as the page takes them: over 3 a second, some are refused (on a
    // loaded machine one burst can straddle the limit's windows, so there may be a next one)
    for (let burst = 0; burst < 5 && (await failed.count()) === 0; burst++) {
      for (let i = 0; i < 8; i++) {
        const text = `m${texts.length + 1}x`;
        texts.push(text);
        await field.fill(text);
        await field.press('Enter');
      }
      await expect
        .poll(() => a.locator('.chat-you').count())
        .toBe(texts.length)
        .catch(() => undefined);
    }
    await expect.poll(() => failed.count()).toBeGreaterThan(0);
    await a
      .getByText("You're sending messages too fast. Please wait a moment and try again.")
      .first()
      .waitFor();
    const failedText = (await failed.first().textContent())!;
    expect(failedText).toContain('Not sent');
    expect(await axeViolations(a)).toEqual([]);
    const lost = texts.find((t) => failedText.startsWith(`You: ${t}`))!;
    expect(await b.locator('.chat-partner', { hasText: lost }).count()).toBe(0);
    // a person waits a moment and taps Retry until every message went through
    await expect
      .poll(
        async () => {
          if (await failed.count())
            await failed.first().getByRole('button', { name: 'Retry' }).click();
          return failed.count();
        },
        { timeout: 20_000, interval: 400 },
      )
      .toBe(0);
    for (const text of texts)
      await expect.poll(() => b.locator('.chat-partner', { hasText: text }).count()).toBe(1);
  });
});
