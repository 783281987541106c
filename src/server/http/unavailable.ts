import type { Refusal } from '../../shared/protocol/index.ts';

/** What a request that needs the database or Redis gets while either is out of reach. */
export const UNAVAILABLE = { code: 'unavailable' } as const satisfies Refusal;

/** Seconds a client waits before trying again (the Retry-After of the 503). */
export const RETRY_AFTER_S = 2;

// PostgreSQL SQLSTATEs of a server going away: class 08 (connection exception), 57P01-57P03
// (admin/crash shutdown, cannot connect now: a restart or failover in progress)
const PG_DOWN = /^(08|57P0[123])/;
const NET_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres and ioredis say it in words only
const WORDS_DOWN =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Stream isn't writeable|Reached the max retries per request|enableOfflineQueue options is false|Command timed out/;

/**
 * True when `err` says the store or Redis is out of reach (not that a query was wrong): the
 * request may succeed as is once it is back, so it is refused with 503 and a code, not a 500.
 */
export function isOutage(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && (NET_DOWN.has(code) || PG_DOWN.test(code))) return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && WORDS_DOWN.test(message)) return true;
    // an AggregateError (every address refused) or a wrapped cause
    const inner = (e as { errors?: unknown[]; cause?: unknown }).errors?.[0];
    e = inner ?? (e as { cause?: unknown }).cause;
  }
  return false;
}
