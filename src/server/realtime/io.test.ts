import { textOf } from '../../shared/protocol/index.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import { recordBan } from '../moderation/store.ts';
import { BANNED_SEARCH } from '../moderation/service.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  testEngines,
  type TestServer,
} from '../testing/harness.ts';

describe('socket handshake: what the connection request carries', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('behind a trusted proxy, the partner sees the country of the X-Forwarded-For address', async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
    const a = await server.guest();
    const b = await server.guest();
    const sa = server.connect(a.token, { headers: { 'x-forwarded-for': '8.8.8.8, 10.0.0.1' } });
    const sb = server.connect(b.token, { headers: { 'x-forwarded-for': '81.2.69.142' } });
    await Promise.all([connected(sa), connected(sb)]);
    const foundA = nextEvent<PartnerFound>(sa, 'partnerFound');
    const foundB = nextEvent<PartnerFound>(sb, 'partnerFound');
    await ack(sa, 'findPartner', { interests: [] });
    await ack(sb, 'findPartner', { interests: [] });
    expect(await foundA).toMatchObject({ countryCode: 'GB', country: 'United Kingdom' });
    expect(await foundB).toMatchObject({ countryCode: 'US', country: 'United States' });
  });

  it('a connected socket lets go of its HTTP request and its access token once the handshake is read', async () => {
    server = await startTestServer();
    const a = await server.guest();
    const device = a.cookie.split('; ').find((c) => c.startsWith('mu_device='))!;
    await connected(server.connect(a.token, { headers: { cookie: device } }));
    const [socket] = [...server.services.io.of('/').sockets.values()];
    // read from the request's cookie header before it was dropped
    expect(socket!.data.deviceId).toBe(device.slice('mu_device='.length));
    expect(socket!.request).toBeNull();
    // the token was verified, and the socket still acts as its user
    expect(socket!.handshake.auth).toEqual({ token: undefined });
    expect(socket!.data.user.id).toBe(a.user.id);
  });

  it.each(testEngines())(
    'the browser cookie on the handshake carries a device ban (%s)',
    async (engine) => {
      server = await startTestServer({}, engine);
      const db = server.services.store.db;
      const banned = await server.guest();
      const device = banned.cookie.split('; ').find((c) => c.startsWith('mu_device='))!;
      await recordBan(db, {
        userId: banned.user.id,
        source: 'operator',
        reason: 'test',
        expiresAt: Date.now() + 60_000,
      });
      // a session made elsewhere, then used from the banned browser: only the socket sees it
      const other = await server.guest();
      expect(other.user.isBanned).toBe(false);
      const fromBannedBrowser = server.connect(other.token, { headers: { cookie: device } });
      const fromOwnBrowser = server.connect(other.token, { headers: { cookie: other.cookie } });
      await Promise.all([connected(fromBannedBrowser), connected(fromOwnBrowser)]);
      expect(await ack(fromOwnBrowser, 'findPartner', { interests: [] })).toEqual({ ok: true });
      await ack(fromOwnBrowser, 'leave');
      expect(await ack(fromBannedBrowser, 'findPartner', { interests: [] })).toMatchObject({
        ok: false,
        error: textOf(BANNED_SEARCH),
        code: 'banned',
      });
    },
  );
});
