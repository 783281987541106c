import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TriviaEnded, TriviaView } from '../../../shared/protocol/index.ts';
import { textOf, rejection } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { useGameLock } from '../games/gameStore.ts';
import { FakeSocket } from '../games/testing/fakeSocket.ts';
import { TriviaController } from './triviaController.ts';
import { useTrivia } from './triviaState.ts';

vi.mock('../../components/toast.ts', () => ({ notify: vi.fn() }));

const ME = 'me';
const PARTNER = 'partner';

const view = (over: Partial<TriviaView> = {}): TriviaView => ({
  gameId: 'g1',
  yourQuestions: [
    { question: 'Q1?', choices: ['a', 'b', 'c', 'd'], category: 'general', difficulty: 'easy' },
  ],
  currentTurn: ME,
  yourScore: 0,
  yourCurrentIndex: 0,
  opponentScore: 0,
  opponentCurrentIndex: 0,
  questionsPerPlayer: 5,
  turnId: 1,
  turnEndsAt: null,
  timeLeft: 7_000,
  ...over,
});

const ended = (over: Partial<TriviaEnded> = {}): TriviaEnded => ({
  gameId: 'g1',
  winner: ME,
  result: 'victory',
  score: { [ME]: 3, [PARTNER]: 1 },
  rewards: { awardedPoints: 0 },
  ...over,
});

let clock = 1_000_000;
let fake: FakeSocket;
let trivia: TriviaController;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  clock = 1_000_000;
  fake = new FakeSocket(ME);
  trivia = new TriviaController(() => clock);
  trivia.attach(fake.socket);
  vi.mocked(notify).mockClear();
});
afterEach(() => {
  trivia.detach();
  vi.useRealTimers();
});

const state = () => useTrivia.getState();

describe('trivia controller: requests', () => {
  it('a request waits for the partner; a refused one starts over and says why', () => {
    trivia.request();
    expect(fake.sent).toEqual([{ event: 'requestTriviaChallenge', acked: true }]);
    expect(state().phase).toBe('waiting');
    expect(state().announcement).toBe('Waiting for partner to accept...');

    trivia.cancel();
    fake.answer('requestTriviaChallenge', {
      ok: false,
      error: 'You are not in a chat right now.',
      code: 'not_in_chat',
    });
    trivia.request();
    expect(state().phase).toBe('idle');
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Could not send the challenge',
      'You are not in a chat right now.',
    );
  });

  it('while another game runs, a request is not sent and the busy toast shows', () => {
    // the laugh challenge's request is pending
    useGameLock.setState({ active: 'laugh' });
    trivia.request();
    useGameLock.setState({ active: 'none' });
    expect(fake.sent).toEqual([]);
    expect(notify).toHaveBeenCalledWith(
      'info',
      'Busy with another game',
      'Please wait until it ends.',
    );
  });

  it('refusals are told apart by code: busy, declined, withdrawn', () => {
    trivia.request();
    fake.serve('triviaChallengeRejected', rejection({ code: 'busy' }));
    expect(notify).toHaveBeenLastCalledWith(
      'info',
      'Busy with another game',
      'Please wait until it ends.',
    );
    expect(useGameLock.getState().active).toBe('none');
    trivia.request();
    fake.serve(
      'triviaChallengeRejected',
      rejection({ code: 'declined', params: { game: 'trivia' } }),
    );
    expect(notify).toHaveBeenLastCalledWith(
      'info',
      'Challenge declined',
      "Your partner didn't accept the trivia challenge.",
    );
    fake.serve('triviaChallengeRequested', { from: PARTNER });
    fake.serve(
      'triviaChallengeRejected',
      rejection({ code: 'withdrawn', params: { game: 'trivia' } }),
    );
    expect(notify).toHaveBeenLastCalledWith(
      'info',
      'Challenge canceled',
      'Your partner canceled the trivia challenge.',
    );
    expect(state().phase).toBe('idle');
  });

  it('a refusal with nothing pending is ignored', () => {
    fake.serve('triviaChallengeRejected', rejection({ code: 'busy' }));
    expect(notify).not.toHaveBeenCalled();
  });

  it('an incoming request is accepted once, or declined', () => {
    fake.serve('triviaChallengeRequested', { from: PARTNER });
    expect(state().phase).toBe('incoming');
    trivia.accept();
    trivia.accept();
    expect(fake.events()).toEqual(['acceptTriviaChallenge']);
    trivia.reset();
    fake.serve('triviaChallengeRequested', { from: PARTNER });
    trivia.decline();
    expect(fake.events()).toEqual(['acceptTriviaChallenge', 'rejectTriviaChallenge']);
    expect(state().phase).toBe('idle');
  });
});

