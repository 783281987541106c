import type { Db } from '../store/db.ts';
import type { AccessClaims } from './tokens.ts';

export const SESSION_ENDED = 'Authentication failed: session ended';

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
  if (!claims.sessionId) return false;
  const row = await db
    .selectFrom('refresh_sessions')
    .select(['user_id', 'revoked_at', 'expires_at'])
    .where('id', '=', claims.sessionId)
    .executeTakeFirst();
  return !row || row.user_id !== claims.userId || row.revoked_at !== null || row.expires_at <= now;
}
