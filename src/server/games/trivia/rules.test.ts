import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TriviaView } from '../../../shared/protocol/index.ts';
import {
  ANSWER_GRACE_MS,
  PER_PLAYER,
  reduce,
  REFUSALS,
  TURN_MS,
  type PlayingState,
  type Question,
  type Seat,
  type TriviaAction,
  type TriviaEffect,
  type TriviaState,
} from './rules.ts';
import { viewFor } from './views.ts';

const T0 = 1_000_000;
const IDS = ['sock-a', 'sock-b'] as const;

/** Ten questions whose right answer is `i % 4`. */
const QUESTIONS: Question[] = Array.from({ length: PER_PLAYER * 2 }, (_, i) => ({
  id: `q${i}`,
  category: 'general',
  difficulty: 'easy',
  question: `Question number ${i}?`,
  choices: ['w', 'x', 'y', 'z'].map((c) => `choice ${c}${i}`),
  answer: i % 4,
}));

const ctx = (now = T0, random = () => 0.1) => ({ now, random });

function run(actions: TriviaAction[], start: TriviaState | null = null, now = T0) {
  let state = start;
  const effects: TriviaEffect[] = [];
  for (const action of actions) {
    const step = reduce(state, action, ctx(now));
    expect(step.refused).toBeUndefined();
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

/** A started game; seat 0 (the requester) goes first because random() < 0.5. */
function started(): PlayingState {
  const { state } = run([
    { type: 'request', by: 0 },
    { type: 'accept', by: 1, questions: QUESTIONS },
  ]);
  return state as PlayingState;
}

const right = (state: PlayingState) =>
  state.questions[state.turn][state.answers[state.turn].length]!.answer;
const wrong = (state: PlayingState) => (right(state) + 1) % 4;

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
