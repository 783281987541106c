import { SignJWT, errors, jwtVerify } from 'jose';
import { UI } from '../../shared/constants.ts';

export interface AccessClaims {
  userId: string;
  anonymous: boolean;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; error: string };

const ISSUER = 'matchup';

/** Short-lived access tokens (5 minutes, like the spec's ID token max age). */
export function createTokenService(key: Uint8Array, ttlSeconds: number = UI.tokenMaxAgeS) {
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ anon: claims.anonymous })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token: string | undefined | null): Promise<VerifyResult> {
      if (!token) return { ok: false, error: 'Authentication required: missing token' };
      try {
        // a token without exp would never expire: refused, like one from another issuer
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string')
          return { ok: false, error: 'Authentication failed: invalid token' };
        return { ok: true, claims: { userId: payload.sub, anonymous: payload.anon === true } };
      } catch (err) {
        if (err instanceof errors.JWTExpired)
          return { ok: false, error: 'Authentication failed: token expired' };
        return { ok: false, error: 'Authentication failed: invalid token' };
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
