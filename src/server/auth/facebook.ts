import { createHmac } from 'node:crypto';
import {
  ProviderError,
  providerFetch,
  providerJson,
  type OAuthProvider,
  type ProviderProfile,
} from './providers.ts';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Facebook Login: OAuth 2 authorization code, then the Graph `me` call for the identity. */
export function createFacebookProvider(options: {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  graphUrl: string;
}): OAuthProvider {
  return {
    id: 'facebook',
    async authorizationUrl({ redirectUri, state }) {
      const url = new URL(options.authUrl);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: 'public_profile,email',
      }).toString();
      return url.toString();
    },

    async exchange({ code, redirectUri }): Promise<ProviderProfile> {
      const tokenUrl = new URL(options.tokenUrl);
      tokenUrl.search = new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uri: redirectUri,
        code,
      }).toString();
      const tokens = await providerJson(
        'Token exchange',
        await providerFetch('token', tokenUrl.toString(), {
          headers: { accept: 'application/json' },
        }),
      );
      const accessToken = str(tokens.access_token);
      if (!accessToken) throw new ProviderError('The provider returned no access token');

      const me = new URL(`${options.graphUrl.replace(/\/+$/, '')}/me`);
      me.search = new URLSearchParams({
        fields: 'id,name,email',
        access_token: accessToken,
        // Proves the call comes from the app's server, not a leaked token elsewhere.
        appsecret_proof: createHmac('sha256', options.clientSecret)
          .update(accessToken)
          .digest('hex'),
      }).toString();
      const profile = await providerJson(
        'Graph me',
        await providerFetch('graph', me.toString(), { headers: { accept: 'application/json' } }),
      );
      const subject = str(profile.id);
      if (!subject) throw new ProviderError('The provider returned no user id');
      return { subject, displayName: str(profile.name), email: str(profile.email) };
    },
  };
}
