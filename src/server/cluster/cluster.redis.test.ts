import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MediaState,
  PartnerFound,
  TriviaEnded,
  TriviaView,
} from '../../shared/protocol/index.ts';
import { RedisMatchQueue } from '../matchmaking/redisQueue.ts';
import { openStore, type Store } from '../store/db.ts';
import { confirmAdult } from '../testing/ageGate.ts';
import { ack, connected, nextEvent, type AppClientSocket } from '../testing/harness.ts';
import { clusterEnv, startNode, type NodeProcess } from '../testing/nodes.ts';

describe('two server processes sharing Redis and the database', () => {
  let env: Record<string, string>;
  let n1: NodeProcess;
  let n2: NodeProcess;
  let store: Store;
  const sockets: AppClientSocket[] = [];

  beforeAll(async () => {
    env = clusterEnv();
    n1 = await startNode(env);
    n2 = await startNode(env);
    store = openStore(env.DATABASE_URL!, { schema: env.DATABASE_SCHEMA });
  }, 90_000);
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await Promise.all([n1?.kill(), n2?.kill()]);
    if (env.DATABASE_SCHEMA)
      await sql`drop schema if exists ${sql.id(env.DATABASE_SCHEMA)} cascade`.execute(store.db);
    await store?.close();
  });

  async function user(node: NodeProcess, signedIn = true) {
    const res = await fetch(`${node.url}/api/auth/guest`, { method: 'POST' });
    const { token, user } = (await res.json()) as { token: string; user: { id: string } };
    if (signedIn) {
      await store.db
        .updateTable('users')
        .set({ is_anonymous: 0, provider: 'google' })
        .where('id', '=', user.id)
        .execute();
    }
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

  async function pair(interest: string) {
    const a = await user(n1);
    const b = await user(n2);
    const foundA = nextEvent<PartnerFound>(a.socket, 'partnerFound', 5000);
    const foundB = nextEvent<PartnerFound>(b.socket, 'partnerFound', 5000);
    expect(await ack(a.socket, 'findPartner', { interests: [interest, 'elsewhere'] })).toEqual({
      ok: true,
    });
    expect(await ack(b.socket, 'findPartner', { interests: ['other', interest] })).toEqual({
      ok: true,
    });
    return { a, b, fa: await foundA, fb: await foundB };
  }

  /** a asks, b accepts; returns a's first view. */
  async function startTrivia(a: AppClientSocket, b: AppClientSocket) {
    const requested = nextEvent(b, 'triviaChallengeRequested', 5000);
    expect(await ack(a, 'requestTriviaChallenge')).toEqual({ ok: true });
    await requested;
    const started = nextEvent<TriviaView>(a, 'challengeStarted', 5000);
    expect(await ack(b, 'acceptTriviaChallenge')).toEqual({ ok: true });
    return started;
  }

  it('users on different nodes match by interest, signal, chat and play trivia to a result, paid once', async () => {
    const { a, b, fa, fb } = await pair('cluster-chess');
    expect(fa).toMatchObject({ partnerId: b.socket.id, commonInterests: ['cluster-chess'] });
    expect(fb).toMatchObject({ partnerId: a.socket.id, commonInterests: ['cluster-chess'] });
    expect(fa.polite).not.toBe(fb.polite);

    const signal = { kind: 'description', description: { type: 'offer', sdp: 'v=0' } };
    const got = nextEvent<{ partnerId: string }>(b.socket, 'signal');
    expect(await ack(a.socket, 'signal', { partnerId: b.socket.id, signal })).toEqual({ ok: true });
    expect(await got).toEqual({ partnerId: a.socket.id, signal });
    const toA = nextEvent<{ text: string }>(a.socket, 'receiveMessage');
    expect(await ack(b.socket, 'sendMessage', { text: 'hello across nodes' })).toEqual({
      ok: true,
    });
    expect((await toA).text).toBe('hello across nodes');

    // The game room lives on one node; the other player's actions are forwarded to it.
    let view = await startTrivia(a.socket, b.socket);
    const ended = [
      nextEvent<TriviaEnded>(a.socket, 'challengeEnded', 20_000),
      nextEvent<TriviaEnded>(b.socket, 'challengeEnded', 20_000),
    ];
    let turns = 0;
    while (view.currentTurn) {
      const player = view.currentTurn === a.socket.id ? a.socket : b.socket;
      const next = nextEvent<TriviaView>(a.socket, 'challengeUpdate', 10_000);
      expect(await ack(player, 'submitAnswer', { selectedIndex: null })).toEqual({ ok: true });
      view = await next;
      turns += 1;
    }
    expect(turns).toBe(10);
    const [ea, eb] = [await ended[0]!, await ended[1]!];
    expect(ea).toMatchObject({ result: 'draw', rewards: { awardedPoints: 10 } });
    expect(eb).toMatchObject({ result: 'draw', rewards: { awardedPoints: 10 } });

    const rows = await store.db
      .selectFrom('transactions')
      .select(['user_id', 'delta'])
      .where('user_id', 'in', [a.userId, b.userId])
      .execute();
    expect(rows.map((r) => [r.user_id, r.delta]).sort()).toEqual(
      [
        [a.userId, 10],
        [b.userId, 10],
      ].sort(),
    );
    await ack(a.socket, 'leave');
  });

  it("a forwarded game action's ack carries the owner's answer, a refusal included", async () => {
    const { a, b } = await pair('cluster-refusal');
    // the match lives on a's node (a waited longer); b's actions are forwarded there
    const refused = await ack(b.socket, 'acceptTriviaChallenge');
    expect(refused.ok).toBe(false);
    expect((refused as { error: string }).error).toMatch(/\S/);
    const requested = nextEvent(a.socket, 'triviaChallengeRequested', 5000);
    expect(await ack(b.socket, 'requestTriviaChallenge')).toEqual({ ok: true });
    await requested;
    expect(await ack(a.socket, 'rejectTriviaChallenge')).toEqual({ ok: true });
    await ack(a.socket, 'leave');
  });

  it("a camera turned off on the other node reaches the partner and the owner's games", async () => {
    const { a, b } = await pair('cluster-camera');
    // the match lives on a's node; b's media state is kept there, where the games read it
    const seen = nextEvent<MediaState>(a.socket, 'partnerMedia', 5000);
    expect(await ack(b.socket, 'mediaState', { mic: true, camera: false })).toEqual({ ok: true });
    expect(await seen).toEqual({ mic: true, camera: false });
    expect(await ack(a.socket, 'requestLaughChallenge')).toMatchObject({
      ok: false,
      code: 'partner_camera_off',
    });
    expect(await ack(b.socket, 'requestLaughChallenge')).toMatchObject({
      ok: false,
      code: 'camera_off',
    });
    await ack(a.socket, 'leave');
  });

  it('when a node dies mid-game its users’ partners hear within 10 s, the game pays nothing and its queue entries go', async () => {
    const { a, b } = await pair('cluster-doomed');
    await startTrivia(a.socket, b.socket);
    const ghost = await user(n2);
    expect(await ack(ghost.socket, 'findPartner', { interests: ['cluster-ghost'] })).toEqual({
      ok: true,
    });

    const left = nextEvent<{ reason: string }>(a.socket, 'partnerDisconnected', 12_000);
    const gameOver = nextEvent<TriviaEnded>(a.socket, 'challengeEnded', 12_000);
    const killedAt = Date.now();
    await n2.kill('SIGKILL');
    expect(await left).toMatchObject({ reason: 'Partner disconnected' });
    const heardAfter = Date.now() - killedAt;
    expect(heardAfter).toBeLessThan(10_000);
    console.log(`partner heard of the dead node after ${heardAfter} ms`);
    expect(await gameOver).toMatchObject({ result: 'ended', rewards: { awardedPoints: 0 } });

    const queue = new RedisMatchQueue(new Redis(env.REDIS_URL!), env.REDIS_PREFIX!);
    expect(await queue.has(ghost.socket.id!)).toBe(false);
    const other = await user(n1);
    const silent = nextEvent(other.socket, 'partnerFound', 1500).then(
      () => 'matched a ghost',
      () => 'nobody',
    );
    await ack(other.socket, 'findPartner', { interests: ['cluster-ghost'] });
    expect(await silent).toBe('nobody');
    const paid = await store.db
      .selectFrom('transactions')
      .select('id')
      .where('user_id', 'in', [a.userId, b.userId])
      .execute();
    expect(paid).toEqual([]);
    // the surviving node still serves
    expect((await fetch(`${n1.url}/readyz`)).status).toBe(200);
  });
});
