import { WindowCounters } from '../realtime/limits.ts';

/**
 * A small fixed-window limiter kept in this process (one AI buddy per node is enough; with
 * several nodes each enforces its own share). Every window must allow a hit for it to count,
 * and a hit on several keys counts on all of them or on none. Expiry is amortised O(1)
 * (WindowCounters): no scan of the keys, however many addresses a flood brings.
 */
export interface Window {
  limit: number;
  windowMs: number;
}

export type Verdict = { ok: true } | { ok: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts a hit for every key (a user, their device, their address); refused if any is full. */
  hit(keys: string | readonly string[]): Verdict;
  /** The verdict `hit` would give, counting nothing. */
  check(keys: string | readonly string[]): Verdict;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * What all guests and signed-out visitors of one client address may ask together: switching
 * guest tokens (or devices) gives fresh per-user budgets, the address's budget stays. Members
 * are limited per account only (many share an office or a carrier's address).
 */
export const AI_ADDRESS_WINDOWS: readonly Window[] = [
  { limit: 60, windowMs: 60_000 },
  { limit: 1_000, windowMs: DAY_MS },
];

export function createRateLimiter(
  windows: readonly Window[],
  now: () => number = Date.now,
): RateLimiter {
  const counters = windows.map((w) => new WindowCounters(w.windowMs, now));
  const entriesOf = (keys: string | readonly string[]) => {
    const list = typeof keys === 'string' ? [keys] : [...new Set(keys)];
    return list.flatMap((key) =>
      windows.map((w, i) => ({ w, entry: counters[i]!.window(key, w.windowMs) })),
    );
  };
  const verdictOf = (entries: ReturnType<typeof entriesOf>): Verdict => {
    const t = now();
    const blocked = entries
      .map(({ w, entry }) => (entry.count >= w.limit ? entry.start + w.windowMs - t : 0))
      .filter((ms) => ms > 0);
    return blocked.length ? { ok: false, retryAfterMs: Math.max(...blocked) } : { ok: true };
  };
  return {
    check: (keys) => verdictOf(entriesOf(keys)),
    hit(keys) {
      const entries = entriesOf(keys);
      const verdict = verdictOf(entries);
      if (verdict.ok) for (const { entry } of entries) entry.count += 1;
      return verdict;
    },
  };
}
