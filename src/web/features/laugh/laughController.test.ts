import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAUGH } from '../../../shared/constants.ts';
import type { LaughEnded, LaughTurnChanged } from '../../../shared/protocol/index.ts';
import { textOf } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { confirmWhile } from '../../components/confirmWhile.ts';
import { useGameLock } from '../games/gameStore.ts';
import { FakeSocket } from '../games/testing/fakeSocket.ts';
import { LaughController, useLaugh } from './laughController.ts';

// The request, answer, withdraw, busy and partner-left flow is the shared controller's, tested
// for every game (games/challenge/challengeController.test.ts): here, what is the laugh's own.

vi.mock('../../components/toast.ts', () => ({ notify: vi.fn() }));
vi.mock('../../components/confirmWhile.ts', () => ({ confirmWhile: vi.fn() }));

const ME = 'me';
const PARTNER = 'partner';
const GAME = 'm1:1';
const scores = { [ME]: 0, [PARTNER]: 0 };
const ended = (over: Partial<LaughEnded> = {}): LaughEnded => ({
  gameId: GAME,
  winnerId: ME,
  result: 'victory',
  reason: 'Challenge complete',
  code: 'ended_complete',
  scores: { [ME]: 2, [PARTNER]: 0 },
  rewards: { awardedPoints: 0 },
  ...over,
});
const turn = (over: Partial<LaughTurnChanged> = {}): LaughTurnChanged => ({
  gameId: GAME,
  attackerId: ME,
  turnId: 't1',
  timeLeft: 30,
  round: 1,
  scores,
  ...over,
});
const roundBreak = (round = 1, scoresNow = scores) => ({
  gameId: GAME,
  upcomingAttackerId: PARTNER,
  nextTurn: PARTNER,
  prepSeconds: 15,
  round,
  scores: scoresNow,
});

let clock = 1_000_000;
let fake: FakeSocket;
let laugh: LaughController;

beforeEach(() => {
  clock = 1_000_000;
  fake = new FakeSocket(ME);
  laugh = new LaughController(() => clock);
  laugh.attach(fake.socket);
  vi.mocked(notify).mockClear();
});
afterEach(() => {
  laugh.detach();
  useGameLock.setState({ active: 'none' });
});

const state = () => useLaugh.getState();
const phase = () => state().phase;

/** A running challenge: I attack first, the break has begun. */
function started(gameId = GAME) {
  fake.serve('laughChallengeStarted', {
    gameId,
    firstTurn: ME,
    attackerId: ME,
    round: 1,
    scores,
    prepSeconds: 15,
  });
}

/** A turn where I defend (the nonce is mine to report a laugh with). */
function defending() {
  started();
  fake.serve('laughTurnChanged', turn({ attackerId: PARTNER, laughNonce: 'n1' }));
}

describe('laugh controller: the spec words of its flow', () => {
  it('waits as "Waiting for partner…", and Decline says the partner will be told', () => {
    laugh.request();
    expect(state().announcement).toBe('Waiting for partner…');
    expect(laugh.words).toMatchObject({ cancel: 'Dismiss', end: 'Quit challenge' });
    laugh.cancel();
    fake.serve('laughChallengeRequested', { from: PARTNER });
    laugh.decline();
    expect(fake.events()).toEqual([
      'requestLaughChallenge',
      'endLaughChallenge',
      'rejectLaughChallenge',
    ]);
    expect(phase()).toBe('idle');
    expect(notify).toHaveBeenCalledWith('info', 'Request declined', "They'll be notified.");
  });

  it('an accept the server refuses (a camera off) starts over and says why', () => {
    fake.serve('laughChallengeRequested', { from: PARTNER });
    fake.answer('acceptLaughChallenge', {
      ok: false,
      error: textOf({ code: 'camera_off' }),
      code: 'camera_off',
    });
    laugh.accept();
    expect([phase(), useGameLock.getState().active]).toEqual(['idle', 'none']);
    expect(notify).toHaveBeenLastCalledWith(
      'error',
      'Could not start the game',
      textOf({ code: 'camera_off' }),
    );
  });

  it('Quit challenge asks first, in the laugh words, and ends it only when confirmed', async () => {
    started();
    vi.mocked(confirmWhile).mockResolvedValueOnce(false);
    await laugh.end();
    expect(vi.mocked(confirmWhile).mock.calls[0]![0]).toMatchObject({
      title: 'Quit the laugh challenge?',
      confirmText: 'Quit challenge',
      cancelText: 'Keep playing',
    });
    expect(fake.events()).toEqual([]);
    vi.mocked(confirmWhile).mockResolvedValueOnce(true);
    await laugh.end();
    expect(fake.events()).toEqual(['endLaughChallenge']);
  });
});

