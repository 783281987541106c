import { refusedAck } from '../../../shared/protocol/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_BUSY_REASON,
  MIND,
  MIND_REASONS,
  type MindEnded,
  type MindView,
} from '../../../shared/protocol/index.ts';
import { ENDED_NOTE } from '../../points/index.ts';
import {
  ack,
  matchedPair,
  nextEvent,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../../testing/harness.ts';
import { flowRefusals } from '../host/challenge.ts';
import { endedBy } from '../host/ended.fixture.ts';
import { REFUSALS } from './rules.ts';

/** Every view a socket receives, to check afterwards that none told a pick too early. */
function record(socket: AppClientSocket): MindView[] {
  const views: MindView[] = [];
  socket.on('mindChallengeStarted', (v) => views.push(v));
  socket.on('mindChallengeUpdate', (v) => views.push(v));
  return views;
}

describe('read my mind over real sockets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** a asks, b accepts; resolves with both first views. */
  async function start(a: AppClientSocket, b: AppClientSocket) {
    const requested = nextEvent<{ from: string }>(b, 'mindChallengeRequested');
    expect(await ack(a, 'requestMindChallenge')).toEqual({ ok: true });
    expect((await requested).from).toBe(a.id);
    const va = nextEvent<MindView>(a, 'mindChallengeStarted');
    const vb = nextEvent<MindView>(b, 'mindChallengeStarted');
    expect(await ack(b, 'acceptMindChallenge')).toEqual({ ok: true });
    return Promise.all([va, vb]);
  }

  it('plays 5 rounds between members: picks revealed together, points once', async () => {
    const { a, b, ua, ub, matchId } = await matchedPair(server, true);
    const seen = { a: record(a), b: record(b) };
    const [va, vb] = await start(a, b);
    expect(server.services.matches.matchOf(a.id!)?.game).toBe('mind');
    expect(va).toMatchObject({ round: 1, rounds: 5, phase: 'choosing', yours: null });
    expect(va.question).toEqual(vb.question);
    expect(va.timeLeft).toBeGreaterThan(MIND.roundMs - 1000);
    const endedA = nextEvent<MindEnded>(a, 'mindChallengeEnded', 40_000);
    const endedB = nextEvent<MindEnded>(b, 'mindChallengeEnded', 40_000);
    for (let round = 1; round <= MIND.rounds; round++) {
      if (round > 1) {
        // the next round opens by itself after the reveal
        const next = await nextEvent<MindView>(b, 'mindChallengeUpdate', 10_000);
        expect(next).toMatchObject({ round, phase: 'choosing', yours: null });
      }
      // a picks 1 and reads b right every round; b picks 0 and always guesses 0 (wrong)
      const toldB = nextEvent<MindView>(b, 'mindChallengeUpdate');
      expect(await ack(a, 'submitMindChoice', { round, pick: 1, guess: 0 })).toEqual({ ok: true });
      const partial = await toldB;
      expect(partial).toMatchObject({ phase: 'choosing', partnerCommitted: true, yours: null });
      expect(JSON.stringify(partial)).not.toContain('"pick":1');
      expect(await ack(a, 'submitMindChoice', { round, pick: 0, guess: 0 })).toEqual(
        refusedAck(REFUSALS.chosen),
      );
      const revealed = nextEvent<MindView>(a, 'mindChallengeUpdate');
      expect(await ack(b, 'submitMindChoice', { round, pick: 0, guess: 0 })).toEqual({ ok: true });
      const shown = await revealed;
      expect(shown.reveal).toMatchObject({
        round,
        you: { pick: 1, guess: 0, correct: true },
        partner: { pick: 0, guess: 0, correct: false },
      });
      expect(shown).toMatchObject({ yourScore: round, partnerScore: 0 });
    }
    const [ea, eb] = await Promise.all([endedA, endedB]);
    expect(ea).toMatchObject({ result: 'victory', winnerId: a.id, yourScore: 5, partnerScore: 0 });
    expect(ea.rewards).toEqual({ awardedPoints: 20 });
    expect(eb).toMatchObject({ result: 'defeat', winnerId: a.id, rewards: { awardedPoints: 0 } });
    expect(ea.reveal?.round).toBe(5);
    expect(server.services.matches.matchOf(a.id!)?.game).toBeNull();

    // while a round was open, nobody's view held the partner's pick
    for (const views of [seen.a, seen.b])
      for (const v of views.filter((x) => x.phase === 'choosing')) expect(v.reveal).toBeUndefined();

    expect(await ack(a, 'endMindChallenge')).toEqual(refusedAck(flowRefusals('mind').noGame));
    const rows = await server.services.store.db
      .selectFrom('transactions')
      .select(['user_id', 'delta', 'game_type', 'match_id'])
      .where('user_id', 'in', [ua, ub])
      .execute();
    expect(rows.filter((r) => r.delta > 0)).toEqual([
      {
        user_id: ua,
        delta: 20,
        game_type: 'mind',
        match_id: expect.stringMatching(new RegExp(`^${matchId}:1:`)),
      },
    ]);
  }, 60_000);

  it('a declined request tells the requester; a request during trivia is busy', async () => {
    const { a, b } = await matchedPair(server);
    const asked = nextEvent(b, 'mindChallengeRequested');
    await ack(a, 'requestMindChallenge');
    await asked;
    const declined = nextEvent<{ reason: string }>(a, 'mindChallengeRejected');
    expect(await ack(b, 'rejectMindChallenge')).toEqual({ ok: true });
    expect(await declined).toMatchObject({ reason: MIND_REASONS.declined, code: 'declined' });
    expect(server.services.matches.matchOf(a.id!)?.game).toBeNull();

    const trivia = nextEvent(b, 'triviaChallengeRequested');
    await ack(a, 'requestTriviaChallenge');
    await trivia;
    const busy = nextEvent<{ reason: string }>(a, 'mindChallengeRejected');
    expect(await ack(a, 'requestMindChallenge')).toEqual({ ok: true });
    expect(await busy).toMatchObject({ reason: GAME_BUSY_REASON, code: 'busy' });
  });

  it('quitting or leaving ends it early for both, no points; bad payloads change nothing', async () => {
    const { a, b } = await matchedPair(server, true);
    expect(await ack(a, 'submitMindChoice', { round: 1, pick: 2, guess: 0 })).toMatchObject({
      ok: false,
    });
    expect(await ack(a, 'submitMindChoice', { round: 1, pick: 0 })).toMatchObject({ ok: false });
    expect(await ack(a, 'submitMindChoice', { round: 1, pick: 0, guess: 1 })).toEqual(
      refusedAck(flowRefusals('mind').noGame),
    );
    await start(a, b);
    const endedA = nextEvent<MindEnded>(a, 'mindChallengeEnded');
    const endedB = nextEvent<MindEnded>(b, 'mindChallengeEnded');
    expect(await ack(b, 'endMindChallenge')).toEqual({ ok: true });
    const [ea, eb] = await Promise.all([endedA, endedB]);
    expect(ea).toMatchObject(endedBy('mind', 'partner'));
    expect(eb).toMatchObject(endedBy('mind', 'you'));
    expect(ea.rewards).toEqual({ awardedPoints: 0, note: ENDED_NOTE, noteCode: 'ended' });

    await start(a, b);
    const gone = nextEvent<MindEnded>(a, 'mindChallengeEnded');
    await ack(b, 'leave');
    expect(await gone).toMatchObject({ result: 'ended' });
    expect(await ack(a, 'requestMindChallenge')).toMatchObject({
      ok: false,
      error: 'You are not in a chat right now.',
      code: 'not_in_chat',
    });
  });
});
