import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIND, type MindOption } from '../../../shared/protocol/index.ts';
import type { Seat } from '../host/definition.ts';
import { flowRefusals } from '../host/challenge.ts';
import { hosted, T0 } from '../host/rule.fixture.ts';
import { mindRules } from './game.ts';
import { REFUSALS, type Board, type MindMove, type MindQuestion } from './rules.ts';
import { endedFor, viewFor } from './views.ts';

const QUESTIONS: MindQuestion[] = Array.from({ length: MIND.rounds }, (_, i) => ({
  id: `q${i}`,
  options: [`first ${i}`, `second ${i}`],
}));
const rules = mindRules({ bank: QUESTIONS });
const game = () => hosted(rules);
const started = () => game().start(QUESTIONS);

const choose = (round: number, pick: MindOption, guess: MindOption): MindMove => ({
  type: 'choose',
  round,
  pick,
  guess,
});

describe('read my mind rules', () => {
  it('an accepted request starts a first open round of 10 s', () => {
    const g = game();
    g.ok({ type: 'request', by: 0 });
    expect(g.ok({ type: 'accept', by: 1, setup: QUESTIONS }).effects).toEqual([
      { type: 'game', effect: { type: 'started' } },
    ]);
    expect(g.play).toMatchObject({ stage: 'choosing', round: 1, scores: [0, 0] });
    expect(rules.deadline(g.play)).toBe(T0 + MIND.roundMs);
  });

  it('refuses what does not fit, changing nothing (and never throws)', () => {
    const g = game();
    g.ok({ type: 'request', by: 0 });
    const pending = g.state;
    expect(g.act({ type: 'accept', by: 1, setup: [] })).toEqual({
      state: pending,
      effects: [],
      refused: REFUSALS.noQuestions,
    });
    const s = started();
    const before = s.state;
    expect(s.move(0, choose(2, 0, 0))).toEqual({
      state: before,
      effects: [],
      refused: REFUSALS.staleRound,
    });
    s.move(0, choose(1, 1, 0));
    expect(s.move(0, choose(1, 0, 0)).refused).toBe(REFUSALS.chosen);
  });

  it('reveals both choices together once both committed, and scores right guesses', () => {
    const g = started();
    g.move(0, choose(1, 1, 0));
    expect(g.play.stage).toBe('choosing');
    g.move(1, choose(1, 0, 1));
    // seat 0 guessed 0 = seat 1's pick; seat 1 guessed 1 = seat 0's pick
    expect(g.play).toMatchObject({ stage: 'revealed', scores: [1, 1] });
    expect(g.move(0, choose(1, 0, 0)).refused).toBe(REFUSALS.revealed);
    expect(viewFor(g.play, 0, 'g:1', T0).reveal).toEqual({
      round: 1,
      question: { options: ['first 0', 'second 0'] },
      you: { pick: 1, guess: 0, correct: true },
      partner: { pick: 0, guess: 1, correct: true },
    });
  });

  it('reveals after 10 s with a missing choice, which scores nothing', () => {
    const g = started();
    g.move(0, choose(1, 1, 1));
    const at = rules.deadline(g.play)!;
    g.fire();
    expect(g.play).toMatchObject({ stage: 'revealed', scores: [0, 0] });
    expect(viewFor(g.play, 1, 'g:1', T0).reveal?.you).toEqual({
      pick: null,
      guess: null,
      correct: false,
    });
    // a stale timeout changes nothing
    expect(g.act({ type: 'timeout', at }).effects).toEqual([]);
  });

  it('plays 5 rounds to a result, with points for the better mind reader', () => {
    const g = started();
    for (let round = 1; round <= MIND.rounds; round++) {
      // seat 0 always reads seat 1 right; seat 1 only in round 1
      g.move(0, choose(round, 0, 1));
      g.move(1, choose(round, 1, round === 1 ? 0 : 1));
      if (round < MIND.rounds) {
        expect(rules.deadline(g.play)).toBe(g.now() + MIND.revealMs);
        g.fire();
        expect(g.play).toMatchObject({ stage: 'choosing', round: round + 1 });
      }
    }
    expect(g.state).toMatchObject({ phase: 'over', results: ['victory', 'defeat'] });
    expect(g.play.scores).toEqual([5, 1]);
    const result = endedFor({
      play: g.play,
      seat: 0,
      ids: ['a', 'b'],
      gameId: 'g:1',
      results: ['victory', 'defeat'],
      reason: undefined,
      reward: { awardedPoints: 20 },
    });
    expect(result).toMatchObject({ winnerId: 'a', result: 'victory', yourScore: 5 });
    expect(result.reveal?.round).toBe(5);
  });

  it('pauses while a player reconnects, and gives the open round back what was left', () => {
    const g = started();
    g.move(0, choose(1, 1, 1));
    const left = g.play.endsAt - T0;
    expect(g.act({ type: 'pause' }).effects).toEqual([
      { type: 'game', effect: { type: 'update' } },
    ]);
    expect(viewFor(g.play, 0, 'g:1', T0, true)).toMatchObject({ paused: true, timeLeft: 0 });
    expect(g.move(1, choose(1, 0, 0)).refused).toEqual(flowRefusals('mind').paused);
    g.at(T0 + 60_000);
    g.ok({ type: 'resume' });
    expect(g.state).toMatchObject({ phase: 'playing', pausedAt: null });
    expect(g.play).toMatchObject({ stage: 'choosing', endsAt: T0 + 60_000 + left });
    expect(g.play.choices[0]).toEqual({ pick: 1, guess: 1 });
  });

  it('a resume without a pause (a seat taken over every few seconds) keeps the clock', () => {
    const g = started();
    const { endsAt } = g.play;
    for (let t = 5_000; t < MIND.roundMs; t += 5_000) {
      g.at(T0 + t);
      g.ok({ type: 'resume' });
    }
    expect(g.play.endsAt).toBe(endsAt);
  });

  it('property: no view ever holds the partner’s uncommitted or unrevealed pick', () => {
    const seat = fc.constantFrom<Seat>(0, 1);
    const option = fc.constantFrom<MindOption>(0, 1);
    type Step =
      | { type: 'choose'; by: Seat; round: number; pick: MindOption; guess: MindOption }
      | { type: 'timeout' }
      | { type: 'pause' }
      | { type: 'resume' }
      | { type: 'end'; by: Seat };
    const action: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        type: fc.constant('choose' as const),
        by: seat,
        round: fc.integer({ min: 1, max: 5 }),
        pick: option,
        guess: option,
      }),
      fc.constantFrom<Step>({ type: 'timeout' }, { type: 'pause' }, { type: 'resume' }),
      fc.record({ type: fc.constant('end' as const), by: seat }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(action, fc.nat(30_000)), { maxLength: 40 }), (steps) => {
        const g = started();
        for (const [next, wait] of steps) {
          g.advance(wait);
          if (next.type === 'choose') g.move(next.by, choose(next.round, next.pick, next.guess));
          else if (next.type === 'timeout') g.act({ type: 'timeout', at: g.now() });
          else g.act(next);
          if (g.state.phase !== 'playing' || g.play.stage !== 'choosing') continue;
          const board: Board = g.play;
          for (const me of [0, 1] as Seat[]) {
            // the view is the same whatever the partner chose (or whether they did)
            const partner: Seat = me === 0 ? 1 : 0;
            const view = viewFor(board, me, 'g:1', g.now());
            expect(view.reveal).toBeUndefined();
            for (const pick of [0, 1] as MindOption[]) {
              const choices: Board['choices'] = [...board.choices];
              if (choices[partner] === null) continue;
              choices[partner] = { pick, guess: (1 - pick) as MindOption };
              expect(viewFor({ ...board, choices }, me, 'g:1', g.now())).toEqual(view);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
