import { refusedAck } from '../../../shared/protocol/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRIVIA_REASONS,
  type TriviaEnded,
  type TriviaView,
} from '../../../shared/protocol/index.ts';
import { GUEST_NOTE } from '../../points/index.ts';
import {
  ack,
  matchedPair,
  nextEvent,
  startTestServer,
  testEngines,
  type AppClientSocket,
  type TestServer,
} from '../../testing/harness.ts';
import { endedBy } from '../host/ended.fixture.ts';
import { loadBank } from './bank.ts';
import { REFUSALS, TURN_MS } from './rules.ts';

const bank = loadBank();
const answerOf = (question: string) => bank.find((q) => q.question === question)!.answer;

/** Every trivia view a socket receives, to check afterwards that none gave an answer away. */
function record(socket: AppClientSocket): TriviaView[] {
  const views: TriviaView[] = [];
  socket.on('challengeStarted', (v) => views.push(v));
  socket.on('challengeUpdate', (v) => views.push(v));
  return views;
}

/** No view holds the answer to a question before its owner answered it, nor shows it off turn. */
function expectNothingGivenAway(socketId: string, views: TriviaView[]): void {
  expect(views.length).toBeGreaterThan(0);
  for (const view of views) {
    const onTurn = view.currentTurn === socketId;
    expect(view.yourQuestions).toHaveLength(view.yourCurrentIndex + (onTurn ? 1 : 0));
    view.yourQuestions.forEach((q, i) => {
      if (i < view.yourCurrentIndex) {
        expect(q.correctIndex).toBe(answerOf(q.question));
      } else {
        expect(q).not.toHaveProperty('correctIndex');
        expect(q).not.toHaveProperty('selectedIndex');
      }
    });
    expect(JSON.stringify(view)).not.toMatch(/"answer"/);
  }
}

