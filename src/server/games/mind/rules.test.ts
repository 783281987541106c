import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIND, type MindOption, type Refusal } from '../../../shared/protocol/index.ts';
import type { Seat } from '../host/definition.ts';
import {
  deadlineOf,
  reduce,
  REFUSALS,
  type Board,
  type MindAction,
  type MindEffect,
  type MindQuestion,
  type MindState,
} from './rules.ts';
import { endedFor, viewFor } from './views.ts';

const T0 = 1_000_000;
const QUESTIONS: MindQuestion[] = Array.from({ length: MIND.rounds }, (_, i) => ({
  id: `q${i}`,
  options: [`first ${i}`, `second ${i}`],
}));
const ctx = (now = T0) => ({ now, random: () => 0.5 });

/** Applies actions that must all be taken; returns the state and every effect. */
function run(actions: MindAction[], start: MindState = { phase: 'idle' }, now = T0) {
  let state = start;
  const effects: MindEffect[] = [];
  for (const action of actions) {
    const step = reduce(state, action, ctx(now));
    expect(step.refused, `${action.type} refused`).toBeUndefined();
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const started = () =>
  run([
    { type: 'request', by: 0 },
    { type: 'accept', by: 1, questions: QUESTIONS },
  ]).state;

const choose = (by: Seat, round: number, pick: MindOption, guess: MindOption): MindAction => ({
  type: 'choose',
  by,
  round,
  pick,
  guess,
});

describe('read my mind rules', () => {
  it('a request, its acceptance, and a first open round of 10 s', () => {
    const { state, effects } = run([
      { type: 'request', by: 0 },
      { type: 'accept', by: 1, questions: QUESTIONS },
    ]);
    expect(effects).toEqual([{ type: 'requested', to: 1 }, { type: 'started' }]);
    expect(state).toMatchObject({ phase: 'choosing', round: 1, scores: [0, 0] });
    expect(deadlineOf(state)?.at).toBe(T0 + MIND.roundMs);
  });

  it('refuses what does not fit, changing nothing (and never throws)', () => {
    const pending = run([{ type: 'request', by: 0 }]).state;
    const cases: [MindState, MindAction, Refusal][] = [
      [pending, { type: 'accept', by: 0, questions: QUESTIONS }, REFUSALS.ownRequest],
      [pending, { type: 'accept', by: 1, questions: [] }, REFUSALS.noQuestions],
      [{ phase: 'idle' }, { type: 'reject', by: 1 }, REFUSALS.noRequest],
      [{ phase: 'idle' }, choose(0, 1, 0, 0), REFUSALS.noGame],
      [{ phase: 'idle' }, { type: 'end', by: 0 }, REFUSALS.noGame],
      [started(), choose(0, 2, 0, 0), REFUSALS.staleRound],
      [started(), { type: 'request', by: 1 }, REFUSALS.busy],
    ];
    for (const [state, action, reason] of cases)
      expect(reduce(state, action, ctx())).toEqual({ state, effects: [], refused: reason });
    const once = run([choose(0, 1, 1, 0)], started()).state;
    expect(reduce(once, choose(0, 1, 0, 0), ctx()).refused).toBe(REFUSALS.chosen);
  });

  it('reveals both choices together once both committed, and scores right guesses', () => {
    const one = run([choose(0, 1, 1, 0)], started());
    expect(one.state.phase).toBe('choosing');
    const both = run([choose(1, 1, 0, 1)], one.state);
    // seat 0 guessed 0 = seat 1's pick; seat 1 guessed 1 = seat 0's pick
    expect(both.state).toMatchObject({ phase: 'revealed', scores: [1, 1] });
    expect(reduce(both.state, choose(0, 1, 0, 0), ctx()).refused).toBe(REFUSALS.revealed);
    const view = viewFor(both.state, 0, 'g:1', T0);
    expect(view.reveal).toEqual({
      round: 1,
      question: { options: ['first 0', 'second 0'] },
      you: { pick: 1, guess: 0, correct: true },
      partner: { pick: 0, guess: 1, correct: true },
    });
  });

  it('reveals after 10 s with a missing choice, which scores nothing', () => {
    const one = run([choose(0, 1, 1, 1)], started()).state;
    const { tick } = one as Board;
    const timedOut = run([{ type: 'timeout', tick }], one, T0 + MIND.roundMs).state;
    expect(timedOut).toMatchObject({ phase: 'revealed', scores: [0, 0] });
    expect(viewFor(timedOut, 1, 'g:1', T0).reveal?.you).toEqual({
      pick: null,
      guess: null,
      correct: false,
    });
    // a stale timeout changes nothing
    expect(reduce(timedOut, { type: 'timeout', tick }, ctx()).effects).toEqual([]);
  });

  it('plays 5 rounds to a result, with points for the better mind reader', () => {
    let state = started();
    for (let round = 1; round <= MIND.rounds; round++) {
      // seat 0 always reads seat 1 right; seat 1 only in round 1
      state = run([choose(0, round, 0, 1), choose(1, round, 1, round === 1 ? 0 : 1)], state).state;
      if (round < MIND.rounds) {
        const next = deadlineOf(state)!;
        expect(next.at).toBe(T0 + MIND.revealMs);
        state = run([next.action], state, next.at).state;
        expect(state).toMatchObject({ phase: 'choosing', round: round + 1 });
      }
    }
    expect(state).toMatchObject({ phase: 'over', outcome: { kind: 'finished' } });
    const ended = reduce(run([choose(0, 1, 0, 1)], started()).state, { type: 'end', by: 1 }, ctx())
      .effects[0] as Extract<MindEffect, { type: 'ended' }>;
    expect(ended.reasons).toEqual([
      { code: 'ended_by_partner', params: { game: 'mind' } },
      { code: 'ended_by_you', params: { game: 'mind' } },
    ]);
    const finished = (state as Extract<MindState, { phase: 'over' }>).board!;
    expect(finished.scores).toEqual([5, 1]);
    const result = endedFor(
      state,
      0,
      ['a', 'b'],
      'g:1',
      { type: 'ended', results: ['victory', 'defeat'], reasons: [undefined, undefined] },
      { awardedPoints: 20 },
    );
    expect(result).toMatchObject({ winnerId: 'a', result: 'victory', yourScore: 5 });
    expect(result.reveal?.round).toBe(5);
  });

  it('pauses while a player reconnects, and gives the open round back what was left', () => {
    const one = run([choose(0, 1, 1, 1)], started()).state;
    const left = (one as Board).endsAt - T0;
    const paused = run([{ type: 'pause' }], one).state;
    expect(deadlineOf(paused)).toBeNull();
    expect(reduce(paused, choose(1, 1, 0, 0), ctx()).refused).toBe(REFUSALS.paused);
    const back = run([{ type: 'resume' }], paused, T0 + 60_000).state;
    expect(back).toMatchObject({ phase: 'choosing', paused: false, endsAt: T0 + 60_000 + left });
    expect((back as Board).choices[0]).toEqual({ pick: 1, guess: 1 });
  });

  it('a resume without a pause (a seat taken over every few seconds) keeps the clock', () => {
    const game = started();
    let state: MindState = game;
    for (let t = 5_000; t < MIND.roundMs; t += 5_000)
      state = reduce(state, { type: 'resume' }, ctx(T0 + t)).state;
    expect(state).toMatchObject({ endsAt: (game as Board).endsAt, tick: (game as Board).tick });
  });

  it('a partner leaving ends the game early for both, without points', () => {
    const { state, effects } = run([{ type: 'disconnect', by: 1 }], started());
    expect(state).toMatchObject({ phase: 'over', outcome: { kind: 'ended', by: 1 } });
    expect(effects).toEqual([
      {
        type: 'ended',
        results: ['ended', 'ended'],
        reasons: [{ code: 'ended_partner_left' }, { code: 'ended_you_left' }],
      },
    ]);
  });

  it('property: no view ever holds the partner’s uncommitted or unrevealed pick', () => {
    const seat = fc.constantFrom<Seat>(0, 1);
    const option = fc.constantFrom<MindOption>(0, 1);
    const action: fc.Arbitrary<MindAction> = fc.oneof(
      fc.record({
        type: fc.constant('choose' as const),
        by: seat,
        round: fc.integer({ min: 1, max: 5 }),
        pick: option,
        guess: option,
      }),
      fc.record({ type: fc.constant('timeout' as const), tick: fc.integer({ min: 0, max: 20 }) }),
      fc.constantFrom<MindAction>({ type: 'pause' }, { type: 'resume' }),
      fc.record({ type: fc.constant('end' as const), by: seat }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(action, fc.nat(30_000)), { maxLength: 40 }), (steps) => {
        let state = started();
        let now = T0;
        for (const [next, wait] of steps) {
          now += wait;
          state = reduce(state, next, ctx(now)).state;
          if (state.phase !== 'choosing') continue;
          for (const me of [0, 1] as Seat[]) {
            // the view is the same whatever the partner chose (or whether they did)
            const partner: Seat = me === 0 ? 1 : 0;
            const view = viewFor(state, me, 'g:1', now);
            expect(view.reveal).toBeUndefined();
            for (const pick of [0, 1] as MindOption[]) {
              const choices: Board['choices'] = [...state.choices];
              if (choices[partner] === null) continue;
              choices[partner] = { pick, guess: (1 - pick) as MindOption };
              expect(viewFor({ ...state, choices }, me, 'g:1', now)).toEqual(view);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
