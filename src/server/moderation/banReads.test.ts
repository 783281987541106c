import { afterEach, describe, expect, it } from 'vitest';
import { devicesOf, isHeldInStore, writeHold } from '../age/holds.ts';
import { migrate, type Store } from '../store/db.ts';
import { createGuest } from '../store/users.ts';
import { openTestStore, testEngines } from '../testing/harness.ts';
import { BanStateReads, readBanStates } from './banReads.ts';
import { readBanState, recordBan } from './store.ts';

const HOUR = 3_600_000;

describe.each(testEngines())('reading many people at once (%s)', (engine) => {
  let store: Store;
  afterEach(() => store.close());

  async function people() {
    const opened = openTestStore(engine);
    store = opened.store;
    await migrate(store, opened.schema);
    const { db } = store;
    const now = Date.now();
    const free = await createGuest(db, 'device-free');
    const banned = await createGuest(db, 'device-banned');
    await recordBan(db, {
      userId: banned.id,
      source: 'operator',
      reason: 'spam',
      expiresAt: now + HOUR,
    });
    // a new guest on the banned guest's browser, with the cookie on the request or on the row
    const sameBrowser = await createGuest(db, null);
    const bornThere = await createGuest(db, 'device-banned');
    const held = await createGuest(db, 'device-held');
    await writeHold(db, { userId: held.id, deviceId: 'device-held' }, now);
    // a ban that is over for a later reader and not for an earlier one
    const ending = await createGuest(db, 'device-ending');
    await recordBan(db, {
      userId: ending.id,
      source: 'operator',
      reason: 'x',
      expiresAt: now + 1_000,
    });
    const asked = [
      { userId: free.id, deviceId: 'device-free', now },
      { userId: banned.id, deviceId: null, now },
      { userId: sameBrowser.id, deviceId: 'device-banned', now },
      { userId: bornThere.id, deviceId: null, now },
      { userId: held.id, deviceId: null, now },
      { userId: 'nobody', deviceId: 'device-free', now },
      { userId: ending.id, deviceId: '', now: now + 2_000 },
      { userId: free.id, deviceId: 'device-held', now },
    ];
    return { db, asked };
  }

  it('says of each person what reading them alone says, in the order asked', async () => {
    const { db, asked } = await people();
    // the ban as the search guard reads it alone, the hold as age/holds.ts reads it alone
    const alone = await Promise.all(
      asked.map(async (a) => {
        const state = await readBanState(db, a.userId, a.deviceId, a.now);
        if (!state) return undefined;
        const held = await isHeldInStore(db, a.userId, devicesOf(state.user, a.deviceId));
        return { ...state, held };
      }),
    );
    const together = await readBanStates(db, asked);
    expect(together).toEqual(alone);
    // and what the cases are, so the comparison is not of two empty answers
    expect(together.map((s) => (s ? [!!s.ban, s.held] : 'gone'))).toEqual([
      [false, false],
      [true, false],
      [true, false],
      [true, false],
      [false, true],
      'gone',
      [false, false],
      [false, true],
    ]);
  });

  it('gathers the reads of one turn into one statement, each answered as its own', async () => {
    const { db, asked } = await people();
    const reads = new BanStateReads(db);
    const answers = await Promise.all(asked.map((a) => reads.read(a.userId, a.deviceId, a.now)));
    expect(answers).toEqual(await readBanStates(db, asked));
  });

  it('sees a ban committed just before the read was asked for', async () => {
    const { db } = await people();
    const reads = new BanStateReads(db);
    const late = await createGuest(db, 'device-late');
    expect((await reads.read(late.id, null, Date.now()))?.ban).toBeNull();
    await recordBan(db, {
      userId: late.id,
      source: 'operator',
      reason: 'x',
      expiresAt: Date.now() + HOUR,
    });
    expect((await reads.read(late.id, null, Date.now()))?.ban).toEqual({
      expiresAt: expect.any(Number),
      reason: 'x',
    });
  });
});
