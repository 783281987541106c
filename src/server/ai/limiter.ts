/**
 * A small fixed-window limiter kept in this process (one AI buddy per node is enough; with
 * several nodes each enforces its own share). Every window must allow a hit for it to count.
 */
export interface Window {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts a hit for `key`; `retryAfterMs` says how long to wait when refused. */
  hit(key: string): { ok: true } | { ok: false; retryAfterMs: number };
}

const MAX_KEYS = 50_000;

export function createRateLimiter(
  windows: readonly Window[],
  now: () => number = Date.now,
): RateLimiter {
  const counters = windows.map(() => new Map<string, { start: number; count: number }>());

  function prune(map: Map<string, { start: number; count: number }>, windowMs: number, t: number) {
    for (const [key, entry] of map) if (t - entry.start >= windowMs) map.delete(key);
  }

  return {
    hit(key) {
      const t = now();
      const entries = windows.map((w, i) => {
        const map = counters[i]!;
        let entry = map.get(key);
        if (!entry || t - entry.start >= w.windowMs) {
          // bounded memory even under a flood of distinct addresses
          if (!entry && map.size >= MAX_KEYS) prune(map, w.windowMs, t);
          entry = { start: t, count: 0 };
          map.set(key, entry);
        }
        return entry;
      });
      const blocked = windows
        .map((w, i) => (entries[i]!.count >= w.limit ? entries[i]!.start + w.windowMs - t : 0))
        .filter((ms) => ms > 0);
      if (blocked.length) return { ok: false, retryAfterMs: Math.max(...blocked) };
      entries.forEach((e) => (e.count += 1));
      return { ok: true };
    },
  };
}
