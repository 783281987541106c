import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound, TriviaEnded, TriviaView } from '../../shared/protocol/index.ts';
import { openStore, type Store } from '../store/db.ts';
import { confirmAdult } from '../testing/ageGate.ts';
import { ack, connected, nextEvent, type AppClientSocket } from '../testing/harness.ts';
import { startNode, type NodeProcess } from '../testing/nodes.ts';
import { startPostgres, startRedis, type Throwaway } from '../testing/throwaway.ts';

// Runs only where the PostgreSQL and Redis server binaries are installed (vitest.config.ts;
// `npm test` names what it left out): the test starts its own servers and stops them.

const baseEnv = {
  JWT_SECRET: 'outage-test-secret-0123456789abcdef',
  LOG_LEVEL: 'error',
  HOST: '127.0.0.1',
  SOCKETS_PER_ADDRESS: '10000',
};

/** Polls `probe` until it holds; fails after `ms` with what it last saw. */
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await probe().catch(() => undefined as T);
    if (last !== undefined && ok(last)) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not within ${ms} ms; last: ${JSON.stringify(last)}`);
}

/** An ack that fails after `ms` instead of waiting for ever (a message lost in an outage). */
const ackWithin = (socket: AppClientSocket, event: string, payload?: unknown, ms = 5_000) =>
  Promise.race([
    payload === undefined ? ack(socket, event) : ack(socket, event, payload),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer to ${event}`)), ms),
    ),
  ]);

const readiness = (node: NodeProcess) =>
  fetch(`${node.url}/readyz`).then(async (r) => ({ status: r.status, body: await r.json() }));

const guest = (node: NodeProcess) => fetch(`${node.url}/api/auth/guest`, { method: 'POST' });

