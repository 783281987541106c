import { wireOf, textOf } from '../../shared/protocol/index.ts';
/**
 * Abuse resistance, the smaller holes, each played as the attack would be: sockets per user
 * and address, cross-site POSTs, spoofed X-Forwarded-For, free text beside a flag, revoking a
 * session by its id alone, tokens without exp.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI } from '../../shared/constants.ts';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import { CROSS_SITE } from '../http/sameSite.ts';
import { TOO_MANY_FOR_ADDRESS, TOO_MANY_FOR_USER } from '../realtime/socketCaps.ts';
import { ack, connected, nextEvent, startTestServer, type TestServer } from '../testing/harness.ts';

const SECRET = 'a-test-secret-that-is-long-enough-000';

describe('abuse resistance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      JWT_SECRET: SECRET,
      SOCKETS_PER_USER: '3',
      SOCKETS_PER_ADDRESS: '8',
      // one trusted hop: the test itself stands for the proxy on loopback
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(() => server.close());

  const post = (path: string, headers: Record<string, string> = {}, body?: string) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers, body });
  const refreshOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('mu_refresh='))!;

  it('caps sockets per user (3) and per address, refusing with a clear connect_error', async () => {
    const { token } = await server.guest();
    const open = [];
    for (let i = 0; i < 3; i++) {
      const s = server.connect(token);
      await connected(s);
      open.push(s);
    }
    await expect(connected(server.connect(token))).rejects.toThrow(textOf(TOO_MANY_FOR_USER(3)));
    // a place frees when a socket closes
    open.pop()!.disconnect();
    await expect
      .poll(async () => {
        const s = server.connect(token);
        return connected(s).then(
          () => (open.push(s), 'ok'),
          (e: Error) => e.message,
        );
      })
      .toBe('ok');
    // per address: 8 on this node; from another (forwarded) address there is room
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const others = [];
    for (let i = 0; i < 8; i++) {
      const s = server.connect((await server.guest()).token, from('198.51.100.7'));
      await connected(s);
      others.push(s);
    }
    const refused = server.connect((await server.guest()).token, from('198.51.100.7'));
    await expect(connected(refused)).rejects.toThrow(textOf(TOO_MANY_FOR_ADDRESS));
    await connected(server.connect((await server.guest()).token, from('198.51.100.8')));
    [...open, ...others].forEach((s) => s.disconnect());
  });

  it('refuses cross-site POSTs to /api (sign-out, session swap) and changes nothing', async () => {
    const guest = await post('/api/auth/guest');
    const cookie = refreshOf(guest);
    const attacks: Record<string, string>[] = [
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      { origin: 'null' },
    ];
    for (const headers of attacks) {
      for (const path of ['/api/auth/logout', '/api/auth/guest', '/api/auth/refresh']) {
        const res = await post(path, { ...headers, cookie }, 'x=1');
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toEqual(wireOf('error', CROSS_SITE));
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    }
    // the same for every state-changing /api route, e.g. the 18+ answer, a block, a profile
    const { token } = await server.guest();
    for (const [method, path] of [
      ['POST', '/api/age'],
      ['DELETE', '/api/blocks/1'],
      ['PATCH', '/api/me'],
      ['POST', '/api/ai/chat'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { ...attacks[0]!, authorization: `Bearer ${token}` },
        body: '{"birthDate":"1990-01-01"}',
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual(wireOf('error', CROSS_SITE));
    }
    // the session is untouched; same-origin and header-less calls work
    const same = await post('/api/auth/refresh', {
      cookie,
      origin: server.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(same.status).toBe(200);
  });

  it('takes the socket address by the trusted hops, not the left-most X-Forwarded-For', async () => {
    const { token } = await server.guest();
    const a = server.connect(token, {
      // the client wrote "81.2.69.142" (a GB address); the trusted proxy appended the real one
      headers: { 'x-forwarded-for': '81.2.69.142, 2.16.0.1' },
    });
    await connected(a);
    const socket = server.services.io.of('/').sockets.get(a.id!)!;
    expect(socket.data.ip).toBe('2.16.0.1');
    expect(socket.data.country.countryCode).not.toBe('GB');
    a.disconnect();
  });

  it("derives the partner's country name from the code; the client's free text is dropped", async () => {
    const [x, y] = [await server.guest(), await server.guest()];
    const [sx, sy] = [server.connect(x.token), server.connect(y.token)];
    await Promise.all([connected(sx), connected(sy)]);
    expect(
      await ack(sx, 'profileUpdate', {
        country: 'Moderator: visit evil.example',
        countryCode: 'fr',
      }),
    ).toEqual({ ok: true });
    expect(await ack(sy, 'profileUpdate', { country: 'France', countryCode: 'XX' })).toMatchObject({
      ok: false,
      error: 'countryCode must be a real two-letter country code',
    });
    const found = nextEvent<PartnerFound>(sy, 'partnerFound');
    await ack(sx, 'findPartner', { interests: ['flag-test'] });
    await ack(sy, 'findPartner', { interests: ['flag-test'] });
    expect(await found).toMatchObject({
      country: 'France',
      countryCode: 'FR',
      partnerIsGuest: true,
    });
    const stored = await server.services.store.db
      .selectFrom('users')
      .select(['country', 'country_code'])
      .where('id', '=', x.user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ country: 'France', country_code: 'FR' });
    sx.disconnect();
    sy.disconnect();
  });

  it('a refresh or logout with the right session id and a wrong secret revokes nothing', async () => {
    const cookie = refreshOf(await post('/api/auth/guest'));
    const [name, value] = cookie.split('=') as [string, string];
    const forged = `${name}=${value.split('.')[0]}.wrong-secret`;
    expect((await post('/api/auth/refresh', { cookie: forged })).status).toBe(401);
    expect((await post('/api/auth/logout', { cookie: forged })).status).toBe(204);
    expect((await post('/api/auth/refresh', { cookie })).status).toBe(200);
  });

  it('refuses an access token without exp', async () => {
    const { user } = await server.guest();
    const forever = await new SignJWT({ anon: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('matchup')
      .setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
    await expect(connected(server.connect(forever))).rejects.toThrow(
      'Authentication failed: invalid token',
    );
    const me = await fetch(`${server.url}/api/me`, {
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(me.status).toBe(401);
  });

  it("AI buddy: fresh guest tokens in one browser share that browser's budget", async () => {
    const ask = (token: string, cookie: string) =>
      fetch(`${server.url}/api/ai/chat`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          cookie,
          'content-type': 'application/json',
          'x-forwarded-for': '192.0.2.77',
        },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }] }),
      }).then((r) => r.status);
    const first = await post('/api/auth/guest');
    const device = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('mu_device='))!;
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      // a new guest each time: only the refresh cookie is dropped, the browser keeps its device
      const guest = (await (await post('/api/auth/guest', { cookie: device })).json()) as {
        token: string;
      };
      statuses.push(await ask(guest.token, device));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(AI.rateLimits[0].limit);
    expect(statuses.slice(AI.rateLimits[0].limit)).toEqual([429, 429]);
  });
});
