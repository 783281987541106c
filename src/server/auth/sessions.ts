import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../store/db.ts';
import { sessionsRevoked } from './sessionLive.ts';
import type { Refusal } from '../../shared/protocol/index.ts';

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A refresh racing another tab's refresh may present the previous secret this long. */
const ROTATION_GRACE_MS = 30_000;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type RotateResult =
  | { ok: true; userId: string; sessionId: string; cookie: string | null }
  | { ok: false; reason: Refusal };

/** The session id a refresh cookie (`<id>.<secret>`) names. */
export const sessionIdOf = (cookie: string): string => cookie.split('.')[0]!;

/** Refresh sessions: the cookie is `<id>.<secret>`; only a hash of the secret is stored. */
export function createSessionStore(db: Db) {
  const revokeRow = async (id: string, now: number) => {
    await db
      .updateTable('refresh_sessions')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .execute();
    // its access tokens end with it (sessionLive.ts)
    sessionsRevoked(db);
  };
  return {
    async create(userId: string, now = Date.now()): Promise<string> {
      const id = randomUUID();
      const secret = randomBytes(32).toString('base64url');
      await db
        .insertInto('refresh_sessions')
        .values({
          id,
          user_id: userId,
          token_hash: hash(secret),
          previous_hash: null,
          rotated_at: now,
          created_at: now,
          expires_at: now + REFRESH_TTL_MS,
          revoked_at: null,
        })
        .execute();
      return `${id}.${secret}`;
    },

    /** Checks a cookie and rotates its secret. A reused old secret revokes the session. */
    async rotate(cookie: string | undefined, now = Date.now()): Promise<RotateResult> {
      const [id, secret] = (cookie ?? '').split('.');
      if (!id || !secret) return { ok: false, reason: { code: 'not_signed_in' } };
      const row = await db
        .selectFrom('refresh_sessions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.revoked_at !== null || row.expires_at <= now) {
        return { ok: false, reason: { code: 'session_expired' } };
      }
      const presented = hash(secret);
      if (same(presented, row.token_hash)) {
        const next = randomBytes(32).toString('base64url');
        const updated = await db
          .updateTable('refresh_sessions')
          .set({ token_hash: hash(next), previous_hash: row.token_hash, rotated_at: now })
          .where('id', '=', id)
          .where('token_hash', '=', row.token_hash)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 1)
          return { ok: true, userId: row.user_id, sessionId: id, cookie: `${id}.${next}` };
        // Another request rotated it first: treat as the grace case below.
        return { ok: true, userId: row.user_id, sessionId: id, cookie: null };
      }
      if (row.previous_hash && same(presented, row.previous_hash)) {
        if (now - row.rotated_at < ROTATION_GRACE_MS)
          return { ok: true, userId: row.user_id, sessionId: id, cookie: null };
        // a stolen old secret replayed after the grace: the session is compromised
        await revokeRow(id, now);
      }
      // a wrong secret proves nothing about the session: it is refused and left alone
      return { ok: false, reason: { code: 'session_expired' } };
    },

    /** The user a cookie belongs to, without rotating it (the OAuth callback reads it). */
    async peek(cookie: string | undefined, now = Date.now()): Promise<string | null> {
      const [id, secret] = (cookie ?? '').split('.');
      if (!id || !secret) return null;
      const row = await db
        .selectFrom('refresh_sessions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
      const presented = hash(secret);
      if (same(presented, row.token_hash)) return row.user_id;
      const inGrace =
        row.previous_hash !== null &&
        same(presented, row.previous_hash) &&
        now - row.rotated_at < ROTATION_GRACE_MS;
      return inGrace ? row.user_id : null;
    },

    /** Sign-out: revokes the session only when the cookie carries its current or previous secret. */
    async revoke(cookie: string | undefined, now = Date.now()): Promise<void> {
      const [id, secret] = (cookie ?? '').split('.');
      if (!id || !secret) return;
      const row = await db
        .selectFrom('refresh_sessions')
        .select(['token_hash', 'previous_hash'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return;
      const presented = hash(secret);
      const known =
        same(presented, row.token_hash) ||
        (row.previous_hash !== null && same(presented, row.previous_hash));
      if (known) await revokeRow(id, now);
    },

    async revokeAllFor(userId: string, now = Date.now()): Promise<void> {
      await db
        .updateTable('refresh_sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      sessionsRevoked(db);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
