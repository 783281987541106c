import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TriviaView } from '../../../shared/protocol/index.ts';
import { ANSWER_GRACE_MS, REFUSALS, TURN_MS, type Question, type Seat } from './rules.ts';
import { answer, game, IDS, QUESTIONS, right, rules, started, T0, wrong } from './rules.fixture.ts';
import { viewFor } from './views.ts';

describe('trivia rules: the start', () => {
  it('accepting starts at 0-0 with five questions each and a 7 s turn', () => {
    const g = started(() => 0.9);
    expect(g.effects).toEqual([{ type: 'game', effect: { type: 'started' } }]);
    expect(g.play.scores).toEqual([0, 0]);
    expect(g.play.turn).toBe(1);
    expect(g.play.turnEndsAt).toBe(T0 + TURN_MS);
    expect(g.play.questions[0].map((q) => q.id)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
    expect(g.play.questions[1].map((q) => q.id)).toEqual(['q5', 'q6', 'q7', 'q8', 'q9']);
  });

  it('too few questions refuse the accept and leave the request waiting', () => {
    const g = game();
    g.ok({ type: 'request', by: 0 });
    expect(g.act({ type: 'accept', by: 1, setup: QUESTIONS.slice(0, 3) }).refused).toBe(
      REFUSALS.noQuestions,
    );
    expect(g.state).toEqual({ phase: 'requested', requester: 0 });
  });
});

describe('trivia rules: turns and answers', () => {
  it('a right answer scores 1 and passes the turn with a fresh 7 s', () => {
    const g = started();
    const before = g.play;
    g.at(T0 + 2000);
    g.move(0, answer(right(before)));
    expect(g.said).toEqual([{ type: 'answered', by: 0, isCorrect: true, timedOut: false }]);
    expect(g.play.scores).toEqual([1, 0]);
    expect(g.play.turn).toBe(1);
    expect(g.play.turnId).toBe(before.turnId + 1);
    expect(g.play.turnEndsAt).toBe(T0 + 2000 + TURN_MS);
  });

  it('a wrong answer or a null answer (the client timed out) scores nothing', () => {
    const g = started();
    g.move(0, answer(wrong(g.play)));
    expect(g.play.scores).toEqual([0, 0]);
    expect(g.said[0]).toMatchObject({ isCorrect: false, timedOut: false });
    const n = started();
    n.move(0, answer(null));
    expect(n.play.answers[0]).toEqual([{ selectedIndex: null, isCorrect: false, timedOut: true }]);
  });

  it('an out-of-turn answer is refused and changes nothing; so is a double answer', () => {
    const g = started();
    const before = g.state;
    expect(g.move(1, answer(0))).toEqual({
      state: before,
      effects: [],
      refused: REFUSALS.notYourTurn,
    });
    g.move(0, answer(right(g.play)));
    const once = g.state;
    const twice = g.move(0, answer(0));
    expect(twice.refused).toBe(REFUSALS.notYourTurn);
    expect(twice.state).toBe(once);
  });

  it('a timeout counts as a null answer for the player on turn; a stale one is ignored', () => {
    const g = started();
    const at = rules.deadline(g.play)!;
    expect(at).toBe(T0 + TURN_MS + ANSWER_GRACE_MS);
    g.fire();
    expect(g.said).toEqual([{ type: 'answered', by: 0, isCorrect: false, timedOut: true }]);
    expect(g.play.answers[0]).toEqual([{ selectedIndex: null, isCorrect: false, timedOut: true }]);
    expect(g.play.turn).toBe(1);
    const after = g.state;
    expect(g.act({ type: 'timeout', at })).toEqual({ state: after, effects: [] });
  });

  it('an answer after the deadline (past the grace) counts as timed out, not as the pick', () => {
    const late = started();
    late.at(late.play.turnEndsAt + ANSWER_GRACE_MS + 1);
    late.move(0, answer(right(late.play)));
    expect(late.said).toEqual([{ type: 'answered', by: 0, isCorrect: false, timedOut: true }]);
    const inGrace = started();
    inGrace.at(inGrace.play.turnEndsAt + ANSWER_GRACE_MS);
    inGrace.move(0, answer(right(inGrace.play)));
    expect(inGrace.said[0]).toMatchObject({ isCorrect: true });
  });

  it('answering with no game running is refused', () => {
    const g = game();
    expect(g.move(0, answer(1)).refused).toEqual(REFUSALS.noGame);
    expect(g.act({ type: 'end', by: 0 }).refused).toEqual(REFUSALS.noGame);
  });
});

/** Plays the whole game: each seat answers its questions right or wrong as `rights` says. */
function playOut(rights: [boolean[], boolean[]]) {
  const g = started();
  const turns: Seat[] = [];
  while (g.state.phase === 'playing') {
    const board = g.play;
    turns.push(board.turn);
    const ok = rights[board.turn][board.answers[board.turn].length]!;
    g.move(board.turn, answer(ok ? right(board) : wrong(board)));
  }
  return { g, turns };
}

describe('trivia rules: the end', () => {
  it('alternates turns over ten questions and ends in victory / defeat', () => {
    const { g, turns } = playOut([
      [true, true, false, true, false],
      [false, true, false, false, false],
    ]);
    expect(turns).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(g.state).toMatchObject({ phase: 'over', results: ['victory', 'defeat'] });
    expect(g.effects.at(-1)).toEqual({
      type: 'ended',
      results: ['victory', 'defeat'],
      reasons: [undefined, undefined],
    });
    expect(g.play.scores).toEqual([3, 1]);
  });

  it('equal scores are a draw; the second player can win too', () => {
    const draw = playOut([
      [true, false, false, false, false],
      [false, false, false, false, true],
    ]);
    expect(draw.g.effects.at(-1)).toMatchObject({ results: ['draw', 'draw'] });
    const second = playOut([
      [false, false, false, false, false],
      [true, false, false, false, false],
    ]);
    expect(second.g.effects.at(-1)).toMatchObject({ results: ['defeat', 'victory'] });
  });
});

/** The view shows `q` together with its right answer. */
const holdsAnswerOf = (view: TriviaView, q: Question) =>
  view.yourQuestions.some((y) => y.question === q.question && y.correctIndex !== undefined);

describe('views never give an answer away', () => {
  it('over any sequence of actions, no started/update view holds the answer of an unanswered question', () => {
    const move = fc.oneof(
      fc.record({
        type: fc.constant('answer' as const),
        by: fc.constantFrom<Seat>(0, 1),
        selectedIndex: fc.option(fc.integer({ min: 0, max: 3 })),
      }),
      fc.record({ type: fc.constant('timeout' as const) }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 14 }), fc.boolean(), (moves, firstHigh) => {
        const g = started(() => (firstHigh ? 0.9 : 0.1));
        g.at(T0 + 1000);
        const check = (answered?: { by: Seat; isCorrect: boolean; timedOut: boolean }) => {
          const board = g.play;
          const playing = g.state.phase === 'playing';
          for (const seat of [0, 1] as Seat[]) {
            const view = viewFor(
              board,
              seat,
              IDS,
              'g',
              T0,
              answered && { type: 'answered', ...answered },
            );
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
                const onTurn = playing && board.turn === seat;
                expect(json.includes(q.question)).toBe(onTurn);
                expect(json.includes(q.choices[0]!)).toBe(onTurn);
              }
            });
            expect(view.yourCurrentIndex).toBe(done);
            expect(json).not.toMatch(/"answer"/);
          }
        };
        check();
        for (const m of moves) {
          if (g.state.phase !== 'playing') break;
          if (m.type === 'timeout') g.fire();
          else g.move(m.by, answer(m.selectedIndex));
          const said = g.said.find((e) => e.type === 'answered');
          if (said?.type === 'answered') check(said);
        }
      }),
    );
  });
});
