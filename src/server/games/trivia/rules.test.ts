import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TriviaView } from '../../../shared/protocol/index.ts';
import {
  ANSWER_GRACE_MS,
  reduce,
  REFUSALS,
  TURN_MS,
  type PlayingState,
  type Question,
  type Seat,
  type TriviaEffect,
  type TriviaState,
} from './rules.ts';
import { ctx, IDS, QUESTIONS, right, started, T0, wrong } from './rules.fixture.ts';
import { viewFor } from './views.ts';

describe('trivia rules: request, accept, decline, cancel', () => {
  it('a request waits for the partner, who is told', () => {
    const step = reduce(null, { type: 'request', by: 1 }, ctx());
    expect(step.state).toEqual({ phase: 'pending', requester: 1 });
    expect(step.effects).toEqual([{ type: 'requested', to: 0 }]);
  });

  it('a second request while one is pending or a game runs is auto-rejected as busy', () => {
    for (const state of [{ phase: 'pending', requester: 0 } as TriviaState, started()]) {
      for (const by of [0, 1] as Seat[]) {
        const step = reduce(state, { type: 'request', by }, ctx());
        expect(step.state).toBe(state);
        expect(step.effects).toEqual([{ type: 'rejected', to: by, reason: { code: 'busy' } }]);
      }
    }
  });

  it('accepting starts at 0-0 with five questions each and a 7 s turn', () => {
    const step = reduce(
      { phase: 'pending', requester: 0 },
      { type: 'accept', by: 1, questions: QUESTIONS },
      ctx(T0, () => 0.9),
    );
    const state = step.state as PlayingState;
    expect(step.effects).toEqual([{ type: 'started' }]);
    expect(state.scores).toEqual([0, 0]);
    expect(state.turn).toBe(1);
    expect(state.turnEndsAt).toBe(T0 + TURN_MS);
    expect(state.questions[0].map((q) => q.id)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
    expect(state.questions[1].map((q) => q.id)).toEqual(['q5', 'q6', 'q7', 'q8', 'q9']);
  });

  it('the requester cannot accept or decline their own request; nothing pending refuses', () => {
    const pending: TriviaState = { phase: 'pending', requester: 0 };
    expect(reduce(pending, { type: 'accept', by: 0, questions: QUESTIONS }, ctx()).refused).toBe(
      REFUSALS.ownRequest,
    );
    expect(reduce(pending, { type: 'reject', by: 0 }, ctx()).refused).toBe(REFUSALS.ownRequest);
    expect(reduce(null, { type: 'accept', by: 1, questions: QUESTIONS }, ctx()).refused).toBe(
      REFUSALS.noRequest,
    );
    expect(reduce(started(), { type: 'reject', by: 1 }, ctx()).refused).toBe(REFUSALS.noRequest);
  });

  it('declining tells the requester and closes the request', () => {
    const step = reduce({ phase: 'pending', requester: 0 }, { type: 'reject', by: 1 }, ctx());
    expect(step.state).toEqual({ phase: 'over', outcome: { kind: 'declined', by: 1 } });
    expect(step.effects).toEqual([
      { type: 'rejected', to: 0, reason: { code: 'declined', params: { game: 'trivia' } } },
    ]);
  });

  it("the requester's End Challenge cancels; the receiver's declines", () => {
    const pending: TriviaState = { phase: 'pending', requester: 0 };
    const cancel = reduce(pending, { type: 'end', by: 0 }, ctx());
    expect(cancel.state).toEqual({ phase: 'over', outcome: { kind: 'canceled', by: 0 } });
    expect(cancel.effects).toEqual([
      { type: 'rejected', to: 1, reason: { code: 'withdrawn', params: { game: 'trivia' } } },
    ]);
    const decline = reduce(pending, { type: 'end', by: 1 }, ctx());
    expect(decline.effects).toEqual([
      { type: 'rejected', to: 0, reason: { code: 'declined', params: { game: 'trivia' } } },
    ]);
  });

  it('a new request after a finished or declined one starts over', () => {
    const over: TriviaState = { phase: 'over', outcome: { kind: 'declined', by: 1 } };
    expect(reduce(over, { type: 'request', by: 1 }, ctx()).state).toEqual({
      phase: 'pending',
      requester: 1,
    });
  });
});

describe('trivia rules: turns and answers', () => {
  it('a right answer scores 1 and passes the turn with a fresh 7 s', () => {
    const s = started();
    const step = reduce(s, { type: 'answer', by: 0, selectedIndex: right(s) }, ctx(T0 + 2000));
    const next = step.state as PlayingState;
    expect(step.effects).toEqual([{ type: 'answered', by: 0, isCorrect: true, timedOut: false }]);
    expect(next.scores).toEqual([1, 0]);
    expect(next.turn).toBe(1);
    expect(next.turnId).toBe(s.turnId + 1);
    expect(next.turnEndsAt).toBe(T0 + 2000 + TURN_MS);
  });

  it('a wrong answer or a null answer (the client timed out) scores nothing', () => {
    const s = started();
    const wrongStep = reduce(s, { type: 'answer', by: 0, selectedIndex: wrong(s) }, ctx());
    expect((wrongStep.state as PlayingState).scores).toEqual([0, 0]);
    expect(wrongStep.effects[0]).toMatchObject({ isCorrect: false, timedOut: false });
    const nullStep = reduce(s, { type: 'answer', by: 0, selectedIndex: null }, ctx());
    expect((nullStep.state as PlayingState).answers[0]).toEqual([
      { selectedIndex: null, isCorrect: false, timedOut: true },
    ]);
  });

  it('an out-of-turn answer is refused and changes nothing', () => {
    const s = started();
    const step = reduce(s, { type: 'answer', by: 1, selectedIndex: 0 }, ctx());
    expect(step).toEqual({ state: s, effects: [], refused: REFUSALS.notYourTurn });
  });

  it('a double answer is refused: the turn has already passed', () => {
    const s = started();
    const once = reduce(s, { type: 'answer', by: 0, selectedIndex: right(s) }, ctx());
    const twice = reduce(once.state, { type: 'answer', by: 0, selectedIndex: 0 }, ctx());
    expect(twice.refused).toBe(REFUSALS.notYourTurn);
    expect(twice.state).toBe(once.state);
  });

  it('a timeout counts as a null answer for the player on turn', () => {
    const s = started();
    const step = reduce(s, { type: 'timeout', turnId: s.turnId }, ctx(T0 + TURN_MS));
    expect(step.effects).toEqual([{ type: 'answered', by: 0, isCorrect: false, timedOut: true }]);
    expect((step.state as PlayingState).answers[0]).toEqual([
      { selectedIndex: null, isCorrect: false, timedOut: true },
    ]);
    expect((step.state as PlayingState).turn).toBe(1);
  });

  it('a stale timeout (the turn was already answered) is ignored', () => {
    const s = started();
    const answered = reduce(s, { type: 'answer', by: 0, selectedIndex: 1 }, ctx()).state;
    const stale = reduce(answered, { type: 'timeout', turnId: s.turnId }, ctx());
    expect(stale).toEqual({ state: answered, effects: [], refused: undefined });
  });

  it('an answer after the deadline (past the grace) counts as timed out, not as the pick', () => {
    const s = started();
    const late = reduce(
      s,
      { type: 'answer', by: 0, selectedIndex: right(s) },
      ctx(s.turnEndsAt + ANSWER_GRACE_MS + 1),
    );
    expect(late.effects).toEqual([{ type: 'answered', by: 0, isCorrect: false, timedOut: true }]);
    const inGrace = reduce(
      s,
      { type: 'answer', by: 0, selectedIndex: right(s) },
      ctx(s.turnEndsAt + ANSWER_GRACE_MS),
    );
    expect(inGrace.effects[0]).toMatchObject({ isCorrect: true });
  });

  it('answering with no game running is refused', () => {
    expect(reduce(null, { type: 'answer', by: 0, selectedIndex: 1 }, ctx()).refused).toBe(
      REFUSALS.noGame,
    );
    expect(reduce(null, { type: 'end', by: 0 }, ctx()).refused).toBe(REFUSALS.noGame);
  });
});

/** Plays the whole game: seat 0 answers `picks0[i]` right or wrong, seat 1 likewise. */
function playOut(rights: [boolean[], boolean[]]) {
  let state: TriviaState | null = started();
  const effects: TriviaEffect[] = [];
  const turns: Seat[] = [];
  while (state?.phase === 'playing') {
    const s: PlayingState = state;
    turns.push(s.turn);
    const ok = rights[s.turn][s.answers[s.turn].length]!;
    const step = reduce(
      s,
      { type: 'answer', by: s.turn, selectedIndex: ok ? right(s) : wrong(s) },
      ctx(),
    );
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects, turns };
}

describe('trivia rules: the end', () => {
  it('alternates turns over ten questions and ends in victory / defeat', () => {
    const { state, effects, turns } = playOut([
      [true, true, false, true, false],
      [false, true, false, false, false],
    ]);
    expect(turns).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(state).toMatchObject({ phase: 'over', outcome: { kind: 'finished' } });
    expect(effects.at(-1)).toEqual({
      type: 'ended',
      results: ['victory', 'defeat'],
      reasons: [undefined, undefined],
      scored: true,
    });
    expect(state?.phase === 'over' && state.board?.scores).toEqual([3, 1]);
  });

  it('equal scores are a draw; the second player can win too', () => {
    const draw = playOut([
      [true, false, false, false, false],
      [false, false, false, false, true],
    ]);
    expect(draw.effects.at(-1)).toMatchObject({ results: ['draw', 'draw'], scored: true });
    const second = playOut([
      [false, false, false, false, false],
      [true, false, false, false, false],
    ]);
    expect(second.effects.at(-1)).toMatchObject({ results: ['defeat', 'victory'] });
  });

  it('End Challenge mid-game ends it early for both, no points', () => {
    const s = started();
    const step = reduce(s, { type: 'end', by: 1 }, ctx());
    expect(step.state).toMatchObject({ phase: 'over', outcome: { kind: 'ended', by: 1 } });
    expect(step.effects).toEqual([
      {
        type: 'ended',
        results: ['ended', 'ended'],
        reasons: [
          { code: 'ended_by_partner', params: { game: 'trivia' } },
          { code: 'ended_by_you', params: { game: 'trivia' } },
        ],
        scored: false,
      },
    ]);
    expect(reduce(step.state, { type: 'answer', by: 0, selectedIndex: 1 }, ctx()).refused).toBe(
      REFUSALS.noGame,
    );
  });

  it("a partner's disconnect ends a running game as 'Partner disconnected', no points", () => {
    const step = reduce(started(), { type: 'disconnect', by: 0 }, ctx());
    expect(step.effects).toEqual([
      {
        type: 'ended',
        results: ['ended', 'ended'],
        reasons: [{ code: 'ended_you_left' }, { code: 'ended_partner_left' }],
        scored: false,
      },
    ]);
  });

  it('a disconnect closes a pending request quietly, and does nothing when idle', () => {
    const step = reduce({ phase: 'pending', requester: 0 }, { type: 'disconnect', by: 1 }, ctx());
    expect(step).toEqual({
      state: { phase: 'over', outcome: { kind: 'canceled', by: 1 } },
      effects: [],
    });
    expect(reduce(null, { type: 'disconnect', by: 1 }, ctx())).toEqual({
      state: null,
      effects: [],
      refused: undefined,
    });
  });
});

/** The view shows `q` together with its right answer. */
const holdsAnswerOf = (view: TriviaView, q: Question) =>
  view.yourQuestions.some((y) => y.question === q.question && y.correctIndex !== undefined);

describe('views never give an answer away', () => {
  it('over any sequence of actions, no started/update view holds the answer of an unanswered question', () => {
    const action = fc.oneof(
      fc.record({
        type: fc.constant('answer' as const),
        by: fc.constantFrom<Seat>(0, 1),
        selectedIndex: fc.option(fc.integer({ min: 0, max: 3 })),
      }),
      fc.record({ type: fc.constant('timeout' as const), turnId: fc.integer({ min: 1, max: 12 }) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 14 }), fc.boolean(), (actions, firstHigh) => {
        let state: TriviaState | null = reduce(
          { phase: 'pending', requester: 0 },
          { type: 'accept', by: 1, questions: QUESTIONS },
          ctx(T0, () => (firstHigh ? 0.9 : 0.1)),
        ).state;
        const check = (answered?: Extract<TriviaEffect, { type: 'answered' }>) => {
          if (!state || state.phase === 'pending') return;
          const board = state.phase === 'playing' ? state : state.board!;
          for (const seat of [0, 1] as Seat[]) {
            const view = viewFor(state, seat, IDS, 'g', T0, answered);
            const done = board.answers[seat].length;
            const json = JSON.stringify(view);
            // the opponent's questions never leave the server
            for (const q of board.questions[seat === 0 ? 1 : 0])
              expect(json).not.toContain(q.question);
            // my unanswered questions carry no answer; only the current one, on my turn, is shown
            board.questions[seat].forEach((q, i) => {
              if (i >= done) expect(holdsAnswerOf(view, q)).toBe(false);
              if (i > done) expect(json).not.toContain(q.question);
              if (i === done) {
                const onTurn = state!.phase === 'playing' && state!.turn === seat;
                expect(json.includes(q.question)).toBe(onTurn);
                expect(json.includes(q.choices[0]!)).toBe(onTurn);
              }
            });
            expect(view.yourCurrentIndex).toBe(done);
            expect(json).not.toMatch(/"answer"/);
          }
        };
        check();
        for (const a of actions) {
          const step = reduce(state, a, ctx(T0 + 1000));
          state = step.state;
          const answered = step.effects.find((e) => e.type === 'answered');
          if (answered) check(answered);
        }
      }),
    );
  });
});
