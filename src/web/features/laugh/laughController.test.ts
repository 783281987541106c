import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAUGH } from '../../../shared/constants.ts';
import type { LaughEnded } from '../../../shared/protocol/index.ts';
import { textOf, rejection } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { newMeeting } from '../chat/callMachine.ts';
import { initialCallStore, useCall } from '../chat/callStore.ts';
import { useGameLock } from '../games/gameStore.ts';
import { FakeSocket } from '../games/testing/fakeSocket.ts';
import { LaughController, useLaugh } from './laughController.ts';

vi.mock('../../components/toast.ts', () => ({ notify: vi.fn() }));

const ME = 'me';
const PARTNER = 'partner';
const scores = { [ME]: 0, [PARTNER]: 0 };
const ended = (over: Partial<LaughEnded> = {}): LaughEnded => ({
  winnerId: ME,
  result: 'victory',
  reason: 'Challenge complete',
  code: 'ended_complete',
  scores: { [ME]: 2, [PARTNER]: 0 },
  rewards: { awardedPoints: 0 },
  ...over,
});

let clock = 1_000_000;
let fake: FakeSocket;
let laugh: LaughController;

beforeEach(() => {
  clock = 1_000_000;
  fake = new FakeSocket(ME);
  laugh = new LaughController(() => clock);
  laugh.reset();
  laugh.attach(fake.socket);
  vi.mocked(notify).mockClear();
});
afterEach(() => laugh.detach());

const phase = () => useLaugh.getState().phase;

