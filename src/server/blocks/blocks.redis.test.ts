import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlocksResponse, PartnerFound } from '../../shared/protocol/index.ts';
import { RedisMatchQueue } from '../matchmaking/redisQueue.ts';
import { openStore, type Store } from '../store/db.ts';
import { ack, connected, nextEvent, type AppClientSocket } from '../testing/harness.ts';
import { confirmAdult } from '../testing/ageGate.ts';
import { clusterEnv, startNode, type NodeProcess } from '../testing/nodes.ts';

describe('block on two server processes sharing Redis and the database', () => {
  let env: Record<string, string>;
  let n1: NodeProcess;
  let n2: NodeProcess;
  let store: Store;
  let redis: Redis;
  let queue: RedisMatchQueue;
  const sockets: AppClientSocket[] = [];

  beforeAll(async () => {
    env = clusterEnv();
    [n1, n2] = await Promise.all([startNode(env), startNode(env)]);
    store = openStore(env.DATABASE_URL!, { schema: env.DATABASE_SCHEMA });
    redis = new Redis(env.REDIS_URL!);
    queue = new RedisMatchQueue(redis, env.REDIS_PREFIX!);
  }, 90_000);
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await Promise.all([n1?.kill(), n2?.kill()]);
    redis?.disconnect();
    if (env.DATABASE_SCHEMA)
      await sql`drop schema if exists ${sql.id(env.DATABASE_SCHEMA)} cascade`.execute(store.db);
    await store?.close();
  });

  /** A member on `node`, connected with their browser's device cookie. */
  async function member(node: NodeProcess) {
    const res = await fetch(`${node.url}/api/auth/guest`, { method: 'POST' });
    const { token, user } = (await res.json()) as { token: string; user: { id: string } };
    const cookie = (res.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
    await confirmAdult(node.url, token, cookie);
    await store.db
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google' })
      .where('id', '=', user.id)
      .execute();
    const socket: AppClientSocket = io(node.url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie },
    });
    sockets.push(socket);
    await connected(socket);
    return { socket, token };
  }

  it('a block made on one node keeps the two apart on both, and the other node lists it', async () => {
    const a = await member(n1);
    const b = await member(n2);
    const found = nextEvent<PartnerFound>(b.socket, 'partnerFound', 5000);
    // a's node learns of the match through the bus: wait until a is told too
    const foundA = nextEvent<PartnerFound>(a.socket, 'partnerFound', 5000);
    await ack(a.socket, 'findPartner', { interests: ['cluster-block'] });
    await ack(b.socket, 'findPartner', { interests: ['cluster-block'] });
    expect((await found).partnerId).toBe(a.socket.id);
    await foundA;

    const left = nextEvent<{ reason: string }>(b.socket, 'partnerDisconnected', 5000);
    expect(await ack(a.socket, 'blockUser', { partnerId: b.socket.id })).toEqual({ ok: true });
    expect(await left).toMatchObject({ reason: 'Partner left the chat' });

    // both open to anyone, nobody else waiting: they would pair at once if allowed
    expect(await ack(a.socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    expect(await ack(b.socket, 'findPartner', { interests: [] })).toEqual({ ok: true });
    expect(await queue.size()).toBe(2);
    // a third person on node 2 is paired with one of them
    const c = await member(n2);
    const cFound = nextEvent<PartnerFound>(c.socket, 'partnerFound', 5000);
    await ack(c.socket, 'findPartner', { interests: [] });
    expect([a.socket.id, b.socket.id]).toContain((await cFound).partnerId);
    expect(await queue.size()).toBe(1);

    const list = await fetch(`${n2.url}/api/blocks`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(((await list.json()) as BlocksResponse).blocks).toHaveLength(1);
  });

  it('the block outlives a node: a restarted node still keeps the pair apart', async () => {
    const a = await member(n1);
    const b = await member(n1);
    const found = nextEvent<PartnerFound>(b.socket, 'partnerFound', 5000);
    await ack(a.socket, 'findPartner', { interests: ['cluster-restart'] });
    await ack(b.socket, 'findPartner', { interests: ['cluster-restart'] });
    await found;
    await ack(b.socket, 'blockUser', { partnerId: a.socket.id });
    await n1.kill();
    // the shared queue is wiped too: the restarted node must rebuild the block from the store
    for (const key of await redis.keys(`${env.REDIS_PREFIX}q:*`)) await redis.del(key);
    n1 = await startNode(env);
    const [a2, b2] = [await reconnect(n1, a.token), await reconnect(n1, b.token)];
    expect(await ack(a2, 'findPartner', { interests: [] })).toEqual({ ok: true });
    expect(await ack(b2, 'findPartner', { interests: [] })).toEqual({ ok: true });
    expect(await queue.size()).toBe(2);
  }, 60_000);

  async function reconnect(node: NodeProcess, token: string) {
    const socket: AppClientSocket = io(node.url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await connected(socket);
    return socket;
  }
});
