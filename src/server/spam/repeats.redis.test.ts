import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRepeats, RedisRepeats, type RepeatCounter } from './repeats.ts';

const WINDOW = 10 * 60_000;

// The bot rule's counter, on one node and on Redis, counts the same way.
describe('the repeat counter', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL!, { lazyConnect: false });
  afterAll(() => redis.quit());
  const counters: [string, () => RepeatCounter][] = [
    ['memory', () => new MemoryRepeats(WINDOW)],
    ['Redis', () => new RedisRepeats(redis, `t_${randomBytes(5).toString('hex')}:`, WINDOW)],
  ];

  it.each(counters)(
    'in %s counts different partners in the window, and only those since a clear',
    async (_, make) => {
      const c = make();
      expect(await c.note('s', 'buy now', 'p1', 1_000)).toBe(1);
      // the same partner again is one partner
      expect(await c.note('s', 'buy now', 'p1', 2_000)).toBe(1);
      expect(await c.note('s', 'buy now', 'p2', 3_000)).toBe(2);
      // another text, another sender: counted apart
      expect(await c.note('s', 'hello', 'p3', 3_000)).toBe(1);
      expect(await c.note('t', 'buy now', 'p3', 3_000)).toBe(1);
      expect(await c.note('s', 'buy now', 'p3', 4_000)).toBe(3);
      // a clear at 3,500: p3 (at 4,000) and p4 count, p1 and p2 do not
      expect(await c.note('s', 'buy now', 'p4', 5_000, 3_500)).toBe(2);
      // past the window the first partners fall out
      expect(await c.note('s', 'buy now', 'p5', 3_000 + WINDOW)).toBe(3);
    },
  );
});
