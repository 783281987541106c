import type { ClientEventName } from '../../shared/protocol/index.ts';
import type { AppSocket, Guard } from './handle.ts';

export interface Limit {
  points: number;
  perMs: number;
}

/**
 * Per-event limits, applied per socket and per user (twice the points). Over a limit: a clear
 * error, nothing else. Every client event has one (the Record type makes a new event need one).
 * Game limits sit well above honest play: one request/answer per turn, laugh detection every
 * 360 ms at most, camera checks during a 15 s prep break.
 */
export const EVENT_LIMITS: Record<ClientEventName, Limit> = {
  sendMessage: { points: 3, perMs: 1_000 },
  findPartner: { points: 10, perMs: 10_000 },
  nextPartner: { points: 10, perMs: 60_000 },
  leave: { points: 20, perMs: 10_000 },
  signal: { points: 200, perMs: 5_000 },
  profileUpdate: { points: 10, perMs: 60_000 },
  reportUser: { points: 1, perMs: 30_000 },
  requestTriviaChallenge: { points: 5, perMs: 10_000 },
  acceptTriviaChallenge: { points: 5, perMs: 10_000 },
  rejectTriviaChallenge: { points: 5, perMs: 10_000 },
  submitAnswer: { points: 10, perMs: 10_000 },
  endChallenge: { points: 5, perMs: 10_000 },
  requestLaughChallenge: { points: 5, perMs: 10_000 },
  acceptLaughChallenge: { points: 5, perMs: 10_000 },
  rejectLaughChallenge: { points: 5, perMs: 10_000 },
  laughCameraStatus: { points: 30, perMs: 10_000 },
  laughDetected: { points: 40, perMs: 10_000 },
  endLaughTurn: { points: 5, perMs: 10_000 },
  endLaughChallenge: { points: 5, perMs: 10_000 },
  pong: { points: 5, perMs: 10_000 },
};

/** Fixed-window counters; `take` answers false when the key is over its limit. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly now: () => number;
  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  take(key: string, limit: Limit): boolean {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || t - w.start >= limit.perMs) {
      this.windows.set(key, { start: t, count: 1 });
      if (this.windows.size > 50_000) this.prune(t);
      return true;
    }
    if (w.count >= limit.points) return false;
    w.count += 1;
    return true;
  }

  private prune(t: number): void {
    for (const [key, w] of this.windows) if (t - w.start > 60_000) this.windows.delete(key);
  }
}

function describeLimit(limit: Limit): string {
  const seconds = limit.perMs / 1000;
  return `${limit.points} per ${seconds === 1 ? 'second' : `${seconds} seconds`}`;
}

/** Counters every node shares (Redis in multi-node mode), for the per-user limits. */
export interface SharedLimiter {
  take(key: string, limit: Limit): Promise<boolean>;
}

/** The guard that `handle` runs before the schema. */
export function rateLimitGuard(
  limiter: RateLimiter,
  limits: Partial<Record<ClientEventName, Limit>> = EVENT_LIMITS,
  shared?: SharedLimiter,
): Guard {
  return async (socket: AppSocket, event: ClientEventName) => {
    const limit = limits[event];
    if (!limit) return undefined;
    const okSocket = limiter.take(`s:${socket.id}:${event}`, limit);
    const userKey = `u:${socket.data.user.id}:${event}`;
    const userLimit = { ...limit, points: limit.points * 2 };
    const okUser = shared
      ? await shared.take(userKey, userLimit)
      : limiter.take(userKey, userLimit);
    if (okSocket && okUser) return undefined;
    return `Too many ${event} events: the limit is ${describeLimit(limit)}. Please slow down.`;
  };
}
