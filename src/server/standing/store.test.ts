import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearHold } from '../age/holds.ts';
import { fileAgeSignal } from '../age/signals.ts';
import { fileReport } from '../moderation/reports.ts';
import { migrate, type Db, type Store } from '../store/db.ts';
import { createGuest } from '../store/users.ts';
import { openTestStore, testEngines } from '../testing/harness.ts';
import { personStanding } from './store.ts';

const NOW = Date.UTC(2026, 5, 15, 12);

describe.each(testEngines())('the signals standing reads from the store on %s', (engine) => {
  let store: Store;
  let db: Db;
  beforeEach(async () => {
    const opened = openTestStore(engine);
    store = opened.store;
    await migrate(store, opened.schema);
    db = store.db;
  });
  afterEach(() => store.close());
  const guest = async () => (await createGuest(db, randomUUID(), NOW)).id;

  it('counts age signals as their own kind, once per reporter, spent when an operator clears the age review', async () => {
    const person = await guest();
    const age = async (reporterId: string, now: number) =>
      fileAgeSignal(db, {
        reporterId,
        reporterDevice: null,
        reporterAddress: null,
        reportedId: person,
        reportedDevice: null,
        matchId: randomUUID(),
        estimate: 14,
        now,
      });
    const [r1, r2, r3] = [await guest(), await guest(), await guest()];
    await age(r1, NOW - 2000);
    await age(r1, NOW - 1500); // the same reporter again: once
    await age(r2, NOW - 1000);
    await fileReport(db, {
      reporterId: r3,
      reporterDevice: null,
      reporterAddress: null,
      reportedId: person,
      matchId: randomUUID(),
      messages: [],
      now: NOW - 1000,
      reason: 'harassment',
    });
    expect(await personStanding(db, person, NOW)).toMatchObject({
      score: -3.5,
      lane: 'slow',
      reasons: [
        { kind: 'age', count: 2, weight: -2 },
        { kind: 'report', count: 1, weight: -1.5 },
      ],
    });

    // the operator judged them an adult: the signals before the clear no longer count
    expect(await clearHold(db, person, 'cli', NOW - 500)).toBe(true);
    expect(await personStanding(db, person, NOW)).toMatchObject({
      score: -1.5,
      reasons: [{ kind: 'report', count: 1, weight: -1.5 }],
    });
    // a new signal after the clear does
    await age(r3, NOW);
    expect((await personStanding(db, person, NOW))?.reasons).toContainEqual({
      kind: 'age',
      count: 1,
      weight: -1,
    });
  });
});
