import { hash } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { UI } from '../../shared/constants.ts';
import { ExpiringMap } from '../lib/expiring.ts';
import type { Refusal } from '../../shared/protocol/index.ts';

export interface AccessClaims {
  userId: string;
  anonymous: boolean;
  /**
   * the refresh session the token was issued for (`sid`): revoking that session (sign-out, a
   * guest linked to a member) retires the token at once, not when it expires
   */
  sessionId?: string;
}

export type VerifyResult =
  | { ok: true; claims: AccessClaims; /** when the token expires (ms) */ expiresAt: number }
  | { ok: false; error: Refusal };

const ISSUER = 'matchup';

/**
 * Tokens verified lately, until they expire. A token is verified once for its life: the same
 * string carries the same signature, so a socket that reconnects (or a client that comes back
 * for every chat) costs a map look-up instead of an HMAC check and its promise jobs. Bounded:
 * at most this many tokens are remembered, the oldest dropped first.
 */
export const VERIFIED_TOKENS_KEPT = 50_000;

/** Short-lived access tokens (5 minutes, like the spec's ID token max age). */
export function createTokenService(key: Uint8Array, ttlSeconds: number = UI.tokenMaxAgeS) {
  const verified = new ExpiringMap<string, { claims: AccessClaims; expiresAt: number }>(
    VERIFIED_TOKENS_KEPT,
  );
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      const payload = claims.sessionId
        ? { anon: claims.anonymous, sid: claims.sessionId }
        : { anon: claims.anonymous };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token: string | undefined | null): Promise<VerifyResult> {
      if (!token) return { ok: false, error: { code: 'auth_missing' } };
      const now = Date.now();
      // kept by its digest: the token itself is ~230 characters, often a slice of the request's
      // whole `authorization` header, which the map would keep alive with it
      const digest = hash('sha256', token, 'base64url');
      const known = verified.get(digest, now);
      if (known) return { ok: true, ...known };
      try {
        // a token without exp would never expire: refused, like one from another issuer
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string') return { ok: false, error: { code: 'auth_invalid' } };
        const claims: AccessClaims = { userId: payload.sub, anonymous: payload.anon === true };
        if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
        const expiresAt = payload.exp! * 1000;
        verified.set(digest, { claims, expiresAt }, expiresAt, now);
        return { ok: true, claims, expiresAt };
      } catch (err) {
        if (err instanceof errors.JWTExpired) return { ok: false, error: { code: 'auth_expired' } };
        return { ok: false, error: { code: 'auth_invalid' } };
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
