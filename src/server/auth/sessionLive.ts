import { ExpiringMap } from '../lib/expiring.ts';
import type { Db } from '../store/db.ts';
import type { AccessClaims } from './tokens.ts';
import type { Refusal } from '../../shared/protocol/index.ts';

export const SESSION_ENDED = { code: 'session_ended' } as const satisfies Refusal;

/**
 * Sessions lately seen live, per store, so a reconnect (or a client that comes back for every
 * chat) costs no store read. A revoke made through this process (sign-out, linking, a replayed
 * secret) moves the generation and so empties the cache at once; one made on another node is
 * seen here within LIVE_KEPT_MS.
 */
export const LIVE_KEPT_MS = 30_000;
const LIVE_KEPT = 50_000;
const live = new WeakMap<Db, { generation: number; sessions: ExpiringMap<string, number> }>();
const liveOf = (db: Db) => {
  let kept = live.get(db);
  if (!kept) live.set(db, (kept = { generation: 0, sessions: new ExpiringMap(LIVE_KEPT) }));
  return kept;
};

/** A session was revoked through `db` in this process: no token of it is trusted from cache. */
export function sessionsRevoked(db: Db): void {
  liveOf(db).generation += 1;
}

/**
 * An access token lives 5 minutes, but the refresh session it was issued for may end sooner:
 * signed out, or a guest linked to a member (whose old guest token must not act as the member
 * meanwhile). A token naming a session that was revoked or has expired is refused. Tokens
 * without a session id (none are issued any more) are judged on their signature alone.
 */
export async function sessionEnded(
  db: Db,
  claims: AccessClaims,
  now = Date.now(),
): Promise<boolean> {
  const sid = claims.sessionId;
  if (!sid) return false;
  const kept = liveOf(db);
  if (kept.sessions.get(sid, now) === kept.generation) return false;
  const generation = kept.generation;
  const row = await db
    .selectFrom('refresh_sessions')
    .select(['user_id', 'revoked_at', 'expires_at'])
    .where('id', '=', sid)
    .executeTakeFirst();
  const ended =
    !row || row.user_id !== claims.userId || row.revoked_at !== null || row.expires_at <= now;
  if (!ended) kept.sessions.set(sid, generation, Math.min(now + LIVE_KEPT_MS, row.expires_at), now);
  return ended;
}
