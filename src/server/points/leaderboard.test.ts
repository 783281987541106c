import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStore, testEngines } from '../testing/harness.ts';
import { migrate, type Db, type Store } from '../store/db.ts';
import { award } from './ledger.ts';
import { decodeCursor, encodeCursor, rankOf, readPage, type Board } from './leaderboard.ts';
import { createPlayer, prng } from './seed.ts';

const T0 = Date.UTC(2025, 4, 10, 12);
let serial = 0;

function give(db: Db, userId: string, delta: number, now = T0) {
  return award(db, {
    userId,
    delta,
    reason: 'trivia_win',
    gameType: 'trivia',
    matchId: `m${serial++}`,
    result: 'win',
    now,
  });
}

async function walk(db: Db, board: Board, limit: number, between?: () => Promise<void>) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const after = cursor ? decodeCursor(cursor, board) : undefined;
    if (after && 'code' in after) throw new Error(after.code);
    const page = await readPage(db, board, after, limit);
    pages.push(page.items.map((i) => i.id));
    cursor = page.nextCursor;
    await between?.();
  } while (cursor);
  return pages;
}

describe.each(testEngines())('leaderboard reads on %s', (engine) => {
  let store: Store;
  let db: Db;
  beforeEach(async () => {
    const opened = openTestStore(engine);
    store = opened.store;
    await migrate(store, opened.schema);
    db = store.db;
  });
  afterEach(() => store.close());

  it('orders by points, then name (case-insensitive), then id; shows only signed-in scorers', async () => {
    const ids = {
      bob: await createPlayer(db, { id: 'id-3', username: 'bob' }),
      alice: await createPlayer(db, { id: 'id-9', username: 'Alice' }),
      display: await createPlayer(db, { id: 'id-5', displayName: 'Carl Display' }),
      noName2: await createPlayer(db, { id: 'id-2' }),
      noName1: await createPlayer(db, { id: 'id-1' }),
      top: await createPlayer(db, { id: 'id-0', username: 'zed' }),
      zero: await createPlayer(db, { id: 'id-7', username: 'nopoints' }),
      guest: await createPlayer(db, { id: 'id-8', anonymous: true }),
    };
    for (const id of [ids.bob, ids.alice, ids.display, ids.noName2, ids.noName1])
      await give(db, id, 20);
    await give(db, ids.top, 30);
    await give(db, ids.guest, 50);
    await give(db, ids.zero, 0);
    const page = await readPage(db, 'all', undefined, 10);
    expect(page.items.map((i) => i.id)).toEqual(['id-0', 'id-1', 'id-2', 'id-9', 'id-3', 'id-5']);
    expect(page.nextCursor).toBeNull();
    expect(page.items[3]).toEqual({
      id: 'id-9',
      firebaseUid: 'id-9',
      username: 'Alice',
      displayName: null,
      countryCode: null,
      wins: 1,
      losses: 0,
      points: 20,
    });
    // the season board follows a rename (trigger) just like the all-time board
    await db.updateTable('users').set({ username: 'aaron' }).where('id', '=', 'id-3').execute();
    const season = await readPage(db, '2025-05', undefined, 10);
    expect(season.items.map((i) => i.id)).toEqual(['id-0', 'id-1', 'id-2', 'id-3', 'id-9', 'id-5']);
    expect(await readPage(db, '2025-04', undefined, 10)).toEqual({ items: [], nextCursor: null });
  });

  it('pages with no duplicates or gaps while scores change between pages', async () => {
    const random = prng(3);
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const id = await createPlayer(db, { username: i % 4 ? `p${i % 7}x${i}` : null });
      ids.push(id);
      // many ties: points in a few buckets
      await give(db, id, 10 * (1 + Math.floor(random() * 4)));
    }
    for (const board of ['all', '2025-05']) {
      const changed = new Set<string>();
      const pages = await walk(db, board, 7, async () => {
        for (let k = 0; k < 3; k++) {
          const id = ids[Math.floor(random() * ids.length)]!;
          changed.add(id);
          await give(db, id, 10 * Math.floor(random() * 3));
        }
      });
      const seen = pages.flat();
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of ids) if (!changed.has(id)) expect(seen).toContain(id);
      expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
    }
  }, 90_000); // many small writes; generous for a loaded machine

  it('ranks a player where their points group starts in the list, with the ties counted', async () => {
    const random = prng(11);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const id = await createPlayer(db, { username: `r${Math.floor(random() * 5)}_${i}` });
      ids.push(id);
      await give(db, id, 10 * Math.floor(random() * 4), i % 2 ? T0 : Date.UTC(2025, 3, 2));
    }
    // a later award moves players between histogram buckets
    for (const id of ids.slice(0, 10)) await give(db, id, 10);
    for (const board of ['all', '2025-05', '2025-04']) {
      const { items } = await readPage(db, board, undefined, 50);
      for (const id of ids) {
        const standing = await rankOf(db, board, id);
        const mine = items.find((i) => i.id === id);
        if (mine) {
          const first = items.findIndex((i) => i.points === mine.points);
          const same = items.filter((i) => i.points === mine.points).length;
          expect(standing).toEqual({ rank: first + 1, points: mine.points, ties: same - 1 });
        } else expect(standing).toEqual({ rank: null, points: 0, ties: 0 });
      }
    }
  }, 60_000);

  it('refuses a broken cursor or one from another board', () => {
    const cursor = encodeCursor('all', { points: 10, name: 'a', id: 'x' });
    expect(decodeCursor(cursor, 'all')).toEqual({ points: 10, name: 'a', id: 'x' });
    expect(decodeCursor(cursor, '2025-05')).toEqual({ code: 'cursor_other_board' });
    expect(decodeCursor('%%%', 'all')).toEqual({ code: 'cursor_invalid' });
    expect(decodeCursor(Buffer.from('[1,2]').toString('base64url'), 'all')).toEqual({
      code: 'cursor_invalid',
    });
  });
});