describe('trivia controller: a game', () => {
  it('my turn: one answer is sent, with the picked index', () => {
    fake.serve('challengeStarted', view());
    expect(state()).toMatchObject({ phase: 'playing', secondsLeft: 7, deadline: clock + 7_000 });
    trivia.answer(2);
    trivia.answer(3);
    expect(fake.sent).toEqual([
      { event: 'submitAnswer', payload: { selectedIndex: 2 }, acked: true },
    ]);
  });

  it("off turn nothing is sent; the partner's answer shows as feedback", () => {
    fake.serve('challengeStarted', view({ currentTurn: PARTNER, yourQuestions: [] }));
    trivia.answer(1);
    expect(fake.sent).toEqual([]);
    expect(state().announcement).toContain("Opponent's turn");
    fake.serve('challengeUpdate', view({ answeredBy: PARTNER, isCorrect: true }));
    expect(state().feedback).toMatchObject({ who: 'partner', isCorrect: true });
  });

  it('a late answer refused as not your turn (by code) is moot; another refusal is news', () => {
    fake.serve('challengeStarted', view());
    fake.answer('submitAnswer', {
      ok: false,
      error: textOf({ code: 'not_your_turn' }),
      code: 'not_your_turn',
    });
    trivia.answer(0);
    expect(notify).not.toHaveBeenCalled();
    expect(state().answered).toBe(true);

    fake.serve('challengeUpdate', view({ turnId: 2 }));
    fake.answer('submitAnswer', {
      ok: false,
      error: 'Slow down',
      code: 'too_fast',
      params: { event: 'submitAnswer', wait: 'few_seconds' },
    });
    trivia.answer(0);
    expect(state().answered).toBe(false);
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Answer not sent',
      "You're answering too fast. Please wait a few seconds and try again.",
    );
  });

  it('when my 7 s run out, a null answer goes out', () => {
    fake.serve('challengeStarted', view());
    clock += 6_000;
    vi.advanceTimersByTime(200);
    expect(state().secondsLeft).toBe(1);
    expect(fake.sent).toEqual([]);
    clock += 1_000;
    vi.advanceTimersByTime(200);
    expect(fake.sent).toEqual([
      { event: 'submitAnswer', payload: { selectedIndex: null }, acked: true },
    ]);
  });

  it('updates and results of another game are ignored; the result ends this one', () => {
    fake.serve('challengeStarted', view());
    fake.serve('challengeUpdate', view({ gameId: 'old', yourScore: 9 }));
    fake.serve('challengeEnded', ended({ gameId: 'old' }));
    expect(state()).toMatchObject({ phase: 'playing', view: { yourScore: 0 } });
    fake.serve('challengeEnded', ended());
    expect(state()).toMatchObject({ phase: 'over', ended: { result: 'victory' } });
    expect(useGameLock.getState().active).toBe('none');
    trivia.close();
    expect(state().phase).toBe('idle');
    // a result after the screen closed does not bring it back
    fake.serve('challengeEnded', ended());
    expect(state().phase).toBe('idle');
  });

  it('the partner leaving resets the game', () => {
    fake.serve('challengeStarted', view());
    fake.serve('partnerDisconnected', {
      reason: 'Partner disconnected',
      code: 'partner_left',
      params: { how: 'disconnected' },
    });
    expect(state().phase).toBe('idle');
    expect(useGameLock.getState().active).toBe('none');
  });
});
