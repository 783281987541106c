import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** As many addresses as @fastify/rate-limit's own in-process store remembers. */
const CAPACITY = 5_000;

interface Entry {
  current: number;
  start: number;
}

/**
 * @fastify/rate-limit's in-process fixed window (its LocalStore: least recently used addresses
 * forgotten past 5,000), on the server's clock instead of Date.now, so a test that moves the
 * server's clock forward also opens a fresh REST window. Nothing else differs.
 */
export function clockedStore(now: () => number): FastifyRateLimitStoreCtor {
  class ClockedStore implements FastifyRateLimitStore {
    private readonly entries = new Map<string, Entry>();

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const t = now();
      let entry = this.entries.get(key);
      if (!entry || entry.start + timeWindow <= t) entry = { current: 1, start: t };
      else entry.current += 1;
      // re-inserted: a Map keeps insertion order, so the first key is the least recently used
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (this.entries.size > CAPACITY) this.entries.delete(this.entries.keys().next().value!);
      callback(null, { current: entry.current, ttl: timeWindow - (t - entry.start) });
    }

    read(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const t = now();
      const entry = this.entries.get(key);
      if (!entry || entry.start + timeWindow <= t) return callback(null, { current: 0, ttl: 0 });
      callback(null, { current: entry.current, ttl: timeWindow - (t - entry.start) });
    }

    child(): FastifyRateLimitStore {
      return new ClockedStore();
    }
  }
  return ClockedStore;
}
