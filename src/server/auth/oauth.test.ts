import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFacebookStandIn, type FacebookStandIn } from '../testing/facebookStandIn.ts';
import { startTestServer, testEngines, type TestServer } from '../testing/harness.ts';
import { startOidcStandIn, type OidcStandIn } from '../testing/oidcStandIn.ts';
import { createAgent, facebookSignIn, googleSignIn, popupMessage } from '../testing/signInAgent.ts';

const SECRET = 'test-secret-test-secret-test-secret!';

describe.each(testEngines())('provider sign-in on %s', (engine) => {
  let oidc: OidcStandIn;
  let fb: FacebookStandIn;
  let server: TestServer;
  beforeAll(async () => {
    oidc = await startOidcStandIn();
    fb = await startFacebookStandIn();
    server = await startTestServer({ JWT_SECRET: SECRET, ...oidc.env, ...fb.env }, engine);
    oidc.allowClient(`${server.url}/api/auth/google/callback`);
  });
  afterAll(async () => {
    await server.close();
    await oidc.close();
    await fb.close();
  });

  it('reports both providers as configured', async () => {
    const res = await fetch(`${server.url}/api/auth/providers`);
    expect(await res.json()).toEqual({ google: true, facebook: true });
  });

  it('signs in fresh with Google (OIDC): a new non-anonymous user with name and e-mail', async () => {
    const agent = createAgent();
    const done = await googleSignIn(agent, server.url, 'alice');
    expect(done.res.status).toBe(200);
    expect(done.message).toEqual({
      type: 'mu-auth',
      provider: 'google',
      status: 'success',
      kind: 'created',
    });
    expect(done.res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(agent.jar.has('mu_oauth')).toBe(false);
    const session = await agent.session(server.url, 'refresh');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({
      isAnonymous: false,
      provider: 'google',
      displayName: 'Test alice',
      email: 'alice@example.test',
    });
    // signing in again is the same user
    const again = await googleSignIn(createAgent(), server.url, 'alice');
    expect(again.message).toMatchObject({ status: 'success', kind: 'existing' });
  });

  it('links a guest: same user id, now signed in, and the guest cookie is replaced', async () => {
    const agent = createAgent();
    const guest = await agent.session(server.url, 'guest');
    const guestCookie = agent.jar.get('mu_refresh')!;
    const done = await googleSignIn(agent, server.url, 'bob');
    expect(done.message).toMatchObject({ status: 'success', kind: 'linked' });
    const session = await agent.session(server.url, 'refresh');
    expect(session.body.user).toMatchObject({
      id: guest.body.user.id,
      isAnonymous: false,
      provider: 'google',
    });
    const old = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: `mu_refresh=${guestCookie}` },
    });
    expect(old.status).toBe(401);
  });

  it('signs in as the owner when the provider account already belongs to another user', async () => {
    const owner = createAgent();
    await googleSignIn(owner, server.url, 'carol');
    const ownerId = (await owner.session(server.url, 'refresh')).body.user.id;

    const agent = createAgent();
    const guest = await agent.session(server.url, 'guest');
    const guestCookie = agent.jar.get('mu_refresh')!;
    const done = await googleSignIn(agent, server.url, 'carol');
    expect(done.message).toMatchObject({ status: 'success', kind: 'existing' });
    const session = await agent.session(server.url, 'refresh');
    expect(session.body.user.id).toBe(ownerId);
    expect(session.body.user.id).not.toBe(guest.body.user.id);
    // the guest's session has ended
    const old = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: `mu_refresh=${guestCookie}` },
    });
    expect(old.status).toBe(401);
  });

  it('a closed or cancelled popup reports "cancelled" and changes nothing', async () => {
    const agent = createAgent();
    const guest = await agent.session(server.url, 'guest');
    const cookie = agent.jar.get('mu_refresh');
    const google = await googleSignIn(agent, server.url, 'cancel');
    expect(google.res.status).toBe(200);
    expect(google.message).toEqual({ type: 'mu-auth', provider: 'google', status: 'cancelled' });
    fb.nextUser = 'cancel';
    const facebook = await facebookSignIn(agent, server.url);
    fb.nextUser = { id: '10001', name: 'Fb User', email: 'fb@example.test' };
    expect(facebook.message).toEqual({
      type: 'mu-auth',
      provider: 'facebook',
      status: 'cancelled',
    });
    expect(agent.jar.get('mu_refresh')).toBe(cookie);
    const session = await agent.session(server.url, 'refresh');
    expect(session.body.user).toMatchObject({ id: guest.body.user.id, isAnonymous: true });
  });

  it('a provider error shows the reason on the page and keeps the current session', async () => {
    const agent = createAgent();
    const guest = await agent.session(server.url, 'guest');
    fb.failToken = true;
    const done = await facebookSignIn(agent, server.url).finally(() => {
      fb.failToken = false;
    });
    expect(done.res.status).toBe(400);
    expect(done.message).toMatchObject({
      provider: 'facebook',
      status: 'error',
      error: 'Facebook sign-in failed.',
      code: 'oauth_failed',
      params: { provider: 'facebook' },
    });
    // the page words the code
    expect(done.text).toContain('Facebook sign-in failed. Close this window and try again.');
    const session = await agent.session(server.url, 'refresh');
    expect(session.body.user).toMatchObject({ id: guest.body.user.id, isAnonymous: true });
  });

  it('a Google token exchange the provider refuses shows the error and signs nobody in', async () => {
    const misconfigured = await startTestServer(
      { JWT_SECRET: SECRET, ...oidc.env, GOOGLE_CLIENT_SECRET: 'not-the-right-secret' },
      engine,
    );
    try {
      oidc.allowClient(`${misconfigured.url}/api/auth/google/callback`);
      const agent = createAgent();
      const done = await googleSignIn(agent, misconfigured.url, 'mallory');
      expect(done.res.status).toBe(400);
      expect(done.message).toMatchObject({
        status: 'error',
        error: 'Google sign-in failed.',
        code: 'oauth_failed',
        params: { provider: 'google' },
      });
      expect((await agent.session(misconfigured.url, 'refresh')).status).toBe(401);
      const users = await misconfigured.services.store.db.selectFrom('users').selectAll().execute();
      expect(users).toEqual([]);
    } finally {
      await misconfigured.close();
    }
  });

  it('refuses a callback whose state does not match the one it started', async () => {
    const agent = createAgent();
    const start = await fetch(`${server.url}/api/auth/google/start`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location')!);
    expect(location.origin).toBe(oidc.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${server.url}/api/auth/google/callback`,
    );
    // an attacker's callback link without the browser's state cookie
    const forged = await agent.go(`${server.url}/api/auth/google/callback?code=x&state=y`);
    expect(forged.res.status).toBe(400);
    expect(popupMessage(forged.text)).toMatchObject({
      status: 'error',
      error: 'This sign-in expired or was started in another window.',
      code: 'oauth_state',
    });
    // a provider's answer that does not fit the schema
    const long = await agent.go(`${server.url}/api/auth/google/callback?error=${'x'.repeat(300)}`);
    expect(popupMessage(long.text)).toMatchObject({
      error: 'The sign-in answer was malformed.',
      code: 'oauth_malformed',
    });
  });

  it('signs in with Facebook through the Graph me call, linking the guest', async () => {
    const agent = createAgent();
    const guest = await agent.session(server.url, 'guest');
    fb.nextUser = { id: '20002', name: 'Dana Fb', email: 'dana@example.test' };
    const done = await facebookSignIn(agent, server.url);
    expect(done.message).toMatchObject({ provider: 'facebook', status: 'success', kind: 'linked' });
    const session = await agent.session(server.url, 'refresh');
    expect(session.body.user).toMatchObject({
      id: guest.body.user.id,
      isAnonymous: false,
      provider: 'facebook',
      displayName: 'Dana Fb',
      email: 'dana@example.test',
    });
  });

  it('logout ends the signed-in session', async () => {
    const agent = createAgent();
    await googleSignIn(agent, server.url, 'erin');
    const out = await agent.go(`${server.url}/api/auth/logout`, { method: 'POST' });
    expect(out.res.status).toBe(204);
    expect(agent.jar.has('mu_refresh')).toBe(false);
    expect((await agent.session(server.url, 'refresh')).status).toBe(401);
  });
});

describe('provider sign-in when not configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ JWT_SECRET: SECRET });
  });
  afterAll(() => server.close());

  it('reports no providers and the start page says so', async () => {
    expect(await (await fetch(`${server.url}/api/auth/providers`)).json()).toEqual({
      google: false,
      facebook: false,
    });
    const res = await fetch(`${server.url}/api/auth/google/start`);
    expect(res.status).toBe(400);
    expect(popupMessage(await res.text())).toMatchObject({
      status: 'error',
      error: 'Google sign-in is not configured on this server.',
      code: 'oauth_not_configured',
      params: { provider: 'google' },
    });
    expect((await fetch(`${server.url}/api/auth/twitter/start`)).status).toBe(404);
  });
});
