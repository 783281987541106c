import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steerableClock } from '../src/server/testing/harness.ts';
import { matchGuests, partnerVideoPlays, startApp, type App } from './browser.ts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { shoot } from './contacts-helpers.ts';

const SHOW = 'Show what was held back: a link, a handle or a phone number';

async function say(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** SHOTS_DIR=/some/dir: the chat at both sizes (on a phone the chat opens over the call first). */
async function shootChat(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    const open = page.getByRole('button', { name: /^Show Chat/ });
    if (await open.isVisible()) await open.click();
    await page.getByRole('list', { name: 'Messages' }).waitFor();
    await page.screenshot({ path: join(dir, `${name}-${width}x${height}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Two people new to the app: a link one sends reaches the other behind "Show", revealed as
 * plain text; after a call of 30 s or more each is offered a private thumbs up or down.
 */
describe('held links and the private rating with real browsers', () => {
  const clock = steerableClock();
  let app: App;
  let a: Page;
  let b: Page;

  beforeAll(async () => {
    app = await startApp({}, [], clock);
    a = (await app.newUser(undefined, { clock: true })).page;
    b = (await app.newUser(undefined, { clock: true })).page;
    await matchGuests(a, b);
    await Promise.all([partnerVideoPlays(a), partnerVideoPlays(b)]);
  }, 120_000);
  afterAll(() => app?.close());

  it('a new person’s link reaches the partner behind Show, and Show reveals it as plain text', async () => {
    await say(a, 'add me on ig: sunny.day or www.sunny.example');
    const log = b.getByRole('list', { name: 'Messages' });
    const line = log.getByRole('listitem').filter({ hasText: 'add me on' });
    await line.waitFor();
    // the sender sees what they typed
    await a
      .getByRole('list', { name: 'Messages' })
      .getByText('add me on ig: sunny.day or www.sunny.example')
      .waitFor();
    const buttons = line.getByRole('button', { name: SHOW });
    expect(await buttons.count()).toBe(2);
    expect(await line.getByText('sunny').count()).toBe(0);
    await shootChat(b, 'held-message');
    await buttons.first().click();
    await line.getByText('ig: sunny.day').waitFor();
    expect(await line.getByText('www.sunny.example').count()).toBe(0);
    expect(await line.getByRole('button', { name: SHOW }).count()).toBe(1);
    // revealed as text only: nothing in the message is a link to follow
    expect(await line.getByRole('link').count()).toBe(0);
    await shootChat(b, 'held-message-shown');
  });

  it('after a call of 30 s or more both are offered a private thumbs up or down', async () => {
    clock.advance(31_000);
    for (const page of [a, b]) await page.clock.fastForward(31_000);
    await a.getByRole('button', { name: 'Disconnect' }).click();
    for (const page of [a, b])
      await page.getByRole('region', { name: 'How was that call?' }).waitFor();
    await shoot(b, 'rating-offer');
    await a.getByRole('button', { name: 'Good call' }).click();
    await a.getByText('Thanks for telling us.').waitFor();
    await b.getByRole('button', { name: 'Bad call' }).click();
    await b.getByText('Thanks for telling us.').waitFor();
    const rows = await app.server.services.store.db
      .selectFrom('call_ratings')
      .select(['up'])
      .orderBy('up')
      .execute();
    expect(rows.map((r) => Number(r.up))).toEqual([0, 1]);
  });
});
