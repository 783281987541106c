import { perGameAction, type GameActionName } from '../../shared/games/registry.ts';
import type { ClientEventName } from '../../shared/protocol/index.ts';
import type { AppSocket, Guard } from './handle.ts';
import { tooFast } from './limitMessages.ts';

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
const CORE_LIMITS: Record<Exclude<ClientEventName, GameActionName>, Limit> = {
  sendMessage: { points: 3, perMs: 1_000 },
  findPartner: { points: 10, perMs: 10_000 },
  // a fast skipper skips every few seconds; 30 a minute lets that through and stops scripts
  nextPartner: { points: 30, perMs: 60_000 },
  leave: { points: 20, perMs: 10_000 },
  signal: { points: 200, perMs: 5_000 },
  profileUpdate: { points: 10, perMs: 60_000 },
  reportUser: { points: 1, perMs: 30_000 },
  pong: { points: 5, perMs: 10_000 },
  resumeMatch: { points: 5, perMs: 10_000 },
  // the client reports about every 5 s while its partner is away
  peerConnected: { points: 5, perMs: 10_000 },
  // a person toggles mic and camera a few times a minute at most
  mediaState: { points: 20, perMs: 10_000 },
  blockUser: { points: 5, perMs: 60_000 },
  keepInTouch: { points: 10, perMs: 10_000 },
  // a person calls a contact a few times a minute at most; more is a script ringing someone
  callContact: { points: 3, perMs: 60_000 },
  cancelContactCall: { points: 5, perMs: 60_000 },
  answerContactCall: { points: 10, perMs: 10_000 },
  // one rating per call; a person meets a few people a minute at most
  rateCall: { points: 5, perMs: 60_000 },
  // one signal per call, sent by the app itself; as many as calls a person can meet
  ageSignal: { points: 5, perMs: 60_000 },
};

export const EVENT_LIMITS: Record<ClientEventName, Limit> = {
  ...CORE_LIMITS,
  // each game's actions carry their limits (shared/games/registry.ts)
  ...perGameAction(({ rate: { points, perMs } }) => ({ points, perMs })),
};

/** Events nobody handles (a hand-written client probing names) are limited like any other. */
export const UNKNOWN_EVENT = 'unknown';
export const UNKNOWN_EVENT_LIMIT: Limit = { points: 5, perMs: 10_000 };

interface Window {
  start: number;
  count: number;
}

/**
 * Fixed windows per key (each starts at the key's first hit), with amortised O(1) expiry: keys
 * live in two generations, and every `spanMs` (at least the longest window) the older
 * generation is dropped whole. A key untouched for two spans is gone, and its window had
 * ended anyway; a key in use moves to the current generation. No map is ever scanned (the old
 * prune walked 50,000+ keys on every new window, ~1.75 ms of blocked CPU per event).
 */
export class WindowCounters {
  private current = new Map<string, Window>();
  private previous = new Map<string, Window>();
  private rotatedAt: number;
  private readonly spanMs: number;
  private readonly now: () => number;

  constructor(spanMs: number, now: () => number = Date.now) {
    this.spanMs = spanMs;
    this.now = now;
    this.rotatedAt = now();
  }

  /** The live window of `key` (a new one when it has ended), counted or not by the caller. */
  window(key: string, perMs: number): Window {
    const t = this.now();
    if (t - this.rotatedAt >= this.spanMs) {
      // two spans idle: both generations are stale
      this.previous = t - this.rotatedAt >= 2 * this.spanMs ? new Map() : this.current;
      this.current = new Map();
      this.rotatedAt = t;
    }
    let w = this.current.get(key);
    if (!w) {
      w = this.previous.get(key);
      if (w) {
        this.previous.delete(key);
        this.current.set(key, w);
      }
    }
    if (!w || t - w.start >= perMs) {
      w = { start: t, count: 0 };
      this.current.set(key, w);
    }
    return w;
  }

  /** Keys held (both generations), for tests and metrics. */
  get size(): number {
    return this.current.size + this.previous.size;
  }
}

/** Per-event counters; `take` answers false when the key is over its limit. */
export class RateLimiter {
  private readonly counters: WindowCounters;
  constructor(now: () => number = Date.now) {
    const longest = Math.max(...Object.values(EVENT_LIMITS).map((l) => l.perMs));
    this.counters = new WindowCounters(longest, now);
  }

  take(key: string, limit: Limit): boolean {
    const w = this.counters.window(key, limit.perMs);
    if (w.count >= limit.points) return false;
    w.count += 1;
    return true;
  }

  get size(): number {
    return this.counters.size;
  }
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
  return async (socket: AppSocket, event: ClientEventName | typeof UNKNOWN_EVENT) => {
    const limit = event === UNKNOWN_EVENT ? UNKNOWN_EVENT_LIMIT : limits[event];
    if (!limit) return undefined;
    const okSocket = limiter.take(`s:${socket.id}:${event}`, limit);
    const userKey = `u:${socket.data.user.id}:${event}`;
    const userLimit = { ...limit, points: limit.points * 2 };
    const okUser = shared
      ? await shared.take(userKey, userLimit)
      : limiter.take(userKey, userLimit);
    if (okSocket && okUser) return undefined;
    return tooFast(event, limit);
  };
}
