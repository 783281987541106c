import { refusedAck, wireOf } from '../../shared/protocol/index.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlocksResponse, PartnerFound } from '../../shared/protocol/index.ts';
import {
  ack,
  connected,
  connectedUser,
  matchedPair,
  nextEvent,
  startTestServer,
  testEngines,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { confirmAdult } from '../testing/ageGate.ts';
import { NO_SUCH_BLOCK } from './routes.ts';
import { NOT_YOUR_PARTNER } from './service.ts';

/** A guest with its device cookie on the socket too, as a browser connects. */
async function browserUser(server: TestServer, cookie?: string) {
  const res = await fetch(`${server.url}/api/auth/guest`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  });
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  const jar = cookie ?? (res.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  await confirmAdult(server.url, token, jar);
  const socket = server.connect(token, { headers: { cookie: jar } });
  await connected(socket);
  return { socket, token, cookie: jar, userId: user.id };
}

async function pairUp(a: AppClientSocket, b: AppClientSocket, interest: string) {
  const found = nextEvent<PartnerFound>(b, 'partnerFound');
  await ack(a, 'findPartner', { interests: [interest] });
  await ack(b, 'findPartner', { interests: [interest] });
  return found;
}

/** Both search with no interests (open to anyone): they would pair at once if allowed. */
async function bothSearch(server: TestServer, a: AppClientSocket, b: AppClientSocket) {
  expect(await ack(a, 'findPartner', { interests: [] })).toEqual({ ok: true });
  expect(await ack(b, 'findPartner', { interests: [] })).toEqual({ ok: true });
  const matches = server.services.matches;
  return { paired: matches.partnerOf(a.id!) === b.id, waiting: await matches.queue.size() };
}

describe.each(testEngines())('block (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, engine);
  });
  afterAll(() => server.close());

  it('leaves the call as a plain "Partner left", and the two never meet again (by account and device)', async () => {
    const a = await browserUser(server);
    const b = await browserUser(server);
    const found = await pairUp(a.socket, b.socket, 'block-1');
    const left = nextEvent<{ reason: string }>(b.socket, 'partnerDisconnected');
    expect(found.partnerId).toBe(a.socket.id);
    expect(await ack(a.socket, 'blockUser', { partnerId: b.socket.id })).toEqual({ ok: true });
    expect(await left).toMatchObject({ reason: 'Partner left the chat' });
    expect(server.services.matches.matchOf(a.socket.id!)).toBeUndefined();

    // nobody else waiting: still not paired
    expect(await bothSearch(server, a.socket, b.socket)).toEqual({ paired: false, waiting: 2 });
    // a third person waiting is paired instead
    const c = await connectedUser(server);
    const cFound = nextEvent<PartnerFound>(c.socket, 'partnerFound');
    await ack(c.socket, 'findPartner', { interests: [] });
    expect([a.socket.id, b.socket.id]).toContain((await cFound).partnerId);
    await ack(a.socket, 'leave');
    await ack(b.socket, 'leave');
    await ack(c.socket, 'leave');

    // another account signed in on the blocked person's browser is still kept apart
    const other = await browserUser(server);
    const b2 = { socket: server.connect(other.token, { headers: { cookie: b.cookie } }) };
    await connected(b2.socket);
    expect(await bothSearch(server, a.socket, b2.socket)).toEqual({ paired: false, waiting: 2 });
    await ack(a.socket, 'leave');
    await ack(b2.socket, 'leave');
  });

  it('refuses anyone but the current partner and stores nothing', async () => {
    const { a, b } = await matchedPair(server);
    const stranger = (await connectedUser(server)).socket;
    const res = await ack(a, 'blockUser', { partnerId: stranger.id });
    expect(res).toEqual(refusedAck(NOT_YOUR_PARTNER));
    expect(await ack(a, 'blockUser', { partnerId: '' })).toMatchObject({ ok: false });
    expect(await ack(a, 'blockUser', {})).toMatchObject({ ok: false });
    expect(server.services.matches.partnerOf(a.id!)).toBe(b.id);
    const rows = await server.services.store.db
      .selectFrom('blocks')
      .selectAll()
      .where('blocker_id', '=', server.services.matches.matchOf(a.id!)!.users[0])
      .execute();
    expect(rows).toEqual([]);
  });

  it('a guest lists and removes their own blocks too', async () => {
    const a = await browserUser(server);
    const b = await browserUser(server);
    await pairUp(a.socket, b.socket, 'block-guest');
    await ack(a.socket, 'blockUser', { partnerId: b.socket.id });
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${a.token}` } });
    const list = (await (await api('/api/blocks')).json()) as BlocksResponse;
    expect(list.blocks).toHaveLength(1);
    expect((await api(`/api/blocks/${list.blocks[0]!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(((await (await api('/api/blocks')).json()) as BlocksResponse).blocks).toEqual([]);
    expect(await bothSearch(server, a.socket, b.socket)).toEqual({ paired: true, waiting: 0 });
    await ack(a.socket, 'leave');
  });

  it('a member lists and removes blocks in Settings; then the two can meet again', async () => {
    const a = await browserUser(server);
    await server.services.store.db
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google' })
      .where('id', '=', a.userId)
      .execute();
    const b = await browserUser(server);
    const token = a.token;
    const found = await pairUp(a.socket, b.socket, 'block-3');
    expect(found.partnerId).toBe(a.socket.id);
    await ack(a.socket, 'blockUser', { partnerId: b.socket.id });
    const api = (path: string, init: RequestInit = {}, auth = token) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });
    const list = (await (await api('/api/blocks')).json()) as BlocksResponse;
    expect(list.blocks).toHaveLength(1);
    expect(list.blocks[0]).toMatchObject({ country: expect.any(String), countryCode: 'UN' });

    expect((await api('/api/blocks', {}, '')).status).toBe(401);
    const guest = await server.guest();
    const asGuest = await api('/api/blocks', {}, guest.token);
    expect(asGuest.status).toBe(200);
    expect(await asGuest.json()).toEqual({ blocks: [] });
    const bad = await api('/api/blocks/not-an-id', { method: 'DELETE' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/Block id is not valid/);
    // someone else's block is not theirs to remove
    const byGuest = await api(
      `/api/blocks/${list.blocks[0]!.id}`,
      { method: 'DELETE' },
      guest.token,
    );
    expect(byGuest.status).toBe(404);
    expect(await bothSearch(server, a.socket, b.socket)).toEqual({ paired: false, waiting: 2 });
    await ack(b.socket, 'leave');

    expect((await api(`/api/blocks/${list.blocks[0]!.id}`, { method: 'DELETE' })).status).toBe(204);
    const again = await api(`/api/blocks/${list.blocks[0]!.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(wireOf('error', NO_SUCH_BLOCK));
    expect(((await (await api('/api/blocks')).json()) as BlocksResponse).blocks).toEqual([]);
    const met = nextEvent<PartnerFound>(b.socket, 'partnerFound');
    await ack(b.socket, 'findPartner', { interests: [] });
    expect((await met).partnerId).toBe(a.socket.id);
  });
});

describe('block survives a restart (same store, new server)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mu-blocks-'));
  const env = {
    DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
    JWT_SECRET: 'blocks-restart-secret-0123456789-abcdef',
  };

  it('the blocked pair is still kept apart by the new server', async () => {
    const first = await startTestServer(env);
    const a = await browserUser(first);
    const b = await browserUser(first);
    await pairUp(a.socket, b.socket, 'restart');
    expect(await ack(a.socket, 'blockUser', { partnerId: b.socket.id })).toEqual({ ok: true });
    await first.close();

    const second = await startTestServer(env);
    try {
      const connect = async (token: string, cookie: string) => {
        const socket = second.connect(token, { headers: { cookie } });
        await connected(socket);
        return socket;
      };
      const a2 = await connect(a.token, a.cookie);
      const b2 = await connect(b.token, b.cookie);
      expect(await bothSearch(second, a2, b2)).toEqual({ paired: false, waiting: 2 });
    } finally {
      await second.close();
    }
  });
});
