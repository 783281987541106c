import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueAsGuest, startApp, type App, findPartner } from './browser.ts';

const run = promisify(execFile);
// a file store, so the operator CLI (another process) sees what the test server sees
const dbFile = join(tmpdir(), `matchup-moderation-${process.pid}-${Date.now()}.db`);

/** `npm run admin -- …` as an operator would run it, against the test server's store. */
async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['src/server/moderation/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: `sqlite:${dbFile}` },
  });
  return stdout;
}

const countdown = /^Ban lifts in: (\d+)d (\d+)h (\d+)m (\d+)s$/;
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent())?.trim() ?? '';
  const m = countdown.exec(text);
  expect(m, text).not.toBeNull();
  const [d, h, min, s] = m!.slice(1).map(Number) as [number, number, number, number];
  return ((d * 24 + h) * 60 + min) * 60 + s;
}

describe('reports and bans in the browser', () => {
  let app: App;
  let reporter: Page;
  let target: Page;

  beforeAll(async () => {
    app = await startApp({ DATABASE_URL: `sqlite:${dbFile}` });
    reporter = (await app.newUser()).page;
    target = (await app.newUser()).page;
    for (const page of [reporter, target]) await continueAsGuest(page);
  });
  afterAll(async () => {
    await app.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
  });

  it('reports the partner with a reason after the confirmation dialog', async () => {
    await findPartner(reporter);
    await findPartner(target);
    const report = reporter.getByRole('button', { name: 'Report' });
    await report.waitFor({ timeout: 45_000 });
    await reporter.getByLabel('Message', { exact: true }).fill('hello there');
    await reporter.getByRole('button', { name: 'Send' }).click();

    // cancel first: nothing is sent
    await report.click();
    const dialog = reporter.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await admin('reports')).toContain('No reports.');

    await report.click();
    // a reason first: Confirm waits for it
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    const reasons = dialog.getByRole('group', { name: 'Reason' }).getByRole('radio');
    expect(await reasons.evaluateAll((r) => r.map((e) => e.parentElement!.textContent))).toEqual([
      'Nudity or sexual content',
      'Harassment or hate',
      'Appears under 18',
      'Spam or scam',
      'Other',
    ]);
    await dialog.getByRole('radio', { name: 'Harassment or hate' }).check();
    await confirm.click();
    await reporter.getByText('Report sent').waitFor();
    await reporter.getByRole('button', { name: 'Reported' }).waitFor();
    const listed = await admin('reports');
    expect(listed).toContain('  reason:   Harassment or hate');
    expect(listed).toContain('"reporter: hello there"');
    expect(listed).toMatch(/reported: [0-9a-f-]{36} \(guest\)/);
  });

  it('an operator ban shows the toast, the overlay and a countdown that ticks to expiry', async () => {
    const targetId = /reported: ([0-9a-f-]{36})/.exec(await admin('reports'))![1]!;
    expect(await admin('ban', targetId, '--duration', '20s', '--reason', 'e2e check')).toMatch(
      /^Banned .* for 20 seconds/,
    );
    // the running server notices within its ban sweep (a few seconds)
    await target.getByText('Account notice').waitFor({ timeout: 10_000 });
    await target.getByText('You have been banned for').first().waitFor();
    const overlay = target.getByRole('dialog', { name: 'Account Banned' });
    await overlay.waitFor();
    await overlay.getByText('You have been banned for violating our terms.').waitFor();
    const first = await secondsLeft(target);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(20);
    // the countdown runs: it shows fewer seconds within a few seconds
    await expect.poll(() => secondsLeft(target), { timeout: 10_000 }).toBeLessThan(first);
    // the partner was let go
    await reporter
      .getByRole('button', { name: 'Find a Partner' })
      .or(reporter.getByText('Searching for a new match…'))
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await admin('show', targetId)).toMatch(/BANNED until .*: "e2e check"/);

    // a reload keeps the overlay (from /api/auth/refresh) and shows the ban notice behind it
    await target.reload();
    await overlay.waitFor();
    await target.getByText(/Your account is banned until/).waitFor();
    expect(await secondsLeft(target)).toBeGreaterThan(0);

    await target.getByText('Ban expired. Please reload the page.').waitFor({ timeout: 30_000 });
    await target.getByRole('button', { name: 'Reload' }).click();
    await target.getByRole('button', { name: 'Find a Partner' }).waitFor();
    expect(await overlay.count()).toBe(0);
  });
});
