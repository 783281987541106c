import { createHash, createHmac, randomBytes } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** What the start of a sign-in remembers for its callback; kept in an encrypted cookie. */
export interface OAuthState {
  provider: 'google' | 'facebook';
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** A sign-in must come back within this long (the user may type a password or 2FA code). */
export const STATE_TTL_S = 10 * 60;

const AUDIENCE = 'matchup-oauth-state';

const random = () => randomBytes(32).toString('base64url');

/** Fresh state, nonce and PKCE verifier/challenge for one sign-in. */
export function newFlowSecrets() {
  const codeVerifier = random();
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  return { state: random(), nonce: random(), codeVerifier, codeChallenge };
}

/**
 * The cookie is encrypted (not just signed) because it holds the PKCE verifier; a cookie
 * rather than a table keeps the flow working across nodes with no cleanup job.
 */
export function createStateSealer(signingKey: Uint8Array) {
  // A key of its own, derived from the signing key, so the two uses never mix.
  const key = createHmac('sha256', signingKey).update('oauth-state-cookie').digest();
  return {
    seal(value: OAuthState): Promise<string> {
      return new EncryptJWT({ ...value })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${STATE_TTL_S}s`)
        .encrypt(key);
    },
    async open(cookie: string | undefined): Promise<OAuthState | null> {
      if (!cookie) return null;
      try {
        const { payload } = await jwtDecrypt(cookie, key, { audience: AUDIENCE });
        const { provider, state, nonce, codeVerifier, redirectUri } = payload;
        if (
          (provider !== 'google' && provider !== 'facebook') ||
          typeof state !== 'string' ||
          typeof nonce !== 'string' ||
          typeof codeVerifier !== 'string' ||
          typeof redirectUri !== 'string'
        )
          return null;
        return { provider, state, nonce, codeVerifier, redirectUri };
      } catch {
        return null;
      }
    },
  };
}

export type StateSealer = ReturnType<typeof createStateSealer>;
