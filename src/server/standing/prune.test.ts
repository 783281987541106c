import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scheduleRetention } from '../privacy/retention.ts';
import { migrate, type Db, type Store } from '../store/db.ts';
import { createGuest } from '../store/users.ts';
import { openTestStore, testEngines } from '../testing/harness.ts';
import { STANDING_RULE } from './rule.ts';
import { personStanding } from './store.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 12);
const policy = { guestIdleDays: 30, reportDays: 90 };

describe.each(testEngines())("pruning the calls' standing signals on %s", (engine) => {
  let store: Store;
  let db: Db;
  beforeEach(async () => {
    const opened = openTestStore(engine);
    store = opened.store;
    await migrate(store, opened.schema);
    db = store.db;
  });
  afterEach(() => store.close());

  it('the retention pass removes what the rule no longer reads, and the standing stays the same', async () => {
    const { id: userId } = await createGuest(db, randomUUID(), NOW);
    const event = (at: number, kind: 'quickLeave' | 'goodCall' = 'goodCall') => ({
      match_id: randomUUID(),
      user_id: userId,
      device_id: null,
      kind,
      at,
    });
    const edge = NOW - STANDING_RULE.readWindowMs;
    const kept = [event(edge + 1), event(NOW - DAY, 'quickLeave'), event(NOW)];
    await db
      .insertInto('standing_events')
      .values([event(NOW - 200 * DAY), event(edge, 'quickLeave'), ...kept])
      .execute();
    const before = await personStanding(db, userId, NOW);

    // the job's pass, on the server's clock (the schedule runs it hourly on one node)
    const job = scheduleRetention({
      db,
      policy,
      now: () => NOW,
      onError: (err) => {
        throw err;
      },
    });
    try {
      expect(await job.runOnce()).toMatchObject({ standingEvents: 2 });
    } finally {
      await job.stop();
    }
    const left = await db.selectFrom('standing_events').select('match_id').execute();
    expect(left.map((r) => r.match_id).sort()).toEqual(kept.map((e) => e.match_id).sort());
    expect(await personStanding(db, userId, NOW)).toEqual(before);

    // two milliseconds on, the oldest kept signal is past the window too
    const next = scheduleRetention({ db, policy, now: () => NOW + 2, onError: () => {} });
    try {
      expect(await next.runOnce()).toMatchObject({ standingEvents: 1 });
    } finally {
      await next.stop();
    }
  });
});
