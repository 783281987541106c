import { describe, expect, it } from 'vitest';
import { reduce, REFUSALS, TURN_MS, type PlayingState, type TriviaState } from './rules.ts';
import { ctx, right, run, started, T0 } from './rules.fixture.ts';

describe('trivia rules: a player reconnecting', () => {
  it('a pause stops the clock: no answers, no timeout; resuming gives back what was left', () => {
    const game = started();
    const paused = reduce(game, { type: 'pause' }, ctx(T0 + 1_000)).state as PlayingState;
    expect(paused.paused).toBe(true);
    expect(reduce(paused, { type: 'answer', by: 0, selectedIndex: 0 }, ctx(T0 + 2_000))).toEqual({
      state: paused,
      effects: [],
      refused: REFUSALS.paused,
    });
    const late = T0 + TURN_MS * 5;
    expect(reduce(paused, { type: 'timeout', turnId: paused.turnId }, ctx(late)).state).toBe(
      paused,
    );
    const step = reduce(paused, { type: 'resume' }, ctx(late));
    const resumed = step.state as PlayingState;
    expect(step.effects).toEqual([{ type: 'resumed' }]);
    expect(resumed).toMatchObject({ paused: false, turn: game.turn, turnId: game.turnId + 1 });
    // paused 1 s into the turn: the rest of it, counted from the resume
    expect(resumed.turnEndsAt).toBe(late + TURN_MS - 1_000);
    expect(resumed.answers).toEqual([[], []]);
    // the old turn's timer is stale now; the answer in the fresh turn counts
    expect(reduce(resumed, { type: 'timeout', turnId: game.turnId }, ctx(late)).state).toBe(
      resumed,
    );
    const answered = run([{ type: 'answer', by: 0, selectedIndex: right(resumed) }], resumed, late);
    expect((answered.state as PlayingState).scores).toEqual([1, 0]);
  });
});

describe("trivia rules: resuming one's own seat to stretch a turn (attack)", () => {
  it('a resume without a pause leaves the clock as it was', () => {
    const game = started();
    let state: TriviaState = game;
    // the player on turn takes their own seat over every 5 s: the turn still ends on time
    for (let t = 5_000; t < TURN_MS; t += 5_000)
      state = reduce(state, { type: 'resume' }, ctx(T0 + t)).state!;
    expect(state).toMatchObject({ turnId: game.turnId, turnEndsAt: game.turnEndsAt });
    const timedOut = reduce(state, { type: 'timeout', turnId: game.turnId }, ctx(game.turnEndsAt));
    expect((timedOut.state as PlayingState).turn).not.toBe(game.turn);
  });

  it('drop and come back every 3 s: the turn gains only the time away, never a fresh clock', () => {
    const game = started();
    let state: TriviaState = game;
    let now = T0;
    let away = 0;
    for (let i = 0; i < 3; i++) {
      now += 2_000;
      state = reduce(state, { type: 'pause' }, ctx(now)).state!;
      now += 1_000;
      away += 1_000;
      state = reduce(state, { type: 'resume' }, ctx(now)).state!;
    }
    expect((state as PlayingState).turnEndsAt).toBe(game.turnEndsAt + away);
  });
});
