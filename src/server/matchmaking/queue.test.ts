import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceIdentity } from './avoidances.ts';
import { MatchQueue, MemoryQueue, type Pair, type QueueEntry } from './queue.ts';
import { LANE_CASES, LANGUAGE_CASES, playCase } from './queueCases.ts';

const entry = (
  socketId: string,
  interests: string[] = [],
  joinedAt = 0,
  userId = `u-${socketId}`,
): QueueEntry => ({
  socketId,
  userId,
  interests,
  joinedAt,
});
const ids = (pair: Pair | null) => (pair ? [pair.first.socketId, pair.second.socketId] : null);

describe('MatchQueue', () => {
  it.each(LANGUAGE_CASES)('languages and countries: $name', async ({ options, steps, pairs }) => {
    expect(await playCase(steps, new MemoryQueue(options))).toEqual(pairs);
  });

  it.each(LANE_CASES)('lanes: $name', async ({ options, steps, pairs }) => {
    expect(await playCase(steps, new MemoryQueue(options))).toEqual(pairs);
  });

  it('forgets pairings once the no-re-pairing window has passed, and only those', () => {
    const q = new MatchQueue({ noRepairWithinMs: 1000 });
    q.join(entry('a', [], 0));
    q.join(entry('b', [], 0)); // a+b at 0
    q.join(entry('c', [], 600));
    q.join(entry('d', [], 600)); // c+d at 600
    q.join(entry('a2', [], 700, 'u-a'));
    q.join(entry('b2', [], 700, 'u-b')); // a+b again at 700 (nobody else waits): refreshed
    expect(q.rememberedPairs).toBe(2);
    q.tick(1500); // c+d (600) is still fresh, a+b (700) too
    expect(q.rememberedPairs).toBe(2);
    q.tick(1650); // c+d is past the window, a+b is not: its refresh kept it
    expect(q.rememberedPairs).toBe(1);
    q.tick(1700);
    expect(q.rememberedPairs).toBe(0);
  });

  it('pairs users without interests first come, first served', () => {
    const q = new MatchQueue();
    expect(q.join(entry('a', [], 0))).toBeNull();
    expect(ids(q.join(entry('b', [], 1)))).toEqual(['a', 'b']);
    expect(q.size).toBe(0);
    const q2 = new MatchQueue();
    q2.join(entry('a', [], 0));
    q2.join(entry('b', ['x'], 1));
    expect(ids(q2.join(entry('c', [], 2)))).toEqual(['a', 'c']);
  });

  it('prefers the waiting user with the most common interests, then the longest wait', () => {
    const q = new MatchQueue();
    q.join(entry('one', ['music'], 0));
    q.join(entry('two', ['chess', 'travel'], 1));
    q.join(entry('three', ['golf', 'art'], 2));
    expect(q.size).toBe(3);
    const pair = q.join(entry('me', ['music', 'chess', 'travel'], 3));
    expect(ids(pair)).toEqual(['two', 'me']);
    expect(pair?.commonInterests.sort()).toEqual(['chess', 'travel']);
    // a tie on common interests goes to the longest wait
    expect(ids(q.join(entry('me2', ['art', 'music'], 4)))).toEqual(['one', 'me2']);
  });

  it('keeps a user with interests waiting for a shared one, then matches anyone after 5 s', () => {
    const q = new MatchQueue();
    q.join(entry('a', ['chess'], 0));
    expect(q.join(entry('b', [], 1000))).toBeNull();
    expect(q.tick(4999)).toEqual([]);
    const pairs = q.tick(5000);
    expect(pairs.map(ids)).toEqual([['b', 'a']]);
    expect(pairs[0]?.commonInterests).toEqual([]);
  });

  it('two users with different interests meet once the first has waited 5 s', () => {
    const q = new MatchQueue();
    q.join(entry('a', ['chess'], 0));
    q.join(entry('b', ['golf'], 3000));
    expect(q.tick(5000)).toEqual([]); // a is open, b is not yet
    expect(q.tick(8000).map(ids)).toEqual([['a', 'b']]);
  });

  it('does not re-pair the same two users within 10 minutes unless nobody else waits', () => {
    const q = new MatchQueue();
    q.remember('u-a', 'u-b', 0);
    q.join(entry('a', [], 1000));
    q.join(entry('c', [], 1500));
    // a and c paired right away (FIFO), so set up again with b present
    const q2 = new MatchQueue();
    q2.remember('u-a', 'u-b', 0);
    q2.join(entry('b', [], 1000));
    q2.join(entry('c', ['golf'], 1100));
    expect(ids(q2.join(entry('a', [], 1200)))).toBeNull();
    // only when c is paired away does the recent partner become acceptable
    expect(ids(q2.join(entry('d', ['golf'], 1300)))).toEqual(['c', 'd']);
    const q3 = new MatchQueue();
    q3.remember('u-a', 'u-b', 0);
    q3.join(entry('b', [], 1000));
    expect(ids(q3.join(entry('a', [], 2000)))).toEqual(['b', 'a']);
    const q4 = new MatchQueue();
    q4.remember('u-a', 'u-b', 0);
    q4.join(entry('b', [], 600_000));
    expect(ids(q4.join(entry('a', [], 600_001)))).toEqual(['b', 'a']); // window over
  });

  it('never pairs a skipper with the skipped user within 10 minutes, even when nobody else waits', () => {
    const q = new MatchQueue();
    q.remember('u-a', 'u-b', 0);
    q.avoided.avoid({ by: 'u-a', other: 'u-b', until: 600_000 });
    expect(q.join(entry('b', [], 1000))).toBeNull();
    expect(q.join(entry('a', [], 1200))).toBeNull(); // the skipper: not with b
    expect(q.size).toBe(2);
    expect(q.tick(7000)).toEqual([]); // still not, however long they wait
    // the skip holds in both directions: the skipped user is not handed the skipper either
    q.leave('a');
    q.leave('b');
    expect(q.join(entry('a', ['golf'], 8000))).toBeNull();
    expect(q.join(entry('b', ['golf'], 8100))).toBeNull();
    // someone else is welcome
    expect(ids(q.join(entry('c', ['golf'], 8200)))).toEqual(['a', 'c']);
    // once the 10 minutes are over, the old rule (recent partners when nobody else waits) applies
    q.tick(600_000);
    expect(q.avoided.size).toBe(0);
    expect(ids(q.join(entry('a2', ['golf'], 600_001, 'u-a')))).toEqual(['b', 'a2']);
  });

  it('a block keeps two users apart for good, and outlives an earlier or later skip', () => {
    const q = new MatchQueue();
    q.avoided.avoid({ by: 'u-a', other: 'u-b', until: 1000 });
    q.avoided.avoid({ by: 'u-b', other: 'u-a', until: null });
    q.avoided.avoid({ by: 'u-a', other: 'u-b', until: 5000 });
    q.tick(10 ** 9);
    expect(q.avoided.size).toBe(1);
    expect(q.join(entry('a', [], 10 ** 9))).toBeNull();
    expect(q.join(entry('b', [], 10 ** 9 + 1))).toBeNull();
    expect(q.tick(10 ** 9 + 60_000)).toEqual([]);
  });

  it('a block holds by device too: another account on the blocked browser; lifting it frees the pair', () => {
    const q = new MatchQueue();
    const onDevice = (socketId: string, userId: string, deviceId: string) => ({
      ...entry(socketId, [], 0, userId),
      deviceId,
    });
    q.avoided.avoid({ by: 'u-a', other: deviceIdentity('dev-b'), until: null });
    expect(q.join(onDevice('a', 'u-a', 'dev-a'))).toBeNull();
    expect(q.join(onDevice('b', 'u-new', 'dev-b'))).toBeNull();
    expect(q.size).toBe(2);
    // the same account on another browser is not this device block's concern
    expect(ids(q.join(onDevice('c', 'u-new', 'dev-c')))).toEqual(['a', 'c']);
    q.leave('b');
    q.avoided.unavoid(deviceIdentity('dev-b'), 'u-a');
    expect(q.avoided.size).toBe(0);
    q.join(onDevice('a2', 'u-a', 'dev-a'));
    expect(ids(q.join(onDevice('b2', 'u-b', 'dev-b')))).toEqual(['a2', 'b2']);
  });

  it('someone the user skipped does not count as "somebody else waiting" for a recent partner', () => {
    const q = new MatchQueue();
    q.remember('u-a', 'u-b', 0); // a and b parted without a skip
    q.avoided.avoid({ by: 'u-a', other: 'u-c', until: 600_000 }); // a skipped c
    q.avoided.avoid({ by: 'u-c', other: 'u-b', until: 600_000 }); // and c skipped b
    expect(q.join(entry('b', [], 1000))).toBeNull();
    expect(q.join(entry('c', [], 1000))).toBeNull();
    expect(ids(q.join(entry('a', [], 2000)))).toEqual(['b', 'a']);
  });

  it('never pairs a user with themselves (two tabs)', () => {
    const q = new MatchQueue();
    q.join(entry('tab1', [], 0, 'same'));
    expect(q.join(entry('tab2', [], 1, 'same'))).toBeNull();
    expect(q.size).toBe(2);
  });

  it('a user who left is never paired', () => {
    const q = new MatchQueue();
    q.join(entry('a', [], 0));
    expect(q.leave('a')).toBe(true);
    expect(q.join(entry('b', [], 1))).toBeNull();
    expect(q.has('b')).toBe(true);
  });

  it('under any interleaving of joins, leaves and ticks nobody is in two pairs or paired after leaving', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('join' as const),
        socket: fc.integer({ min: 0, max: 11 }),
        user: fc.integer({ min: 0, max: 7 }),
        interests: fc.subarray(['a', 'b', 'c', 'd']),
      }),
      fc.record({ kind: fc.constant('leave' as const), socket: fc.integer({ min: 0, max: 11 }) }),
      fc.record({ kind: fc.constant('tick' as const), advance: fc.integer({ min: 0, max: 7000 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const q = new MatchQueue();
        let now = 0;
        const waiting = new Set<string>();
        const paired = new Set<string>();
        const check = (pair: Pair | null) => {
          if (!pair) return;
          for (const e of [pair.first, pair.second]) {
            expect(waiting.has(e.socketId) || e === pair.second).toBe(true);
            expect(paired.has(e.socketId)).toBe(false);
          }
          expect(pair.first.userId).not.toBe(pair.second.userId);
          for (const e of [pair.first, pair.second]) {
            waiting.delete(e.socketId);
            paired.add(e.socketId);
          }
        };
        for (const o of ops) {
          now += 10;
          if (o.kind === 'join') {
            const id = `s${o.socket}`;
            if (paired.has(id)) continue; // a matched socket leaves its match before searching again
            waiting.delete(id);
            const pair = q.join(entry(id, o.interests, now, `u${o.user}`));
            if (!pair) waiting.add(id);
            else {
              expect(pair.second.socketId).toBe(id);
              check(pair);
            }
          } else if (o.kind === 'leave') {
            const id = `s${o.socket}`;
            q.leave(id);
            waiting.delete(id);
            paired.delete(id); // leaving a match frees the socket to search again
          } else {
            now += o.advance;
            for (const pair of q.tick(now)) check(pair);
          }
          expect(q.size).toBe(waiting.size);
        }
      }),
      { numRuns: 500 },
    );
  });
});
