import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceIdentity } from './avoidances.ts';
import type { Pair, QueueEntry } from './queue.ts';
import { RedisMatchQueue } from './redisQueue.ts';
import { LANE_CASES, LANGUAGE_CASES, playCase } from './queueCases.ts';

// Runs when TEST_REDIS_URL is set (scripts/test.mjs says so when it is not).
const url = process.env.TEST_REDIS_URL!;
const entry = (
  socketId: string,
  interests: string[],
  joinedAt: number,
  userId = `u-${socketId}`,
  node = 'n1',
): QueueEntry => ({
  socketId,
  userId,
  interests,
  joinedAt,
  node,
});
const ids = (p: Pair | null) => (p ? [p.first.socketId, p.second.socketId] : null);

describe('matchmaking queue in Redis', () => {
  let r1: Redis;
  let r2: Redis;
  beforeAll(() => {
    r1 = new Redis(url);
    r2 = new Redis(url);
  });
  afterAll(async () => {
    await r1.quit();
    await r2.quit();
  });
  const fresh = () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    return [new RedisMatchQueue(r1, prefix), new RedisMatchQueue(r2, prefix)] as const;
  };

  // the same table as the in-memory queue's test (queue.test.ts): the same pairs
  it.each(LANGUAGE_CASES)('languages and countries: $name', async ({ options, steps, pairs }) => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    expect(await playCase(steps, new RedisMatchQueue(r1, prefix, options))).toEqual(pairs);
  });

  it.each(LANE_CASES)('lanes: $name', async ({ options, steps, pairs }) => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    expect(await playCase(steps, new RedisMatchQueue(r1, prefix, options))).toEqual(pairs);
  });

  it('follows the same rules as the in-memory queue', async () => {
    const [q] = fresh();
    expect(await q.join(entry('one', ['music'], 0))).toBeNull();
    expect(await q.join(entry('two', ['chess', 'travel'], 1))).toBeNull();
    const best = await q.join(entry('me', ['music', 'chess', 'travel'], 3));
    expect(ids(best)).toEqual(['two', 'me']);
    expect(best?.commonInterests.sort()).toEqual(['chess', 'travel']);
    // interests wait for a shared one, then anyone after 5 s
    expect(await q.join(entry('open', [], 1000))).toBeNull();
    expect(await q.tick(4999)).toEqual([]);
    expect((await q.tick(5000)).map(ids)).toEqual([['open', 'one']]);
    expect(await q.size()).toBe(0);
    // no interests on either side: an empty list survives the round trip through Lua
    await q.join(entry('x', [], 6000));
    const plain = await q.join(entry('y', [], 6001));
    expect(plain?.commonInterests).toEqual([]);
    expect(plain?.first.interests).toEqual([]);
  });

  it('does not re-pair recent partners while someone else waits, and purges a dead node', async () => {
    const [q] = fresh();
    expect(ids(await q.join(entry('a', [], 0, 'ua')))).toBeNull();
    expect(ids(await q.join(entry('b', [], 1, 'ub')))).toEqual(['a', 'b']);
    await q.join(entry('a2', [], 10, 'ua'));
    await q.join(entry('c', ['golf'], 11, 'uc'));
    expect(await q.join(entry('b2', [], 12, 'ub'))).toBeNull(); // only the recent partner is open
    expect(await q.size()).toBe(3);
    await q.join(entry('dead', [], 13, 'ud', 'n2'));
    // dead (n2) pairs with a2 right away; put another on n2 and purge it
    await q.join(entry('dead2', ['rare'], 14, 'ue', 'n2'));
    expect(await q.has('dead2')).toBe(true);
    expect(await q.purgeNode('n2')).toBe(1);
    expect(await q.has('dead2')).toBe(false);
  });

  it('never pairs a skipper with the skipped user, even when nobody else waits, until the skip lapses', async () => {
    const [q, other] = fresh();
    expect(ids(await q.join(entry('a', [], 0, 'ua')))).toBeNull();
    expect(ids(await q.join(entry('b', [], 1, 'ub')))).toEqual(['a', 'b']);
    // a pressed Next; the skip is recorded through one node and holds on the other
    await q.avoid({ by: 'ua', other: 'ub', until: 10_000 }, 10);
    expect(await other.join(entry('b2', [], 20, 'ub'))).toBeNull();
    expect(await q.join(entry('a2', [], 30, 'ua'))).toBeNull();
    expect(await other.tick(60_000)).toEqual([]);
    expect(await q.size()).toBe(2);
    // someone else is welcome
    expect(ids(await q.join(entry('c', [], 60_001, 'uc')))).toEqual(['b2', 'c']);
    // a short skip lapses in Redis time; then the old rule applies again
    await q.leave('a2');
    await q.avoid({ by: 'ua', other: 'ud', until: 30 }, 0);
    await q.join(entry('d', [], 0, 'ud'));
    await expect.poll(async () => ids(await q.join(entry('a3', [], 1, 'ua')))).toEqual(['d', 'a3']);
  });

  it("a skip sent with the skipper's next search holds for both, in one Lua call", async () => {
    const [q, other] = fresh();
    expect(ids(await q.join(entry('a', [], 0, 'ua')))).toBeNull();
    expect(ids(await q.join(entry('b', [], 1, 'ub')))).toEqual(['a', 'b']);
    // the skipped partner is back in the queue first, on the other node
    expect(await other.join(entry('b2', [], 10, 'ub'))).toBeNull();
    const calls: string[] = [];
    const monitor = await r1.duplicate().monitor();
    monitor.on('monitor', (_time, args: string[]) => calls.push(String(args[0]).toLowerCase()));
    try {
      // a presses Next: the skip and the search go together; b2 is not a's, even alone
      expect(
        await q.join(entry('a2', [], 20, 'ua'), { by: 'ua', other: 'ub', until: 10_000 }),
      ).toBeNull();
      await expect.poll(() => calls.filter((c) => c === 'evalsha').length).toBe(1);
    } finally {
      monitor.disconnect();
    }
    expect(await q.tick(60_000)).toEqual([]);
    expect(await q.size()).toBe(2);
    // the skip is the same record avoid() makes: it holds for b's next search too
    await q.leave('b2');
    expect(await other.join(entry('b3', [], 30, 'ub'))).toBeNull();
    expect(ids(await q.join(entry('c', [], 40, 'uc')))).toEqual(['a2', 'c']);
  });

  it('keeps a block for good: no skip shortens it', async () => {
    const [q] = fresh();
    await q.avoid({ by: 'ua', other: 'ub', until: null }, 0);
    // a skip already past its lapse time by the caller's clock (Redis keeps it 1 ms)...
    await q.avoid({ by: 'ub', other: 'ua', until: 5 }, 10);
    // ...and the same skip between two others, recorded after it: once those two pair, Redis
    // has let the first one lapse too (its expiry is Redis's own time, which no test clock
    // moves: this waits on the observable pairing, not on a fixed delay)
    await q.avoid({ by: 'uc', other: 'ud', until: 5 }, 10);
    await q.join(entry('c', [], 0, 'uc'));
    await expect
      .poll(async () => ids(await q.join(entry('d', [], 1, 'ud'))), { interval: 5 })
      .toEqual(['c', 'd']);
    expect(await q.join(entry('a', [], 0, 'ua'))).toBeNull();
    expect(await q.join(entry('b', [], 1, 'ub'))).toBeNull();
    expect(await q.tick(10 ** 9)).toEqual([]);
  });

  it('a block holds by device too, on every node, until it is lifted', async () => {
    const [q, other] = fresh();
    const onDevice = (socketId: string, userId: string, deviceId: string) => ({
      ...entry(socketId, [], 0, userId),
      deviceId,
    });
    await q.avoid({ by: 'ua', other: deviceIdentity('dev-b'), until: null }, 0);
    expect(await q.join(onDevice('a', 'ua', 'dev-a'))).toBeNull();
    expect(await other.join(onDevice('b', 'u-new', 'dev-b'))).toBeNull();
    expect(await q.size()).toBe(2);
    // a skip does not lift a block, and lifting a block leaves skips of others alone
    await other.avoid({ by: 'ua', other: deviceIdentity('dev-b'), until: 5 }, 0);
    expect(await q.join(onDevice('b', 'u-new', 'dev-b'))).toBeNull();
    await other.unavoid(deviceIdentity('dev-b'), 'ua');
    expect(ids(await q.join(onDevice('b', 'u-new', 'dev-b')))).toEqual(['a', 'b']);
  });

  it('never puts anyone in two pairs under concurrent joins and leaves from two nodes', async () => {
    const op = fc.record({
      node: fc.integer({ min: 0, max: 1 }),
      kind: fc.constantFrom('join', 'join', 'leave', 'tick'),
      socket: fc.integer({ min: 0, max: 15 }),
      user: fc.integer({ min: 0, max: 9 }),
      interests: fc.subarray(['a', 'b', 'c']),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { maxLength: 12 }),
        async (batches) => {
          const queues = fresh();
          const pairedSockets = new Map<string, number>();
          let now = 0;
          for (const batch of batches) {
            now += 2000;
            const waitingBefore = new Set<string>();
            for (let i = 0; i < 16; i++)
              if (await queues[0].has(`s${i}`)) waitingBefore.add(`s${i}`);
            // each batch runs concurrently, half from each "node"
            const results = await Promise.all(
              batch.map((o) => {
                const q = queues[o.node]!;
                const id = `s${o.socket}`;
                if (o.kind === 'join')
                  return q
                    .join(entry(id, o.interests, now, `u${o.user}`))
                    .then((p) => (p ? [p] : []));
                if (o.kind === 'leave') return q.leave(id).then(() => []);
                return q.tick(now);
              }),
            );
            const inBatch = new Map<string, number>();
            for (const pair of results.flat()) {
              expect(pair.first.userId).not.toBe(pair.second.userId);
              // in one concurrent batch a socket is paired at most once per entry it had:
              // the one waiting before the batch, plus one per join in the batch
              for (const s of [pair.first.socketId, pair.second.socketId]) {
                const joinsHere = batch.filter(
                  (o) => o.kind === 'join' && `s${o.socket}` === s,
                ).length;
                inBatch.set(s, (inBatch.get(s) ?? 0) + 1);
                expect(inBatch.get(s)).toBeLessThanOrEqual(
                  joinsHere + (waitingBefore.has(s) ? 1 : 0),
                );
              }
              expect(pair.first.socketId).not.toBe(pair.second.socketId);
              for (const s of [pair.first.socketId, pair.second.socketId]) {
                // a socket can be paired again only after it joined again
                pairedSockets.set(s, (pairedSockets.get(s) ?? 0) + 1);
              }
            }
          }
          // pairs never exceed joins for any socket
          const joins = new Map<string, number>();
          for (const o of batches.flat())
            if (o.kind === 'join') joins.set(`s${o.socket}`, (joins.get(`s${o.socket}`) ?? 0) + 1);
          for (const [s, n] of pairedSockets) expect(n).toBeLessThanOrEqual(joins.get(s) ?? 0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
