import { afterEach, describe, expect, it } from 'vitest';
import { resolveSignIn } from '../auth/linking.ts';
import { migrate, type Store } from '../store/db.ts';
import { createGuest } from '../store/users.ts';
import { openTestStore, testEngines } from '../testing/harness.ts';
import { recordMeeting } from './meetings.ts';
import { addMutual, listOf, recentOf } from './store.ts';

const NOW = Date.UTC(2026, 0, 10);

describe.each(testEngines())('a guest’s contacts on sign-in (%s)', (engine) => {
  let store: Store;
  afterEach(() => store?.close());

  async function open() {
    const opened = openTestStore(engine);
    store = opened.store;
    await migrate(store, opened.schema);
    return store.db;
  }

  it('stay with a guest linked in place, and move to an account that already existed', async () => {
    const db = await open();
    const friend = await createGuest(db, null, NOW);
    const guest = await createGuest(db, null, NOW);
    await addMutual(db, guest.id, friend.id, NOW);
    recordMeeting(
      db,
      'm1',
      [
        { userId: guest.id, countryCode: 'FR' },
        { userId: friend.id, countryCode: 'DE' },
      ],
      NOW,
    );
    // linked in place: the same id, so the same contacts
    const linked = await resolveSignIn(
      db,
      'google',
      { subject: 'g-1', displayName: 'Ann', email: null },
      guest,
      NOW,
    );
    expect(linked.kind).toBe('linked');
    expect((await listOf(db, guest.id)).map((c) => c.other_id)).toEqual([friend.id]);

    // a second guest signs in to that existing account: their contacts move to it
    const other = await createGuest(db, null, NOW);
    const third = await createGuest(db, null, NOW);
    await addMutual(db, other.id, third.id, NOW);
    recordMeeting(
      db,
      'm2',
      [
        { userId: other.id, countryCode: 'FR' },
        { userId: third.id, countryCode: 'ES' },
      ],
      NOW,
    );
    const existing = await resolveSignIn(
      db,
      'google',
      { subject: 'g-1', displayName: 'Ann', email: null },
      other,
      NOW,
    );
    expect(existing).toMatchObject({ kind: 'existing', user: { id: guest.id } });
    expect((await listOf(db, guest.id)).map((c) => c.other_id).sort()).toEqual(
      [friend.id, third.id].sort(),
    );
    // the other side keeps them too, now as the member
    expect((await listOf(db, third.id)).map((c) => c.other_id)).toEqual([guest.id]);
    expect(await listOf(db, other.id)).toEqual([]);
    expect((await recentOf(db, guest.id, NOW)).map((r) => r.match_id).sort()).toEqual(['m1', 'm2']);
  });
});
