import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileReport } from '../moderation/reports.ts';
import { recordBan } from '../moderation/store.ts';
import { migrate, type Db, type Store } from '../store/db.ts';
import { openTestStore, testEngines } from '../testing/harness.ts';
import { seedMember } from '../testing/people.ts';
import { createGuest } from '../store/users.ts';
import { releaseLease, takeLease } from './lease.ts';
import { runRetention, scheduleRetention } from './retention.ts';
import { transparency } from './transparency.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 12);
const policy = { guestIdleDays: 30, reportDays: 90 };

const guest = async (db: Db, lastSeen: number, device = randomUUID()) =>
  (await createGuest(db, device, lastSeen)).id;

async function session(db: Db, userId: string, expiresAt: number, revokedAt: number | null) {
  const id = randomUUID();
  await db
    .insertInto('refresh_sessions')
    .values({
      id,
      user_id: userId,
      token_hash: 'h',
      previous_hash: null,
      rotated_at: NOW - DAY,
      created_at: NOW - DAY,
      expires_at: expiresAt,
      revoked_at: revokedAt,
    })
    .execute();
  return id;
}

const ids = async (db: Db, table: 'users' | 'refresh_sessions' | 'reports') =>
  (await db.selectFrom(table).select('id').execute()).map((r) => r.id).sort();

describe.each(testEngines())('retention on %s', (engine) => {
  let store: Store;
  let db: Db;
  beforeEach(async () => {
    const opened = openTestStore(engine);
    store = opened.store;
    await migrate(store, opened.schema);
    db = store.db;
  });
  afterEach(() => store.close());

  it('removes exactly the expired sessions, idle guests and old reports', async () => {
    const member = await seedMember(db, NOW, 'carol');
    // a member not seen for a year stays: only guests expire
    await db
      .updateTable('users')
      .set({ last_seen_at: NOW - 365 * DAY })
      .where('id', '=', member)
      .execute();
    const idle = await guest(db, NOW - 30 * DAY - 1);
    const justIdle = await guest(db, NOW - 30 * DAY);
    const active = await guest(db, NOW - DAY);
    const bannedDevice = randomUUID();
    const idleBanned = await guest(db, NOW - 31 * DAY, bannedDevice);
    await recordBan(db, {
      userId: idleBanned,
      source: 'reports',
      reason: 'r',
      expiresAt: NOW + 5 * DAY,
      now: NOW - 31 * DAY,
    });
    const live = await session(db, member, NOW + DAY, null);
    await session(db, member, NOW, null);
    await session(db, active, NOW + DAY, NOW - 1);
    const report = (reporter: string, at: number, matchId: string) =>
      fileReport(db, {
        reporterId: reporter,
        reporterDevice: null,
        reporterAddress: null,
        reportedId: member,
        matchId,
        messages: ['x'],
        now: at,
        reason: 'spam',
      });
    await report(active, NOW - 90 * DAY - 1, 'old');
    await report(active, NOW - 90 * DAY, 'edge');
    await report(justIdle, NOW - DAY, 'new');
    const keptReports = (await db.selectFrom('reports').select(['id', 'match_id']).execute())
      .filter((r) => r.match_id !== 'old')
      .map((r) => r.id)
      .sort();

    const result = await runRetention(db, policy, NOW);
    expect(result).toEqual({
      sessions: 2,
      guests: 2,
      reports: 1,
      recent: 0,
      deletedHolds: 0,
      standingEvents: 0,
    });
    expect(await ids(db, 'refresh_sessions')).toEqual([live]);
    const users = await ids(db, 'users');
    expect(users).toEqual(expect.arrayContaining([member, justIdle, active]));
    expect(users).not.toContain(idle);
    expect(users).not.toContain(idleBanned);
    // the idle guest's ban on its browser outlives it (an anonymous record holds it)
    expect(users).toHaveLength(4);
    const ban = await db
      .selectFrom('bans')
      .selectAll()
      .where('device_id', '=', bannedDevice)
      .executeTakeFirstOrThrow();
    expect(ban.expires_at).toBe(NOW + 5 * DAY);
    expect(await ids(db, 'reports')).toEqual(keptReports);
    // a second pass at the same time finds nothing more
    expect(await runRetention(db, policy, NOW)).toEqual({
      sessions: 0,
      guests: 0,
      reports: 0,
      recent: 0,
      deletedHolds: 0,
      standingEvents: 0,
    });
  });

  it('keeps removed reports in the transparency counts', async () => {
    const a = await seedMember(db, NOW, 'dave');
    const b = await seedMember(db, NOW, 'erin');
    const at = NOW - 100 * DAY;
    await fileReport(db, {
      reporterId: a,
      reporterDevice: null,
      reporterAddress: null,
      reportedId: b,
      matchId: 'm1',
      messages: [],
      now: at,
      reason: 'nudity',
    });
    await fileReport(db, {
      reporterId: b,
      reporterDevice: null,
      reporterAddress: null,
      reportedId: a,
      matchId: 'm1',
      messages: [],
      now: at + 1,
    });
    const month = new Date(at).toISOString().slice(0, 7);
    const figures = async () =>
      (await transparency(db, NOW)).months.find((m) => m.month === month)?.reports;
    const before = await figures();
    expect(before).toEqual({ nudity: 1, none: 1 });
    expect((await runRetention(db, policy, NOW)).reports).toBe(2);
    expect(await figures()).toEqual(before);
  });

  it('lets one holder at a time take the lease until it expires or is given back', async () => {
    expect(await takeLease(db, 'job', 'node-a', NOW, 1000)).toBe(true);
    expect(await takeLease(db, 'job', 'node-b', NOW + 999, 1000)).toBe(false);
    expect(await takeLease(db, 'job', 'node-a', NOW + 999, 1000)).toBe(true);
    expect(await takeLease(db, 'job', 'node-b', NOW + 1998, 1000)).toBe(false);
    expect(await takeLease(db, 'job', 'node-b', NOW + 1999, 1000)).toBe(true);
    await releaseLease(db, 'job', 'node-a'); // not the holder: changes nothing
    expect(await takeLease(db, 'job', 'node-a', NOW + 2000, 1000)).toBe(false);
    await releaseLease(db, 'job', 'node-b');
    expect(await takeLease(db, 'job', 'node-a', NOW + 2000, 1000)).toBe(true);
  });

  it('runs the pass on one of two nodes sharing the store', async () => {
    await guest(db, NOW - 40 * DAY);
    const node = () =>
      scheduleRetention({
        db,
        policy,
        now: () => NOW,
        onError: (err) => {
          throw err;
        },
      });
    const [a, b] = [node(), node()];
    try {
      const results = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(results.filter((r) => r !== null)).toEqual([
        { sessions: 0, guests: 1, reports: 0, recent: 0, deletedHolds: 0, standingEvents: 0 },
      ]);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