describe.each(testEngines())('trivia duel over real sockets (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, engine);
  });
  afterAll(() => server.close());

  const pair = (signedIn = false) => matchedPair(server, signedIn);

  /** a asks, b accepts; resolves with both players' first views. */
  async function start(a: AppClientSocket, b: AppClientSocket) {
    const requested = nextEvent<{ from: string }>(b, 'triviaChallengeRequested');
    expect(await ack(a, 'requestTriviaChallenge')).toEqual({ ok: true });
    expect((await requested).from).toBe(a.id);
    const [va, vb] = [
      nextEvent<TriviaView>(a, 'challengeStarted'),
      nextEvent<TriviaView>(b, 'challengeStarted'),
    ];
    expect(await ack(b, 'acceptTriviaChallenge')).toEqual({ ok: true });
    return [await va, await vb] as const;
  }

  const gameOf = (socketId: string) => server.services.matches.matchOf(socketId)?.game;

  it('plays a whole game between two signed-in users, with a timed-out turn, and pays once', async () => {
    const { a, b, ua, ub, matchId } = await pair(true);
    const views = { [a.id!]: record(a), [b.id!]: record(b) };
    const [first] = await start(a, b);
    expect(gameOf(a.id!)).toBe('trivia');
    expect(first).toMatchObject({ yourScore: 0, opponentScore: 0, questionsPerPlayer: 5 });
    expect(first.timeLeft).toBeGreaterThan(TURN_MS - 1000);

    const sockets = { [a.id!]: a, [b.id!]: b };
    let view = first;
    let turns = 0;
    const ended = [
      nextEvent<TriviaEnded>(a, 'challengeEnded', 20_000),
      nextEvent<TriviaEnded>(b, 'challengeEnded', 20_000),
    ];
    while (view.currentTurn) {
      const player = sockets[view.currentTurn]!;
      const opponent = player === a ? b : a;
      const mine = views[player.id!]!.at(-1)!;
      const current = mine.yourQuestions[mine.yourCurrentIndex]!;
      const updates = [
        nextEvent<TriviaView>(player, 'challengeUpdate', 10_000),
        nextEvent<TriviaView>(opponent, 'challengeUpdate', 10_000),
      ];
      turns += 1;
      if (turns === 4) {
        // b's second turn (or a's): left to run out; the server answers null for them
      } else {
        const right = answerOf(current.question);
        // a always right, b always wrong
        const pick = player === a ? right : (right + 1) % 4;
        expect(await ack(player, 'submitAnswer', { selectedIndex: pick })).toEqual({ ok: true });
        // a second answer in the same turn is refused: the turn (or the game) has passed
        expect(await ack(player, 'submitAnswer', { selectedIndex: pick })).toEqual(
          refusedAck(turns === 10 ? REFUSALS.noGame : REFUSALS.notYourTurn),
        );
      }
      const [own, theirs] = [await updates[0]!, await updates[1]!];
      expect(theirs.answeredBy).toBe(player.id);
      expect(theirs.isCorrect).toBe(own.isCorrect);
      expect(own.timedOut).toBe(turns === 4);
      view = own;
    }
    expect(turns).toBe(10);
    const [ea, eb] = [await ended[0]!, await ended[1]!];
    const aFirst = first.currentTurn === a.id;
    // turn 4 is b's when a went first, else a's
    const aScore = aFirst ? 5 : 4;
    expect(ea).toMatchObject({
      result: 'victory',
      winner: a.id,
      score: { [a.id!]: aScore, [b.id!]: 0 },
      rewards: { awardedPoints: 20 },
    });
    expect(eb).toMatchObject({ result: 'defeat', winner: a.id, rewards: { awardedPoints: 0 } });
    expect(gameOf(a.id!)).toBeNull();
    for (const s of [a, b]) expectNothingGivenAway(s.id!, views[s.id!]!);

    // An End Challenge after the result, or leaving, pays nothing more.
    expect(await ack(a, 'endChallenge')).toEqual(refusedAck(REFUSALS.noGame));
    await ack(a, 'leave');
    const db = server.services.store.db;
    const rows = await db
      .selectFrom('transactions')
      .select(['user_id', 'delta', 'match_id'])
      .where('user_id', 'in', [ua, ub])
      .execute();
    expect(rows.map((r) => [r.user_id, r.delta]).sort()).toEqual(
      [
        [ua, 20],
        [ub, 0],
      ].sort(),
    );
    expect(rows.every((r) => r.match_id?.startsWith(`${matchId}:1:`))).toBe(true);
    const winner = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ua)
      .executeTakeFirstOrThrow();
    expect([winner.points_all_time, winner.wins]).toEqual([20, 1]);
  });

  it('tells guests to sign in to earn points, and a second game in the match is its own', async () => {
    const { a, b } = await pair(false);
    for (const gameNo of [1, 2]) {
      let [view] = await start(a, b);
      const ended = nextEvent<TriviaEnded>(a, 'challengeEnded', 5000);
      const gameIds = new Set([view.gameId]);
      while (view.currentTurn) {
        const player = view.currentTurn === a.id ? a : b;
        const next = nextEvent<TriviaView>(a, 'challengeUpdate');
        expect(await ack(player, 'submitAnswer', { selectedIndex: null })).toEqual({ ok: true });
        view = await next;
        gameIds.add(view.gameId);
      }
      expect([...gameIds]).toHaveLength(1);
      expect(view.gameId).toMatch(new RegExp(`:${gameNo}:[0-9a-f]{8}$`));
      expect(await ended).toMatchObject({
        result: 'draw',
        winner: null,
        rewards: { awardedPoints: 0, note: GUEST_NOTE, noteCode: 'sign_in' },
      });
    }
  });

  it('declines, cancels and auto-rejects as busy', async () => {
    const { a, b } = await pair();
    // b declines: a hears about it and the lock is free again
    const rejected = nextEvent<{ reason: string }>(a, 'triviaChallengeRejected');
    await ack(a, 'requestTriviaChallenge');
    expect(await ack(b, 'rejectTriviaChallenge')).toEqual({ ok: true });
    expect(await rejected).toMatchObject({ reason: TRIVIA_REASONS.declined, code: 'declined' });
    expect(gameOf(a.id!)).toBeNull();

    // a's End Challenge while waiting cancels; b hears about it
    const canceled = nextEvent<{ reason: string }>(b, 'triviaChallengeRejected');
    await ack(a, 'requestTriviaChallenge');
    expect(await ack(a, 'acceptTriviaChallenge')).toEqual(refusedAck(REFUSALS.ownRequest));
    expect(await ack(a, 'endChallenge')).toEqual({ ok: true });
    expect(await canceled).toMatchObject({ reason: TRIVIA_REASONS.canceled, code: 'withdrawn' });
    expect(await ack(b, 'acceptTriviaChallenge')).toEqual(refusedAck(REFUSALS.noRequest));

    // a request while the other game runs is auto-rejected as busy
    server.services.matches.matchOf(a.id!)!.game = 'laugh';
    const busy = nextEvent<{ reason: string }>(b, 'triviaChallengeRejected');
    expect(await ack(b, 'requestTriviaChallenge')).toEqual({ ok: true });
    expect(await busy).toMatchObject({ reason: TRIVIA_REASONS.busy, code: 'busy' });
    expect(gameOf(a.id!)).toBe('laugh');
    server.services.matches.matchOf(a.id!)!.game = null;

    // ... and so is a request while a trivia request is already pending
    await ack(a, 'requestTriviaChallenge');
    const busyAgain = nextEvent<{ reason: string }>(b, 'triviaChallengeRejected');
    await ack(b, 'requestTriviaChallenge');
    expect(await busyAgain).toMatchObject({ reason: TRIVIA_REASONS.busy, code: 'busy' });
    await ack(b, 'rejectTriviaChallenge');
  });

  it('refuses out-of-turn answers and bad payloads; End Challenge ends it early for both', async () => {
    const { a, b } = await pair();
    const [va] = await start(a, b);
    const [onTurn, offTurn] = va.currentTurn === a.id ? [a, b] : [b, a];
    expect(await ack(offTurn, 'submitAnswer', { selectedIndex: 1 })).toEqual(
      refusedAck(REFUSALS.notYourTurn),
    );
    const bad = await ack(onTurn, 'submitAnswer', { selectedIndex: 4 });
    expect(bad.ok).toBe(false);
    const ended = [
      nextEvent<TriviaEnded>(a, 'challengeEnded'),
      nextEvent<TriviaEnded>(b, 'challengeEnded'),
    ];
    expect(await ack(offTurn, 'endChallenge')).toEqual({ ok: true });
    const byEnder = await ended[offTurn === a ? 0 : 1]!;
    const byOther = await ended[offTurn === a ? 1 : 0]!;
    expect(byEnder).toMatchObject(endedBy('trivia', 'you'));
    expect(byOther).toMatchObject({
      ...endedBy('trivia', 'partner'),
      winner: null,
      rewards: { awardedPoints: 0 },
    });
    expect(gameOf(a.id!)).toBeNull();
  });

  it("ends a running game as 'Partner disconnected' when the partner goes", async () => {
    const { a, b, ua, ub } = await pair(true);
    await start(a, b);
    const ended = nextEvent<TriviaEnded>(a, 'challengeEnded');
    b.disconnect();
    expect(await ended).toMatchObject({
      result: 'ended',
      reason: 'Partner disconnected',
      code: 'ended_partner_left',
      rewards: { awardedPoints: 0 },
    });
    const rows = await server.services.store.db
      .selectFrom('transactions')
      .select('id')
      .where('user_id', 'in', [ua, ub])
      .execute();
    expect(rows).toEqual([]);
    expect(await ack(a, 'submitAnswer', { selectedIndex: 0 })).toMatchObject({
      ok: false,
      error: 'You are not in a chat right now.',
      code: 'not_in_chat',
    });
  });
});