function harness() {
  const sockets: AppClientSocket[] = [];
  const exits: string[] = [];
  let store: Store;
  const watch = (node: NodeProcess, name: string) =>
    node.proc.once('exit', (code, signal) => exits.push(`${name} exited (${code ?? signal})`));

  async function user(node: NodeProcess) {
    const res = await guest(node);
    const { token, user } = (await res.json()) as { token: string; user: { id: string } };
    // signed in, so that games pay points into the ledger
    await store.db
      .updateTable('users')
      .set({ is_anonymous: 0, provider: 'google' })
      .where('id', '=', user.id)
      .execute();
    await confirmAdult(node.url, token);
    const socket: AppClientSocket = io(node.url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await connected(socket);
    return { socket, userId: user.id };
  }

  async function pair(interest: string, na: NodeProcess, nb: NodeProcess) {
    const a = await user(na);
    const b = await user(nb);
    const found = [
      nextEvent<PartnerFound>(a.socket, 'partnerFound', 10_000),
      nextEvent<PartnerFound>(b.socket, 'partnerFound', 10_000),
    ];
    expect(await ack(a.socket, 'findPartner', { interests: [interest] })).toEqual({ ok: true });
    expect(await ack(b.socket, 'findPartner', { interests: [interest] })).toEqual({ ok: true });
    await Promise.all(found);
    return { a, b };
  }

  /** a says something to b and b answers: the call's signalling and chat still flow. */
  async function talk(a: AppClientSocket, b: AppClientSocket, text: string) {
    const signal = { kind: 'description', description: { type: 'offer', sdp: 'v=0' } };
    const got = nextEvent<{ signal: unknown }>(b, 'signal', 5_000);
    got.catch(() => undefined);
    expect(await ackWithin(a, 'signal', { partnerId: b.id, signal })).toEqual({ ok: true });
    expect((await got).signal).toEqual(signal);
    const toA = nextEvent<{ text: string }>(a, 'receiveMessage', 5_000);
    toA.catch(() => undefined);
    expect(await ackWithin(b, 'sendMessage', { text })).toEqual({ ok: true });
    expect((await toA).text).toBe(text);
  }

  async function startTrivia(a: AppClientSocket, b: AppClientSocket) {
    const requested = nextEvent(b, 'triviaChallengeRequested', 10_000);
    expect(await ack(a, 'requestTriviaChallenge')).toEqual({ ok: true });
    await requested;
    const started = nextEvent<TriviaView>(a, 'challengeStarted', 10_000);
    expect(await ack(b, 'acceptTriviaChallenge')).toEqual({ ok: true });
    return started;
  }

  /** Plays `turns` turns (all of them when undefined); returns the last view. */
  async function play(a: AppClientSocket, b: AppClientSocket, view: TriviaView, turns = 99) {
    for (let i = 0; i < turns && view.currentTurn; i++) {
      const player = view.currentTurn === a.id ? a : b;
      const next = nextEvent<TriviaView>(a, 'challengeUpdate', 10_000);
      expect(await ack(player, 'submitAnswer', { selectedIndex: null })).toEqual({ ok: true });
      view = await next;
    }
    return view;
  }

  const ledger = (ids: string[]) =>
    store.db
      .selectFrom('transactions')
      .select(['user_id', 'delta', 'match_id'])
      .where('user_id', 'in', ids)
      .execute();

  return {
    sockets,
    exits,
    watch,
    user,
    pair,
    talk,
    startTrivia,
    play,
    ledger,
    open: (url: string) => (store = openStore(url)),
    close: async () => {
      sockets.forEach((s) => s.disconnect());
      await store?.close();
    },
  };
}

/** Through a PostgreSQL outage: the call goes on, the node says why it is not ready, comes back. */
async function throughPostgresOutage(
  t: ReturnType<typeof harness>,
  pg: Throwaway,
  na: NodeProcess,
  nb: NodeProcess,
  tag: string,
  /** 'during': the game's last answer comes while the store is away */
  gameEnds: 'during' | 'after',
) {
  const { a, b } = await t.pair(`${tag}-call`, na, nb);
  await t.talk(a.socket, b.socket, 'before');
  let view = await t.startTrivia(a.socket, b.socket);
  view = await t.play(a.socket, b.socket, view, 3);

  await pg.stop();
  for (const node of [na, nb]) {
    const down = await eventually(
      () => readiness(node),
      (r) => r.status === 503,
    );
    expect(down.body).toMatchObject({ status: 'not ready', checks: { store: 'failing' } });
  }
  // a sign-in needs the store: refused with a code a client can act on, not a 500
  const refused = await guest(na);
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await refused.json()).toMatchObject({ code: 'unavailable' });
  // the call needs no store: signalling, chat and the game go on
  await t.talk(a.socket, b.socket, 'during the database outage');
  view = await t.play(a.socket, b.socket, view, 3);
  const ended = [
    nextEvent<TriviaEnded>(a.socket, 'challengeEnded', 60_000),
    nextEvent<TriviaEnded>(b.socket, 'challengeEnded', 60_000),
  ];
  let lastTurns: Promise<unknown> | undefined;
  if (gameEnds === 'during') {
    // the game ends while the store is away: its points wait for the store, not lost
    view = await t.play(a.socket, b.socket, view, 3);
    lastTurns = t.play(a.socket, b.socket, view);
    await new Promise((r) => setTimeout(r, 3_000));
  }

  await pg.start();
  for (const node of [na, nb])
    await eventually(
      () => readiness(node),
      (r) => r.status === 200,
    );
  await (lastTurns ?? t.play(a.socket, b.socket, view));
  for (const e of await Promise.all(ended)) expect(e.rewards.awardedPoints).toBe(10);
  // the game's points, once each: nothing lost, nothing doubled
  const rows = await eventually(
    () => t.ledger([a.userId, b.userId]),
    (r) => r.length >= 2,
  );
  expect(rows.map((r) => [r.user_id, r.delta]).sort()).toEqual(
    [
      [a.userId, 10],
      [b.userId, 10],
    ].sort(),
  );
  await t.talk(a.socket, b.socket, 'after');
  // sign-ins and searches work again
  await t.pair(`${tag}-after`, nb, na);
  expect(t.exits).toEqual([]);
}

