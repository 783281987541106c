import { refusedAck } from '../../shared/protocol/index.ts';
import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchResumedPayload, PartnerFound, TriviaView } from '../../shared/protocol/index.ts';
import { TURN_MS } from '../games/trivia/rules.ts';
import { openStore } from '../store/db.ts';
import {
  ack,
  connected,
  nextEvent,
  startTestServer,
  testEngines,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';
import { CHAT_ENDED, RECONNECT_GRACE_MS } from './service.ts';

/** What one server process leaves for the next: the store (a file or a schema) and the key. */
function storeEnv(engine: 'sqlite' | 'postgres'): Record<string, string> {
  const JWT_SECRET = 'restart-test-secret-0123456789-0123456789';
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'mu-keep-'));
    return { DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, JWT_SECRET };
  }
  return {
    DATABASE_URL: process.env.TEST_POSTGRES_URL!,
    DATABASE_SCHEMA: `t_${randomBytes(6).toString('hex')}`,
    JWT_SECRET,
  };
}

describe.each(testEngines())('a single node restarted mid-call (%s)', (engine) => {
  let env: Record<string, string>;
  let server: TestServer | undefined;
  let clock = 5_000_000;
  const start = async () => (server = await startTestServer(env, engine, false, () => clock));

  afterEach(async () => {
    await server?.close();
    server = undefined;
    if (env.DATABASE_SCHEMA) {
      const store = openStore(env.DATABASE_URL!);
      await sql`drop schema if exists ${sql.id(env.DATABASE_SCHEMA)} cascade`.execute(store.db);
      await store.close();
    }
  });

  /** Stops the server as SIGTERM does, lets `downMs` pass, and starts it on the same store. */
  async function restart(downMs = 2_000) {
    // the server stops under its clients (TestServer.close would first close them on purpose)
    await server!.services.close();
    clock += downMs;
    return start();
  }

  async function pairOnNewServer() {
    env = storeEnv(engine);
    const s = await start();
    const tokens = [(await s.guest()).token, (await s.guest()).token] as const;
    const [a, b] = tokens.map((t) => s.connect(t));
    await Promise.all([connected(a!), connected(b!)]);
    const found = nextEvent<PartnerFound>(b!, 'partnerFound');
    await ack(a!, 'findPartner', { interests: ['restart'] });
    await ack(b!, 'findPartner', { interests: ['restart'] });
    const { matchId } = await found;
    return { tokens, a: a!, b: b!, matchId };
  }

  /** The user's client back on the restarted server (same account, new socket). */
  async function back(token: string): Promise<AppClientSocket> {
    const socket = server!.connect(token);
    await connected(socket);
    return socket;
  }

  const kept = async () =>
    (await server!.services.store.db.selectFrom('kept_matches').selectAll().execute()).length;

  it('both users come back and the call goes on: matchResumed to both, chat both ways', async () => {
    const { tokens, b, matchId } = await pairOnNewServer();
    const oldB = b.id!;
    await restart();
    expect(await kept()).toBe(0); // taken back and deleted

    const a2 = await back(tokens[0]);
    const aFirst = nextEvent<MatchResumedPayload>(a2, 'matchResumed');
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual({ ok: true });
    expect(await aFirst).toEqual({ matchId, partnerId: oldB, partnerAway: true });
    expect(await ack(a2, 'sendMessage', { text: 'hello?' })).toMatchObject({
      ok: false,
      error: 'Your partner is reconnecting. Try again in a moment.',
    });

    clock += RECONNECT_GRACE_MS - 1; // B comes back just in time
    server!.services.matches.seats.expireAway();
    const b2 = await back(tokens[1]);
    const left: unknown[] = [];
    for (const s of [a2, b2]) s.on('partnerDisconnected', (p) => left.push(p));
    const aBack = nextEvent<MatchResumedPayload>(a2, 'matchResumed');
    const bBack = nextEvent<MatchResumedPayload>(b2, 'matchResumed');
    expect(await ack(b2, 'resumeMatch', { matchId })).toEqual({ ok: true });
    expect(await aBack).toEqual({ matchId, partnerId: b2.id, partnerAway: false });
    expect(await bBack).toEqual({ matchId, partnerId: a2.id, partnerAway: false });

    const toB = nextEvent<{ text: string }>(b2, 'receiveMessage');
    expect(await ack(a2, 'sendMessage', { text: 'still here' })).toEqual({ ok: true });
    expect((await toB).text).toBe('still here');
    const toA = nextEvent<{ text: string }>(a2, 'receiveMessage');
    expect(await ack(b2, 'sendMessage', { text: 'me too' })).toEqual({ ok: true });
    expect((await toA).text).toBe('me too');

    clock += RECONNECT_GRACE_MS * 2;
    server!.services.matches.seats.expireAway();
    expect(left).toEqual([]);
    expect(server!.services.matches.partnerOf(a2.id!)).toBe(b2.id);
  });

  it('a user who does not come back in time: the other is told after the grace period', async () => {
    const { tokens, matchId } = await pairOnNewServer();
    await restart();
    const a2 = await back(tokens[0]);
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual({ ok: true });

    clock += RECONNECT_GRACE_MS - 1;
    server!.services.matches.seats.expireAway();
    expect(server!.services.matches.matchOf(a2.id!)?.id).toBe(matchId);
    const told = nextEvent<{ reason: string }>(a2, 'partnerDisconnected');
    clock += 1;
    server!.services.matches.seats.expireAway();
    expect(await told).toMatchObject({ reason: 'Partner disconnected' });

    const b2 = await back(tokens[1]);
    expect(await ack(b2, 'resumeMatch', { matchId })).toEqual(refusedAck(CHAT_ENDED));
    // and A is free to search again
    expect(await ack(a2, 'findPartner', { interests: [] })).toEqual({ ok: true });
  });

  it('a call with a contact stays one: after the restart Next still searches nobody', async () => {
    const { tokens, matchId } = await pairOnNewServer();
    // as ContactCalls.onAnswer makes it (the contact flow itself: src/server/contacts)
    server!.services.matches.seats.byMatchId(matchId)!.contact = true;
    await restart();
    const [a2, b2] = [await back(tokens[0]), await back(tokens[1])];
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual({ ok: true });
    expect(await ack(b2, 'resumeMatch', { matchId })).toEqual({ ok: true });
    expect(await ack(a2, 'nextPartner')).toMatchObject({ ok: false, code: 'contact_call_ended' });
    expect(server!.services.matches.isSearching(a2.id!)).toBe(false);
  });

  it('a server down for longer than the grace period keeps nothing', async () => {
    const { tokens, matchId } = await pairOnNewServer();
    await restart(RECONNECT_GRACE_MS);
    expect(await kept()).toBe(0);
    const a2 = await back(tokens[0]);
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual(refusedAck(CHAT_ENDED));
  });

  it('a running trivia game goes on after the restart with the turn given back in full', async () => {
    const { tokens, a, b, matchId } = await pairOnNewServer();
    const requested = nextEvent(b, 'triviaChallengeRequested');
    await ack(a, 'requestTriviaChallenge');
    await requested;
    const started = nextEvent<TriviaView>(a, 'challengeStarted');
    await ack(b, 'acceptTriviaChallenge');
    const view = await started;
    const onTurn = view.currentTurn === a.id ? 0 : 1;

    await restart();
    const [a2, b2] = [await back(tokens[0]), await back(tokens[1])];
    expect(await ack(a2, 'resumeMatch', { matchId })).toEqual({ ok: true });
    const player = onTurn === 0 ? a2 : b2;
    const other = onTurn === 0 ? b2 : a2;
    const mine = nextEvent<TriviaView>(player, 'challengeUpdate');
    expect(await ack(b2, 'resumeMatch', { matchId })).toEqual({ ok: true });
    const resumed = await mine;
    expect(resumed.gameId).toBe(view.gameId);
    expect(resumed.currentTurn).toBe(player.id);
    expect(resumed.timeLeft).toBe(TURN_MS);
    expect(resumed.yourCurrentIndex).toBe(0);

    const seen = nextEvent<TriviaView>(other, 'challengeUpdate');
    expect(await ack(player, 'submitAnswer', { selectedIndex: 1 })).toEqual({ ok: true });
    expect((await seen).answeredBy).toBe(player.id);
  });
});