/** A running challenge: I attack first, the break has begun. */
function started() {
  fake.serve('laughChallengeStarted', {
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
  fake.serve('laughTurnChanged', {
    attackerId: PARTNER,
    turnId: 't1',
    timeLeft: 30,
    round: 1,
    scores,
    laughNonce: 'n1',
  });
}

describe('laugh controller: requests', () => {
  it('a request waits for the partner and holds the game lock', () => {
    laugh.request();
    expect(fake.events()).toEqual(['requestLaughChallenge']);
    expect(phase()).toBe('waiting');
    expect(useGameLock.getState().active).toBe('laugh');
  });

  it('a busy refusal (by code) tells the spec toast and frees the lock', () => {
    laugh.request();
    fake.serve('laughChallengeRejected', rejection({ code: 'busy' }));
    expect(phase()).toBe('idle');
    expect(useGameLock.getState().active).toBe('none');
    expect(notify).toHaveBeenCalledWith(
      'info',
      'Busy with another game',
      'Please wait until it ends.',
    );
  });

  it('while another game runs, a request is not sent and the busy toast shows', () => {
    useGameLock.setState({ active: 'trivia' });
    laugh.request();
    expect(fake.sent).toEqual([]);
    expect(phase()).toBe('idle');
    expect(notify).toHaveBeenCalledWith(
      'info',
      'Busy with another game',
      'Please wait until it ends.',
    );
    useGameLock.setState({ active: 'none' });
  });

  it('the code decides, not the text: a declined request shows its reason', () => {
    laugh.request();
    fake.serve('laughChallengeRejected', { reason: 'Busy? no, just declined', code: 'declined' });
    expect(notify).toHaveBeenCalledWith('info', 'Challenge declined', 'Busy? no, just declined');
  });

  it('an incoming request withdrawn by the partner closes Accept/Decline', () => {
    fake.serve('laughChallengeRequested', { from: PARTNER });
    expect(phase()).toBe('incoming');
    fake.serve(
      'laughChallengeRejected',
      rejection({ code: 'withdrawn', params: { game: 'laugh' } }),
    );
    expect(phase()).toBe('idle');
    expect(notify).toHaveBeenCalledWith(
      'info',
      'Laugh challenge withdrawn',
      'Your partner took the request back.',
    );
  });

  it("a partner's request while mine is pending is left for the server to sort out", () => {
    laugh.request();
    fake.serve('laughChallengeRequested', { from: PARTNER });
    expect(phase()).toBe('waiting');
  });

  it('decline sends the answer and says so; accept refused by the server starts over', () => {
    fake.serve('laughChallengeRequested', { from: PARTNER });
    laugh.decline();
    expect(fake.events()).toEqual(['rejectLaughChallenge']);
    expect(phase()).toBe('idle');
    expect(notify).toHaveBeenCalledWith('info', 'Request declined', "They'll be notified.");

    fake.serve('laughChallengeRequested', { from: PARTNER });
    fake.answer('acceptLaughChallenge', {
      ok: false,
      error: textOf({ code: 'camera_off' }),
      code: 'camera_off',
    });
    laugh.accept();
    expect(phase()).toBe('idle');
    expect(notify).toHaveBeenLastCalledWith(
      'error',
      'Laugh challenge not started',
      textOf({ code: 'camera_off' }),
    );
  });

  it('a refusal while a game runs is not news for it', () => {
    started();
    fake.serve('laughChallengeRejected', rejection({ code: 'busy' }));
    expect(phase()).toBe('prep');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('laugh controller: a game', () => {
  it('the break counts down from the server, then the turn with its own time', () => {
    started();
    expect(useLaugh.getState()).toMatchObject({
      phase: 'prep',
      firstPrep: true,
      attackerId: ME,
      endsAt: clock + 15_000,
    });
    clock += 4_000;
    fake.serve('laughTurnChanged', {
      attackerId: ME,
      turnId: 't1',
      timeLeft: 30,
      round: 1,
      scores,
    });
    expect(useLaugh.getState()).toMatchObject({
      phase: 'active',
      turnId: 't1',
      nonce: null,
      endsAt: clock + 30_000,
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
    fake.serve('laughTurnChanged', {
      attackerId: ME,
      turnId: 't1',
      timeLeft: 30,
      round: 1,
      scores,
    });
    laugh.endTurn();
    laugh.cameraStatus(false);
    expect(fake.sent.map(({ event, payload }) => [event, payload])).toEqual([
      ['endLaughTurn', { turnId: 't1' }],
      ['laughCameraStatus', { ok: false }],
    ]);
  });

  it('a score updates the board and remembers the scorer for the break', () => {
    defending();
    fake.serve('laughScoreUpdate', {
      scores: { [ME]: 0, [PARTNER]: 1 },
      turnId: 't1',
      scorerId: PARTNER,
    });
    expect(useLaugh.getState()).toMatchObject({
      scores: { [PARTNER]: 1 },
      lastScorer: PARTNER,
      lastForfeit: false,
    });
  });

  it('a turn resumed after a reconnect names the players by their new ids', () => {
    started();
    fake.serve('laughTurnChanged', {
      attackerId: ME,
      turnId: 't1',
      timeLeft: 30,
      round: 1,
      scores,
    });
    fake.serve('laughScoreUpdate', {
      scores: { [ME]: 1, [PARTNER]: 0 },
      turnId: 't1',
      scorerId: ME,
    });
    fake.serve('laughRoundBreak', {
      upcomingAttackerId: PARTNER,
      nextTurn: PARTNER,
      prepSeconds: 15,
      round: 1,
      scores: { [ME]: 1, [PARTNER]: 0 },
    });
    fake.serve('laughTurnChanged', {
      attackerId: PARTNER,
      turnId: 't2',
      timeLeft: 30,
      round: 1,
      scores: { [ME]: 1, [PARTNER]: 0 },
    });
    // both reconnected (new socket ids), mid-turn: the resumed turn brings the scores by them
    fake.serve('laughTurnChanged', {
      attackerId: 'partner-2',
      turnId: 't2',
      timeLeft: 20,
      round: 1,
      scores: { 'me-2': 1, 'partner-2': 0 },
    });
    expect(useLaugh.getState().scores).toEqual({ 'me-2': 1, 'partner-2': 0 });
  });

  it('the Statue away warning counts only for the current turn', () => {
    defending();
    fake.serve('laughStatueAway', { turnId: 'old', away: true, forfeitInSeconds: 5 });
    expect(useLaugh.getState().awayUntil).toBeNull();
    fake.serve('laughStatueAway', { turnId: 't1', away: true, forfeitInSeconds: 5 });
    expect(useLaugh.getState().awayUntil).toBe(clock + 5_000);
  });

  it('the result shows once, frees the lock, and Continue chatting closes it', () => {
    defending();
    fake.serve('laughChallengeEnded', ended());
    expect(useLaugh.getState()).toMatchObject({ phase: 'over', turnId: null, nonce: null });
    expect(useGameLock.getState().active).toBe('none');
    laugh.close();
    expect(phase()).toBe('idle');
  });

  it('a late result after a reset does not reopen the panel', () => {
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

  it('turns, breaks and scores with no game running are ignored', () => {
    fake.serve('laughTurnChanged', {
      attackerId: ME,
      turnId: 't9',
      timeLeft: 30,
      round: 2,
      scores,
    });
    fake.serve('laughRoundBreak', {
      upcomingAttackerId: ME,
      nextTurn: ME,
      prepSeconds: 15,
      round: 2,
      scores,
    });
    fake.serve('laughScoreUpdate', { scores, turnId: 't9', scorerId: ME });
    expect(useLaugh.getState()).toMatchObject({ phase: 'idle', turnId: null, lastScorer: null });
  });

  it('a request or result of the last partner closes when the call moves on to someone else', () => {
    const partner = (matchId: string) => ({
      partnerId: PARTNER,
      matchId,
      commonInterests: [],
      country: 'Unknown',
      countryCode: 'UN',
      polite: true,
    });
    const inCall = (p: ReturnType<typeof partner>) =>
      useCall.setState({ call: { kind: 'inCall', meeting: newMeeting(p) } });
    inCall(partner('m1'));
    fake.serve('laughChallengeRequested', { from: PARTNER });
    expect(phase()).toBe('incoming');
    // a reconnect: same match, new socket ids: still there
    inCall({ ...partner('m1'), partnerId: 'partner-again' });
    expect(phase()).toBe('incoming');
    // Next: someone else
    inCall(partner('m2'));
    expect(phase()).toBe('idle');
    expect(useGameLock.getState().active).toBe('none');
    useCall.setState(initialCallStore);
  });

  it('detach stops listening', () => {
    expect(fake.listening()).toBeGreaterThan(0);
    laugh.detach();
    expect(fake.listening()).toBe(0);
  });
});
