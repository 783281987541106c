import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, startTestServer, testEngines, type TestServer } from '../testing/harness.ts';

const SECRET = 'test-secret-test-secret-test-secret!';
const key = new TextEncoder().encode(SECRET);

async function post(server: TestServer, path: string, cookie?: string) {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: cookie ? { cookie } : {} });
}
const refreshCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('mu_refresh='))
    ?.split(';')[0];

describe.each(testEngines())('guest sessions on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ JWT_SECRET: SECRET }, engine);
  });
  afterAll(() => server.close());

  it('creates an anonymous user with an httpOnly refresh cookie and a 5-minute token', async () => {
    const res = await post(server, '/api/auth/guest');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: Record<string, unknown> };
    expect(body.user).toMatchObject({ isAnonymous: true, isBanned: false, provider: 'guest' });
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(
      /mu_refresh=[^;]+; Max-Age=\d+; Path=\/api\/auth; HttpOnly; SameSite=Lax/,
    );
    const [, payload] = body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(300);
  });

  it('returns the same guest when the refresh cookie is present', async () => {
    const first = await post(server, '/api/auth/guest');
    const user = ((await first.json()) as { user: { id: string } }).user;
    const again = await post(server, '/api/auth/guest', refreshCookie(first));
    expect(((await again.json()) as { user: { id: string } }).user.id).toBe(user.id);
  });

  it('rotates the refresh token and refuses a stolen old one after the grace period', async () => {
    const guest = await post(server, '/api/auth/guest');
    const c1 = refreshCookie(guest)!;
    const r1 = await post(server, '/api/auth/refresh', c1);
    expect(r1.status).toBe(200);
    const c2 = refreshCookie(r1)!;
    expect(c2).not.toBe(c1);
    // a racing tab presenting c1 within the grace window gets a token but no new cookie
    const race = await post(server, '/api/auth/refresh', c1);
    expect(race.status).toBe(200);
    expect(refreshCookie(race)).toBeUndefined();
    // once the grace window is over, c1 is a replay: the whole session is revoked
    const [id] = c1.replace('mu_refresh=', '').split('.');
    await server.services.store.db
      .updateTable('refresh_sessions')
      .set({ rotated_at: 0 })
      .where('id', '=', id!)
      .execute();
    const replay = await post(server, '/api/auth/refresh', c1);
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error: string }).error).toMatch(/sign in again/);
    expect((await post(server, '/api/auth/refresh', c2)).status).toBe(401);
  });

  it('logout answers 204 and the cookie no longer refreshes', async () => {
    const guest = await post(server, '/api/auth/guest');
    const cookie = refreshCookie(guest)!;
    const out = await post(server, '/api/auth/logout', cookie);
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/mu_refresh=;/);
    const after = await post(server, '/api/auth/refresh', cookie);
    expect(after.status).toBe(401);
  });

  it('refresh without a cookie is 401 with a reason', async () => {
    const res = await post(server, '/api/auth/refresh');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Not signed in' });
  });

  describe('tokens on REST and socket', () => {
    const expired = () =>
      new SignJWT({ anon: true })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('x')
        .setIssuer('matchup')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
        .sign(key);
    const forged = () =>
      new SignJWT({ anon: true })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('x')
        .setIssuer('matchup')
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('another-secret-another-secret-123'));

    it('accepts a valid token and refuses missing, expired and forged ones on REST', async () => {
      const { token } = await server.guest();
      const ok = await fetch(`${server.url}/api/ice`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ iceServers: [], ageSignals: true });
      const cases: [string | undefined, string][] = [
        [undefined, 'Authentication required: missing token'],
        [await expired(), 'Authentication failed: token expired'],
        [await forged(), 'Authentication failed: invalid token'],
      ];
      for (const [bad, message] of cases) {
        const res = await fetch(`${server.url}/api/ice`, {
          headers: bad ? { authorization: `Bearer ${bad}` } : {},
        });
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ error: message });
      }
    });

    it('refuses missing, expired and forged tokens at the socket handshake with a clear message', async () => {
      const { token } = await server.guest();
      await expect(connected(server.connect(token))).resolves.toBeUndefined();
      await expect(connected(server.connect(undefined))).rejects.toThrow(
        'Authentication required: missing token',
      );
      await expect(connected(server.connect(await expired()))).rejects.toThrow(
        'Authentication failed: token expired',
      );
      await expect(connected(server.connect(await forged()))).rejects.toThrow(
        'Authentication failed: invalid token',
      );
    });

    it('refuses a socket from an origin of another site', async () => {
      const { token } = await server.guest();
      await expect(
        connected(server.connect(token, { headers: { origin: 'https://evil.example' } })),
      ).rejects.toThrow();
    });
  });
});
