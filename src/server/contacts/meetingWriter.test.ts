import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrate, openStore, type Store } from '../store/db.ts';
import { createGuest } from '../store/users.ts';
import { closeMeetings, flushMeetings, recordMeeting } from './meetings.ts';
import { meetingIn, recentOf } from './store.ts';

/**
 * On a SQLite file, Recent's rows are written by a thread of their own: what a person reads of
 * Recent (the list, a report from it) is the same as when the event loop wrote them.
 */
describe('Recent written off the event loop (SQLite file)', () => {
  let store: Store | undefined;
  afterEach(async () => {
    if (store) await closeMeetings(store.db);
    await store?.close();
    store = undefined;
  });

  async function fileStore() {
    store = openStore(`sqlite:${join(mkdtempSync(join(tmpdir(), 'mu-recent-')), 'db.sqlite')}`);
    await migrate(store);
    return store.db;
  }

  it('a meeting shows in both people’s Recent and can be reported from it at once', async () => {
    const db = await fileStore();
    const [a, b] = [await createGuest(db, null), await createGuest(db, null)];
    const queries = vi.spyOn(db.getExecutor(), 'executeQuery');
    const now = Date.now();
    recordMeeting(
      db,
      'match-1',
      [
        { userId: a.id, countryCode: 'FR' },
        { userId: b.id, countryCode: 'BR' },
      ],
      now,
    );
    const seenByA = await recentOf(db, a.id, now);
    expect(seenByA.map((r) => [r.other_id, r.country_code, r.match_id])).toEqual([
      [b.id, 'BR', 'match-1'],
    ]);
    expect((await meetingIn(db, b.id, 'match-1', now))?.other_id).toBe(a.id);
    // the server's own connection only read: the rows came from the writer thread
    const sqls = queries.mock.calls.map((c: unknown[]) => String((c[0] as { sql: string }).sql));
    expect(sqls.some((q) => /insert into "recent_meetings"/i.test(q))).toBe(false);
    queries.mockRestore();
  });

  it('a meeting with someone erased meanwhile is left out; the others are written', async () => {
    const db = await fileStore();
    const [a, b, c] = [
      await createGuest(db, null),
      await createGuest(db, null),
      await createGuest(db, null),
    ];
    const now = Date.now();
    const at = (userId: string) => ({ userId, countryCode: 'UN' });
    recordMeeting(db, 'gone', [at(a.id), at('no-such-person')], now);
    recordMeeting(db, 'kept', [at(b.id), at(c.id)], now + 1);
    await flushMeetings(db);
    expect((await recentOf(db, b.id, now + 2)).map((r) => r.match_id)).toEqual(['kept']);
    expect(await recentOf(db, a.id, now + 2)).toEqual([]);
  });

  it('closing writes what waits, and a later meeting still reaches Recent', async () => {
    const db = await fileStore();
    const [a, b] = [await createGuest(db, null), await createGuest(db, null)];
    const now = Date.now();
    const sides = [
      { userId: a.id, countryCode: 'UN' },
      { userId: b.id, countryCode: 'UN' },
    ] as const;
    recordMeeting(db, 'before', [...sides], now);
    await closeMeetings(db);
    recordMeeting(db, 'after', [...sides], now + 1);
    expect((await recentOf(db, a.id, now + 2)).map((r) => r.match_id)).toEqual(['after', 'before']);
  });
});
