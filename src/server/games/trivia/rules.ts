import { TRIVIA } from '../../../shared/constants.ts';
import type { Refusal } from '../../../shared/protocol/index.ts';
import { resultsByScore, type SeatResults } from '../../../shared/games/result.ts';
import type { GameContext, Seat } from '../host/definition.ts';
import { firstTurn, type Turn, type TurnClock } from '../host/rules.ts';
import { flowRefusals } from '../host/challenge.ts';

export type { Seat };

export interface Question {
  id: string;
  category: string;
  difficulty: string;
  question: string;
  choices: string[];
  answer: number;
  /** the bank it came from ('en', 'es', 'pt-BR'); absent means English */
  language?: string;
}

export interface AnswerRecord {
  selectedIndex: number | null;
  isCorrect: boolean;
  timedOut: boolean;
}

/** The trivia duel's board: the host runs the challenge around it. */
export interface Board {
  questions: [Question[], Question[]];
  answers: [AnswerRecord[], AnswerRecord[]];
  scores: [number, number];
  turn: Seat;
  /** names the turn (a fresh one after a pause), so the views can tell turns apart */
  turnId: number;
  turnEndsAt: number;
}

export type TriviaMove = { type: 'answer'; selectedIndex: number | null };

export type TriviaEffect =
  | { type: 'started' }
  /** the game goes on after a pause, with the turn's clock */
  | { type: 'resumed' }
  | { type: 'answered'; by: Seat; isCorrect: boolean; timedOut: boolean };

export type TriviaTurn = Turn<Board, TriviaEffect>;

/** An answer that arrives this late after the deadline still counts (network latency). */
export const ANSWER_GRACE_MS = 500;
export const TURN_MS = TRIVIA.turnMs;
export const PER_PLAYER = TRIVIA.questionsPerPlayer;

/** Refusals (codes of shared/protocol/codes/games.ts): the flow's, and the duel's own. */
export const REFUSALS = {
  ...flowRefusals('trivia'),
  notYourTurn: { code: 'not_your_turn' },
  noQuestions: { code: 'no_questions' },
} as const satisfies Record<string, Refusal>;

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** Both players answered all their questions. */
export const playedOut = (board: Board) =>
  board.answers[0].length >= PER_PLAYER && board.answers[1].length >= PER_PLAYER;

/** Records the answer of the player on turn, then passes the turn. */
function answer(board: Board, selectedIndex: number | null, now: number, timedOut: boolean) {
  const seat = board.turn;
  const question = board.questions[seat][board.answers[seat].length]!;
  const isCorrect = selectedIndex !== null && selectedIndex === question.answer;
  const answers: Board['answers'] = [[...board.answers[0]], [...board.answers[1]]];
  answers[seat].push({ selectedIndex, isCorrect, timedOut });
  const scores: Board['scores'] = [...board.scores];
  if (isCorrect) scores[seat] += 1;
  const play: Board = {
    ...board,
    answers,
    scores,
    turn: other(seat),
    turnId: board.turnId + 1,
    turnEndsAt: now + TURN_MS,
  };
  return { play, effects: [{ type: 'answered', by: seat, isCorrect, timedOut }] } as TriviaTurn;
}

/** The duel starts on ten questions the host drew for it: five each, a fair first turn. */
export function setup(questions: Question[] | undefined, ctx: GameContext): TriviaTurn | Refusal {
  if (!questions || questions.length < PER_PLAYER * 2) return REFUSALS.noQuestions;
  return firstTurn<Omit<Board, keyof TurnClock>>(ctx, TURN_MS, () => ({
    questions: [questions.slice(0, PER_PLAYER), questions.slice(PER_PLAYER, PER_PLAYER * 2)],
    answers: [[], []],
    scores: [0, 0],
  }));
}

export function move(
  board: Board,
  by: Seat,
  action: TriviaMove,
  ctx: GameContext,
): TriviaTurn | Refusal {
  if (board.turn !== by) return REFUSALS.notYourTurn;
  const late = ctx.now > board.turnEndsAt + ANSWER_GRACE_MS;
  // A null answer is the client's countdown running out (on expiry it submits null).
  const timedOut = late || action.selectedIndex === null;
  return answer(board, late ? null : action.selectedIndex, ctx.now, timedOut);
}

/** The turn's time (and its grace) ran out: a null answer for the player on turn. */
export const timeout = (board: Board, ctx: GameContext): TriviaTurn =>
  answer(board, null, ctx.now, true);

/**
 * Both players are back: after a pause the turn gets back what was left of it, so nobody loses
 * time to a blip and nobody gains more than the time away; without a pause (a seat taken over
 * before the server noticed the drop) the clock runs on.
 */
export function resume(board: Board, awayMs: number | null): TriviaTurn {
  if (awayMs === null) return { play: board, effects: [{ type: 'resumed' }] };
  const play = { ...board, turnId: board.turnId + 1, turnEndsAt: board.turnEndsAt + awayMs };
  return { play, effects: [{ type: 'resumed' }] };
}

/** Played out once both answered all their questions: the higher score wins. */
export const outcome = (board: Board): SeatResults | null =>
  playedOut(board) ? resultsByScore(...board.scores) : null;
