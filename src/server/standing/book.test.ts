import { afterEach, describe, expect, it } from 'vitest';
import type { AppSocket } from '../realtime/handle.ts';
import { migrate, openStore, type Store } from '../store/db.ts';
import { StandingBook } from './book.ts';

const DAY = 24 * 60 * 60_000;

/** The lane a search reads, from what this node knows of the person, on the server's clock. */
describe('the standing book', () => {
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('puts someone in the slow lane at the search after the quick leave that does it, and time lets them out', async () => {
    store = openStore('sqlite::memory:');
    await migrate(store);
    let now = 1_800_000_000_000;
    const book = new StandingBook({ db: store.db, now: () => now, onError: () => undefined });
    const socket = {
      data: { user: { id: 'u1', device_id: null }, deviceId: null },
    } as unknown as AppSocket;
    await book.prime(socket);
    const laneAfter = (leaves: number) => {
      for (let i = 0; i < leaves; i++) {
        now += 100;
        book.noted('u1', { kind: 'quickLeave', at: now, matchId: `m${now}` });
      }
      return book.slow(socket);
    };
    // the third within a day counts, -0.5 each: five counted reach -2.5
    expect(laneAfter(6)).toBe(false);
    expect(laneAfter(1)).toBe(true);
    // more of them keep the lane without working it out again
    expect(laneAfter(3)).toBe(true);
    // eight counted, -4; a week halves them to -2: still in, as the way out is above -1.5
    now += 7 * DAY;
    expect(book.slow(socket)).toBe(true);
    // another week, -1: the next search after that is in the open lane again
    now += 7 * DAY;
    expect(book.slow(socket)).toBe(false);
  });
});
