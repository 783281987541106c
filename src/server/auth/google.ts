import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import {
  ProviderError,
  providerFetch,
  providerJson,
  type OAuthProvider,
  type ProviderProfile,
} from './providers.ts';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const trimSlash = (url: string) => url.replace(/\/+$/, '');
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Google sign-in by OpenID Connect (authorization code + PKCE + state + nonce). Any OIDC
 * issuer can stand in: everything comes from its discovery document.
 */
export function createGoogleProvider(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
}): OAuthProvider {
  const issuer = trimSlash(options.issuer);
  let cached: { at: number; doc: Discovery; jwks: ReturnType<typeof createRemoteJWKSet> } | null =
    null;

  async function discover() {
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached;
    const res = await providerFetch('discovery', `${issuer}/.well-known/openid-configuration`);
    const doc = (await providerJson('OpenID discovery', res)) as unknown as Discovery;
    if (trimSlash(String(doc.issuer)) !== issuer)
      throw new ProviderError(`Issuer mismatch: discovery says ${String(doc.issuer)}`);
    for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
      if (typeof doc[field] !== 'string') throw new ProviderError(`Discovery lacks ${field}`);
    }
    cached = { at: Date.now(), doc, jwks: createRemoteJWKSet(new URL(doc.jwks_uri)) };
    return cached;
  }

  // Google documents both spellings of its issuer in ID tokens.
  const acceptedIssuers = (doc: Discovery) =>
    doc.issuer === 'https://accounts.google.com'
      ? [doc.issuer, 'accounts.google.com']
      : [doc.issuer];

  return {
    id: 'google',
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      const { doc } = await discover();
      const url = new URL(doc.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      // Lets a user with several Google accounts pick one; other issuers may refuse the value.
      if (doc.issuer === 'https://accounts.google.com')
        url.searchParams.set('prompt', 'select_account');
      return url.toString();
    },

    async exchange({ code, redirectUri, nonce, codeVerifier }): Promise<ProviderProfile> {
      const { doc, jwks } = await discover();
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      const methods = doc.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
      if (methods.includes('client_secret_basic')) {
        const id = encodeURIComponent(options.clientId);
        const secret = encodeURIComponent(options.clientSecret);
        headers.authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
      } else {
        body.set('client_id', options.clientId);
        body.set('client_secret', options.clientSecret);
      }
      const tokens = await providerJson(
        'Token exchange',
        await providerFetch('token', doc.token_endpoint, { method: 'POST', headers, body }),
      );
      const idToken = str(tokens.id_token);
      if (!idToken) throw new ProviderError('The provider returned no ID token');

      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(idToken, jwks, {
          issuer: acceptedIssuers(doc),
          audience: options.clientId,
        }));
      } catch (err) {
        throw new ProviderError(`ID token rejected: ${(err as Error).message}`);
      }
      if (claims.nonce !== nonce) throw new ProviderError('ID token rejected: nonce mismatch');
      if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== options.clientId)
        throw new ProviderError('ID token rejected: wrong authorized party');
      const subject = str(claims.sub);
      if (!subject) throw new ProviderError('ID token rejected: no subject');

      let name = str(claims.name);
      let email = str(claims.email);
      // Providers may keep profile claims out of the ID token; the userinfo endpoint has them.
      const accessToken = str(tokens.access_token);
      if ((!name || !email) && doc.userinfo_endpoint && accessToken) {
        const info = await providerJson(
          'Userinfo',
          await providerFetch('userinfo', doc.userinfo_endpoint, {
            headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
          }),
        );
        if (info.sub !== subject) throw new ProviderError('Userinfo is for another subject');
        name ??= str(info.name);
        email ??= str(info.email);
      }
      return { subject, displayName: name, email };
    },
  };
}
