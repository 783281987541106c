import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MindEnded, MindView } from '../../../shared/protocol/index.ts';
import { textOf, rejection } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { useGameLock } from '../games/gameStore.ts';
import { FakeSocket } from '../games/testing/fakeSocket.ts';
import { MindController, useMind } from './mindController.ts';

vi.mock('../../components/toast.ts', () => ({ notify: vi.fn() }));

const view = (over: Partial<MindView> = {}): MindView => ({
  gameId: 'g1',
  round: 1,
  rounds: 5,
  phase: 'choosing',
  question: { options: ['fly', 'swim'] },
  yours: null,
  partnerCommitted: false,
  yourScore: 0,
  partnerScore: 0,
  timeLeft: 10_000,
  paused: false,
  ...over,
});

const ended = (over: Partial<MindEnded> = {}): MindEnded => ({
  gameId: 'g1',
  winnerId: 'me',
  result: 'victory',
  yourScore: 3,
  partnerScore: 1,
  rewards: { awardedPoints: 0 },
  ...over,
});

let clock = 1_000_000;
let fake: FakeSocket;
let mind: MindController;

beforeEach(() => {
  clock = 1_000_000;
  fake = new FakeSocket('me');
  mind = new MindController(() => clock);
  mind.attach(fake.socket);
  vi.mocked(notify).mockClear();
});
afterEach(() => mind.detach());

const state = () => useMind.getState();

describe('mind controller', () => {
  it('a request waits; a busy refusal (by code) shows the spec toast and frees the lock', () => {
    mind.request();
    expect(fake.sent).toEqual([{ event: 'requestMindChallenge', acked: true }]);
    expect(state().phase).toBe('waiting');
    fake.serve('mindChallengeRejected', rejection({ code: 'busy' }));
    expect(state().phase).toBe('idle');
    expect(useGameLock.getState().active).toBe('none');
    expect(notify).toHaveBeenCalledWith(
      'info',
      'Busy with another game',
      'Please wait until it ends.',
    );
  });

  it('declined and withdrawn read as such, with the server text', () => {
    mind.request();
    fake.serve('mindChallengeRejected', rejection({ code: 'declined', params: { game: 'mind' } }));
    expect(notify).toHaveBeenLastCalledWith(
      'info',
      'Challenge declined',
      textOf({ code: 'declined', params: { game: 'mind' } }),
    );
    fake.serve('mindChallengeRequested', { from: 'partner' });
    expect(state().phase).toBe('incoming');
    fake.serve('mindChallengeRejected', rejection({ code: 'withdrawn', params: { game: 'mind' } }));
    expect(notify).toHaveBeenLastCalledWith(
      'info',
      'Challenge canceled',
      textOf({ code: 'withdrawn', params: { game: 'mind' } }),
    );
    expect(state().phase).toBe('idle');
  });

  it('a choice goes out once both halves are picked, for the current round, once', () => {
    fake.serve('mindChallengeStarted', view());
    expect(state()).toMatchObject({ phase: 'playing', deadline: clock + 10_000 });
    mind.setPick(1);
    mind.submit();
    expect(fake.sent).toEqual([]);
    mind.setGuess(0);
    fake.answer('submitMindChoice', {
      ok: false,
      error: textOf({ code: 'already_chosen' }),
      code: 'already_chosen',
    });
    mind.submit();
    expect(fake.sent).toEqual([
      { event: 'submitMindChoice', payload: { round: 1, pick: 1, guess: 0 }, acked: true },
    ]);
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Choice not sent',
      textOf({ code: 'already_chosen' }),
    );
  });

  it('a paused view stops the clock; the next round clears the last picks', () => {
    fake.serve('mindChallengeStarted', view());
    mind.setPick(0);
    fake.serve('mindChallengeUpdate', view({ paused: true }));
    expect(state()).toMatchObject({ deadline: null, pick: 0 });
    expect(state().announcement).toBe('The game is paused while your partner reconnects.');
    fake.serve('mindChallengeUpdate', view({ round: 2 }));
    expect(state()).toMatchObject({ deadline: clock + 10_000, pick: null, guess: null });
  });

  it("another game's views and results are ignored; the result closes, and stays closed", () => {
    fake.serve('mindChallengeStarted', view());
    fake.serve('mindChallengeUpdate', view({ gameId: 'old', yourScore: 4 }));
    fake.serve('mindChallengeEnded', ended({ gameId: 'old' }));
    expect(state()).toMatchObject({ phase: 'playing', view: { yourScore: 0 } });
    fake.serve('mindChallengeEnded', ended());
    expect(state().phase).toBe('over');
    mind.close();
    fake.serve('mindChallengeEnded', ended());
    fake.serve('mindChallengeUpdate', view());
    expect(state().phase).toBe('idle');
  });
});