describe('two nodes through a PostgreSQL and then a Redis outage', () => {
  let pg: Throwaway;
  let redis: Throwaway;
  let n1: NodeProcess;
  let n2: NodeProcess;
  const t = harness();

  beforeAll(async () => {
    [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
    const env = { ...baseEnv, DATABASE_URL: pg.url, REDIS_URL: redis.url, REDIS_PREFIX: 'o:' };
    n1 = await startNode(env);
    n2 = await startNode(env);
    t.watch(n1, 'node 1');
    t.watch(n2, 'node 2');
    t.open(pg.url);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await Promise.all([n1?.kill(), n2?.kill()]);
    await Promise.all([pg?.destroy(), redis?.destroy()]);
  }, 60_000);

  it('PostgreSQL stopped and started under a call across nodes and a game ending meanwhile', async () => {
    await throughPostgresOutage(t, pg, n1, n2, 'pg', 'during');
  }, 180_000);

  it('Redis stopped and started under a call across nodes and searches', async () => {
    const { a, b } = await t.pair('redis-call', n1, n2);
    await t.talk(a.socket, b.socket, 'before');
    const waiting = await t.user(n1);
    expect(await ack(waiting.socket, 'findPartner', { interests: ['redis-wait'] })).toEqual({
      ok: true,
    });
    const torn = nextEvent(a.socket, 'partnerDisconnected', 60_000).then(
      () => 'torn down',
      () => 'kept',
    );

    await redis.stop();
    for (const node of [n1, n2]) {
      const down = await eventually(
        () => readiness(node),
        (r) => r.status === 503,
      );
      expect(down.body).toMatchObject({ status: 'not ready', checks: { redis: 'failing' } });
    }
    // a search needs the shared queue: refused with a code, promptly
    const searcher = await t.user(n2);
    const refusal = await ackWithin(searcher.socket, 'findPartner', { interests: ['redis-wait'] });
    expect(refusal).toMatchObject({ ok: false, code: 'unavailable' });
    // longer than a node's liveness TTL: no node may take the others for dead afterwards
    await new Promise((r) => setTimeout(r, 7_000));

    await redis.start();
    for (const node of [n1, n2])
      await eventually(
        () => readiness(node),
        (r) => r.status === 200,
      );
    // the call goes on across nodes once Redis is back
    await eventually(
      () => t.talk(a.socket, b.socket, 'after the Redis outage').then(() => true),
      (ok) => ok,
    );
    // the search made before the outage is still served, and a new one on the other node meets it
    const found = nextEvent<PartnerFound>(waiting.socket, 'partnerFound', 20_000);
    await eventually(
      () => ack(searcher.socket, 'findPartner', { interests: ['redis-wait'] }),
      (r) => r.ok === true,
    );
    await found;
    await t.pair('redis-after', n2, n1);
    expect(await Promise.race([torn, new Promise((r) => setTimeout(() => r('kept'), 3_000))])).toBe(
      'kept',
    );
    expect(t.exits).toEqual([]);
  }, 180_000);

  it('Redis frozen for longer than the liveness TTL: no node takes the other for dead', async () => {
    const { a, b } = await t.pair('redis-frozen', n1, n2);
    const torn = nextEvent(a.socket, 'partnerDisconnected', 60_000).then(
      () => 'torn down',
      () => 'kept',
    );
    // every node's liveness key expires meanwhile (Redis measures TTLs by the wall clock)
    redis.pause();
    for (const node of [n1, n2])
      await eventually(
        () => readiness(node),
        (r) => r.status === 503,
      );
    await new Promise((r) => setTimeout(r, 8_000));
    redis.resume();
    for (const node of [n1, n2])
      await eventually(
        () => readiness(node),
        (r) => r.status === 200,
      );
    await eventually(
      () => t.talk(a.socket, b.socket, 'after the freeze').then(() => true),
      (ok) => ok,
    );
    // two liveness rounds after the thaw: a node that judged too early would have ended it
    expect(await Promise.race([torn, new Promise((r) => setTimeout(() => r('kept'), 8_000))])).toBe(
      'kept',
    );
    expect(t.exits).toEqual([]);
  }, 120_000);
});

describe('one node on PostgreSQL through a PostgreSQL outage', () => {
  let pg: Throwaway;
  let node: NodeProcess;
  const t = harness();

  beforeAll(async () => {
    pg = await startPostgres();
    node = await startNode({ ...baseEnv, DATABASE_URL: pg.url });
    t.watch(node, 'node');
    t.open(pg.url);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await node?.kill();
    await pg?.destroy();
  }, 60_000);

  it('PostgreSQL stopped and started under a call and a game', async () => {
    await throughPostgresOutage(t, pg, node, node, 'one', 'after');
  }, 180_000);
});
