import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** GOOGLE_* variables pointing the app at this provider. */
  env: Record<string, string>;
  /** Registers a callback URL of the app's client (restarts the provider's state). */
  allowClient(redirectUri: string): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback standing in for Google. Its
 * development login form accepts any login; the login becomes the subject, and the
 * account's name and e-mail are derived from it. Consent is granted automatically, as
 * Google does for an app the user already allowed.
 */
export async function startOidcStandIn(): Promise<OidcStandIn> {
  const clientId = 'matchup-test-client';
  const clientSecret = 'matchup-test-secret-0123456789abcdef';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  let handler: ReturnType<Provider['callback']> | null = null;
  const redirectUris: string[] = [];
  server.on('request', (req, res) => {
    if (handler) return void handler(req, res);
    res.writeHead(503).end('provider not configured yet');
  });
  const configure = (redirectUris: string[]) =>
    new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => ({
          sub,
          name: `Test ${sub}`,
          email: `${sub}@example.test`,
          email_verified: true,
        }),
      }),
      async loadExistingGrant(ctx) {
        const oidc = ctx.oidc;
        const grantId =
          oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId);
        if (grantId) return oidc.provider.Grant.find(grantId);
        const grant = new oidc.provider.Grant({
          clientId: oidc.client!.clientId,
          accountId: oidc.session!.accountId,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
    });
  return {
    issuer,
    clientId,
    clientSecret,
    allowClient(redirectUri) {
      redirectUris.push(redirectUri);
      handler = configure([...redirectUris]).callback();
    },
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