describe('laugh controller: a game', () => {
  it('holds the game lock from its start to its result', () => {
    started();
    expect([phase(), useGameLock.getState().active]).toEqual(['playing', 'laugh']);
    fake.serve('laughChallengeEnded', ended());
    expect([phase(), useGameLock.getState().active]).toEqual(['over', 'none']);
  });

  it('the break counts down from the server, then the turn with its own time', () => {
    started();
    expect(state()).toMatchObject({
      step: 'prep',
      firstPrep: true,
      attackerId: ME,
      endsAt: clock + 15_000,
    });
    clock += 4_000;
    fake.serve('laughTurnChanged', turn());
    expect(state()).toMatchObject({
      step: 'active',
      turnId: 't1',
      nonce: null,
      endsAt: clock + 30_000,
    });
    fake.serve('laughRoundBreak', roundBreak());
    expect(state()).toMatchObject({
      step: 'prep',
      firstPrep: false,
      attackerId: PARTNER,
      turnId: null,
    });
  });

  it('the defender reports a laugh once per nonce, and not in the first moments', () => {
    defending();
    laugh.laughed();
    expect(fake.events()).toEqual([]);
    clock += LAUGH.turnGraceMs;
    laugh.laughed();
    laugh.laughed();
    expect(fake.sent).toEqual([
      { event: 'laughDetected', payload: { turnId: 't1', nonce: 'n1' }, acked: false },
    ]);
  });

  it('the Jokester ends the turn with its id; the camera check goes to the server', () => {
    started();
    fake.serve('laughTurnChanged', turn());
    laugh.endTurn();
    laugh.cameraStatus(false);
    expect(fake.sent.map(({ event, payload }) => [event, payload])).toEqual([
      ['endLaughTurn', { turnId: 't1' }],
      ['laughCameraStatus', { ok: false }],
    ]);
  });

  it('a score updates the board and is told in the break after it, not later', () => {
    defending();
    fake.serve('laughScoreUpdate', {
      gameId: GAME,
      scores: { [ME]: 0, [PARTNER]: 1 },
      turnId: 't1',
      scorerId: PARTNER,
    });
    expect(state()).toMatchObject({
      scores: { [PARTNER]: 1 },
      lastScorer: PARTNER,
      lastForfeit: false,
    });
    fake.serve('laughRoundBreak', roundBreak(1, { [ME]: 0, [PARTNER]: 1 }));
    expect(state().lastScorer).toBe(PARTNER);
    fake.serve('laughTurnChanged', turn({ turnId: 't2', scores: { [ME]: 0, [PARTNER]: 1 } }));
    expect(state().lastScorer).toBeNull();
  });

  it('a turn resumed after a reconnect names the players by their new ids', () => {
    started();
    fake.serve('laughTurnChanged', turn());
    // both reconnected (new socket ids), mid-turn: the resumed turn brings the scores by them
    fake.serve(
      'laughTurnChanged',
      turn({ attackerId: 'me-2', timeLeft: 20, scores: { 'me-2': 1, 'partner-2': 0 } }),
    );
    expect(state().scores).toEqual({ 'me-2': 1, 'partner-2': 0 });
    expect(state().endsAt).toBe(clock + 20_000);
  });

  it('the Statue away warning counts only for the current turn', () => {
    defending();
    fake.serve('laughStatueAway', { gameId: GAME, turnId: 'old', away: true, forfeitInSeconds: 5 });
    expect(state().awayUntil).toBeNull();
    fake.serve('laughStatueAway', { gameId: GAME, turnId: 't1', away: true, forfeitInSeconds: 5 });
    expect(state().awayUntil).toBe(clock + 5_000);
  });

  it('the result keeps the final scores; Continue chatting closes it, Rematch asks again', () => {
    defending();
    fake.serve('laughChallengeEnded', ended());
    expect(state()).toMatchObject({ phase: 'over', scores: { [ME]: 2 }, turnId: null });
    laugh.close();
    expect(phase()).toBe('idle');
    defending();
    fake.serve('laughChallengeEnded', ended());
    laugh.rematch();
    expect([phase(), fake.events().at(-1)]).toEqual(['waiting', 'requestLaughChallenge']);
  });

  it("a late event of an earlier game, or with no game running, is not this game's", () => {
    fake.serve('laughTurnChanged', turn({ turnId: 't9' }));
    fake.serve('laughRoundBreak', roundBreak(2));
    fake.serve('laughScoreUpdate', { gameId: GAME, scores, turnId: 't9', scorerId: ME });
    expect(state()).toMatchObject({ phase: 'idle', turnId: null, lastScorer: null });
    started('m1:2');
    fake.serve('laughTurnChanged', turn());
    fake.serve('laughScoreUpdate', { gameId: GAME, scores, turnId: 't1', scorerId: ME });
    fake.serve('laughChallengeEnded', ended());
    expect(state()).toMatchObject({ phase: 'playing', step: 'prep', lastScorer: null });
  });

  it('a late result after the partner left does not reopen the panel', () => {
    defending();
    fake.serve('partnerDisconnected', {
      reason: 'Partner disconnected',
      code: 'partner_left',
      params: { how: 'disconnected' },
    });
    expect(phase()).toBe('idle');
    fake.serve('laughChallengeEnded', ended({ result: 'ended', winnerId: null }));
    expect(phase()).toBe('idle');
  });
});
