import { refusedAck, rejection } from '../../../shared/protocol/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LaughEnded,
  LaughRoundBreak,
  LaughScoreUpdate,
  LaughStarted,
  LaughTurnChanged,
} from '../../../shared/protocol/index.ts';
import { LAUGH, POINTS } from '../../../shared/constants.ts';
import {
  ack,
  connectedUser,
  matchedPair,
  nextEvent,
  startTestServer,
  steerableClock,
  testEngines,
  type AppClientSocket,
  type TestServer,
} from '../../testing/harness.ts';
import { ENDED_NOTE } from '../../points/index.ts';
import { REASONS } from './rules.ts';
import { PREP_MIN_MS } from './state.ts';

describe.each(testEngines())('laugh challenge over real sockets (%s)', (engine) => {
  let server: TestServer;
  // the server's clock: a break's least length and a turn's first moments pass by moving it,
  // not by waiting them out
  const clock = steerableClock();
  beforeAll(async () => {
    server = await startTestServer({}, engine, false, clock.now);
  });
  afterAll(() => server.close());

  const pair = (signedIn = false) => matchedPair(server, signedIn);

  async function start(a: AppClientSocket, b: AppClientSocket) {
    const requested = nextEvent<{ from: string }>(b, 'laughChallengeRequested');
    expect(await ack(a, 'requestLaughChallenge')).toEqual({ ok: true });
    expect((await requested).from).toBe(a.id!);
    const started = nextEvent<LaughStarted>(a, 'laughChallengeStarted');
    expect(await ack(b, 'acceptLaughChallenge')).toEqual({ ok: true });
    return started;
  }

  /** A laugh reported in the turn's first moments is refused; once they passed, it counts. */
  async function laughAfterGrace(t: { defender: AppClientSocket; turnId: string; nonce: string }) {
    const report = () => ack(t.defender, 'laughDetected', { turnId: t.turnId, nonce: t.nonce });
    expect(await report()).toEqual(refusedAck(REASONS.tooEarly));
    clock.advance(LAUGH.turnGraceMs);
    expect(await report()).toEqual({ ok: true });
  }

  const by = (a: AppClientSocket, b: AppClientSocket, id: string) => (a.id === id ? a : b);

  /**
   * The break's least length passes and the defender's camera says ok; both get the turn, only
   * the defender gets the nonce.
   */
  async function turn(a: AppClientSocket, b: AppClientSocket, attackerId: string) {
    const attacker = by(a, b, attackerId);
    const defender = attacker === a ? b : a;
    const [ta, td] = [
      nextEvent<LaughTurnChanged>(attacker, 'laughTurnChanged', 6000),
      nextEvent<LaughTurnChanged>(defender, 'laughTurnChanged', 6000),
    ];
    clock.advance(PREP_MIN_MS);
    await ack(defender, 'laughCameraStatus', { ok: true });
    const [forAttacker, forDefender] = [await ta, await td];
    expect(forAttacker.laughNonce).toBeUndefined();
    expect(forDefender.laughNonce).toMatch(/^[0-9a-z]{20,}$/);
    expect(forAttacker.turnId).toBe(forDefender.turnId);
    expect(forAttacker.timeLeft).toBe(30);
    return { attacker, defender, turnId: forDefender.turnId, nonce: forDefender.laughNonce! };
  }

  it('a whole challenge: laughs score for the attacker, refusals, points once', async () => {
    const { a, b, ua, ub, matchId } = await pair(true);
    const started = await start(a, b);
    expect(started).toMatchObject({
      round: 1,
      prepSeconds: 15,
      scores: { [a.id!]: 0, [b.id!]: 0 },
    });
    const first = started.firstTurn;
    const second = first === a.id! ? b.id! : a.id!;

    // turn 1: the defender laughs
    let t = await turn(a, b, first);
    const score = nextEvent<LaughScoreUpdate>(t.attacker, 'laughScoreUpdate');
    const brk = nextEvent<LaughRoundBreak>(t.defender, 'laughRoundBreak');
    // the detector keeps reporting; a laugh counts once the turn's first moments have passed
    await laughAfterGrace(t);
    expect(await score).toEqual({
      gameId: started.gameId,
      scores: { [first]: 1, [second]: 0 },
      turnId: t.turnId,
      scorerId: first,
    });
    expect(await brk).toMatchObject({ upcomingAttackerId: second, nextTurn: second, round: 1 });
    // the same report again is refused
    expect(await ack(t.defender, 'laughDetected', { turnId: t.turnId, nonce: t.nonce })).toEqual(
      refusedAck(REASONS.replayed),
    );

    // turn 2: the attacker passes early; the defender cannot
    t = await turn(a, b, second);
    expect(await ack(t.defender, 'endLaughTurn', { turnId: t.turnId })).toEqual(
      refusedAck(REASONS.notAttacker),
    );
    expect(await ack(t.attacker, 'laughDetected', { turnId: t.turnId, nonce: 'guess' })).toEqual(
      refusedAck(REASONS.notDefender),
    );
    const brk2 = nextEvent<LaughRoundBreak>(a, 'laughRoundBreak');
    expect(await ack(t.attacker, 'endLaughTurn', { turnId: t.turnId })).toEqual({ ok: true });
    expect(await brk2).toMatchObject({ round: 2, upcomingAttackerId: first });

    // turns 3 and 4
    t = await turn(a, b, first);
    await laughAfterGrace(t);
    t = await turn(a, b, second);
    const [endA, endB] = [
      nextEvent<LaughEnded>(a, 'laughChallengeEnded'),
      nextEvent<LaughEnded>(b, 'laughChallengeEnded'),
    ];
    await ack(t.attacker, 'endLaughTurn', { turnId: t.turnId });
    const ended = { [a.id!]: await endA, [b.id!]: await endB };
    expect(ended[first]).toMatchObject({
      winnerId: first,
      result: 'victory',
      scores: { [first]: 2, [second]: 0 },
      reason: 'Challenge complete',
      code: 'ended_complete',
      rewards: { awardedPoints: POINTS.win },
    });
    expect(ended[second]).toMatchObject({ winnerId: first, result: 'defeat' });
    expect(ended[second]!.rewards).toEqual({ awardedPoints: 0 });

    const rows = await server.services.store.db
      .selectFrom('transactions')
      .select(['user_id', 'delta', 'game_type', 'match_id'])
      .where('user_id', 'in', [ua, ub])
      .execute();
    const winner = first === a.id! ? ua : ub;
    expect(rows.filter((r) => r.delta > 0)).toEqual([
      {
        user_id: winner,
        delta: POINTS.win,
        game_type: 'laugh',
        match_id: expect.stringMatching(new RegExp(`^${matchId}:1:`)),
      },
    ]);
    // the lock is free again: a rematch can be requested
    const again = nextEvent(a, 'laughChallengeRequested');
    await ack(b, 'requestLaughChallenge');
    await again;
  }, 40_000);

  it('decline reaches the requester; the game lock turns down a second game', async () => {
    const { a, b } = await pair();
    const requested = nextEvent(b, 'laughChallengeRequested');
    await ack(a, 'requestLaughChallenge');
    await requested;
    // the partner's own request while one is pending: busy
    const busy = nextEvent<{ reason: string }>(b, 'laughChallengeRejected');
    await ack(b, 'requestLaughChallenge');
    expect(await busy).toEqual(rejection(REASONS.busy));
    const declined = nextEvent<{ reason: string }>(a, 'laughChallengeRejected');
    expect(await ack(b, 'rejectLaughChallenge')).toEqual({ ok: true });
    expect(await declined).toEqual(rejection(REASONS.declined));
    // the lock is held by another game: auto-rejected
    server.services.matches.matchOf(a.id!)!.game = 'trivia';
    const locked = nextEvent<{ reason: string }>(a, 'laughChallengeRejected');
    await ack(a, 'requestLaughChallenge');
    expect(await locked).toEqual(rejection(REASONS.busy));
  });

  it('Dismiss withdraws the request from the partner', async () => {
    const { a, b } = await pair();
    const requested = nextEvent(b, 'laughChallengeRequested');
    await ack(a, 'requestLaughChallenge');
    await requested;
    const withdrawn = nextEvent<{ reason: string }>(b, 'laughChallengeRejected');
    await ack(a, 'endLaughChallenge');
    expect(await withdrawn).toMatchObject({ reason: 'Request withdrawn', code: 'withdrawn' });
    expect(server.services.matches.matchOf(a.id!)!.game).toBeNull();
  });

  it('a partner disconnect ends a running challenge as ended, no points', async () => {
    const { a, b } = await pair(true);
    await start(a, b);
    expect(server.services.matches.matchOf(a.id!)!.game).toBe('laugh');
    const ended = nextEvent<LaughEnded>(a, 'laughChallengeEnded');
    b.disconnect();
    expect(await ended).toMatchObject({
      result: 'ended',
      winnerId: null,
      reason: 'Partner disconnected',
      code: 'ended_partner_left',
      rewards: { awardedPoints: 0 },
    });
  });

  it('quitting ends it for both, with the ended-early note', async () => {
    const { a, b } = await pair();
    await start(a, b);
    const ended = nextEvent<LaughEnded>(b, 'laughChallengeEnded');
    expect(await ack(a, 'endLaughChallenge')).toEqual({ ok: true });
    expect(await ended).toMatchObject({
      result: 'ended',
      reason: 'Your partner ended the challenge early.',
      code: 'ended_by_partner',
      params: { game: 'laugh' },
      rewards: { awardedPoints: 0, note: ENDED_NOTE },
    });
    expect(await ack(a, 'endLaughChallenge')).toEqual(refusedAck(REASONS.notRunning));
  });

  it('bad payloads and laughs without a match are refused', async () => {
    const { a } = await pair();
    expect(await ack(a, 'laughDetected', { turnId: '' })).toMatchObject({ ok: false });
    const lone = (await connectedUser(server)).socket;
    expect(await ack(lone, 'laughDetected', { turnId: 't', nonce: 'n' })).toMatchObject({
      ok: false,
      error: 'You are not in a chat right now.',
      code: 'not_in_chat',
    });
  });
});
