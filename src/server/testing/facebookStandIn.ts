import { randomBytes, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FacebookStandIn {
  env: Record<string, string>;
  /** The next dialog visit answers like this: sign in as `id`, or the user cancels. */
  nextUser: { id: string; name: string; email: string | null } | 'cancel';
  /** Set to make the token endpoint answer with a Graph-style error. */
  failToken: boolean;
  close(): Promise<void>;
}

/**
 * Facebook's OAuth dialog, token endpoint and Graph `me`, speaking their wire format, on
 * loopback. The dialog redirects straight back (the user "approved"), as Facebook does for
 * an app the user already allowed.
 */
export async function startFacebookStandIn(): Promise<FacebookStandIn> {
  const clientId = 'fb-test-app';
  const clientSecret = 'fb-test-secret-0123456789';
  const codes = new Map<
    string,
    { redirectUri: string; user: { id: string; name: string; email: string | null } }
  >();
  const tokens = new Map<string, { id: string; name: string; email: string | null }>();

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const graphError = (res: ServerResponse, message: string, code = 100) =>
    json(res, 400, { error: { message, type: 'OAuthException', code, fbtrace_id: 'test' } });

  const stand: FacebookStandIn = {
    env: {},
    nextUser: { id: '10001', name: 'Fb User', email: 'fb@example.test' },
    failToken: false,
    close: async () => undefined,
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const q = url.searchParams;
    if (url.pathname === '/dialog/oauth') {
      const redirect = new URL(q.get('redirect_uri') ?? '');
      if (q.get('client_id') !== clientId) return graphError(res, 'Invalid App ID');
      if (stand.nextUser === 'cancel') {
        redirect.search = new URLSearchParams({
          error: 'access_denied',
          error_code: '200',
          error_description: 'Permissions error',
          error_reason: 'user_denied',
          state: q.get('state') ?? '',
        }).toString();
      } else {
        const code = randomBytes(12).toString('hex');
        codes.set(code, { redirectUri: redirect.toString(), user: stand.nextUser });
        redirect.search = new URLSearchParams({ code, state: q.get('state') ?? '' }).toString();
      }
      return void res.writeHead(302, { location: redirect.toString() }).end();
    }
    if (url.pathname === '/oauth/access_token') {
      if (stand.failToken) return graphError(res, 'This authorization code has expired.', 100);
      const grant = codes.get(q.get('code') ?? '');
      if (q.get('client_id') !== clientId || q.get('client_secret') !== clientSecret)
        return graphError(res, 'Error validating client secret.', 1);
      if (!grant || grant.redirectUri !== q.get('redirect_uri'))
        return graphError(res, 'Invalid verification code format.');
      codes.delete(q.get('code')!);
      const token = randomBytes(16).toString('hex');
      tokens.set(token, grant.user);
      return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
    }
    if (url.pathname === '/me') {
      const token = q.get('access_token') ?? '';
      const user = tokens.get(token);
      if (!user) return graphError(res, 'Invalid OAuth access token.', 190);
      const proof = createHmac('sha256', clientSecret).update(token).digest('hex');
      if (q.get('appsecret_proof') !== proof)
        return graphError(res, 'Invalid appsecret_proof provided in the API argument', 100);
      const fields = (q.get('fields') ?? 'id,name').split(',');
      const all: Record<string, string | null> = { ...user };
      return json(
        res,
        200,
        Object.fromEntries(fields.filter((f) => all[f] != null).map((f) => [f, all[f]])),
      );
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stand.env = {
    FACEBOOK_CLIENT_ID: clientId,
    FACEBOOK_CLIENT_SECRET: clientSecret,
    FACEBOOK_AUTH_URL: `${base}/dialog/oauth`,
    FACEBOOK_TOKEN_URL: `${base}/oauth/access_token`,
    FACEBOOK_GRAPH_URL: base,
  };
  stand.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stand;
}
