import { MIND, type MindOption, type Refusal } from '../../../shared/protocol/index.ts';
import { resultsByScore, type SeatResults } from '../../../shared/games/result.ts';
import type { GameContext, Seat } from '../host/definition.ts';
import type { Turn } from '../host/rules.ts';

/**
 * "Read my mind" as rules only (the host runs the challenge around them). Every round both
 * players see the same "Would you rather…" question; each secretly picks their own answer and
 * guesses the partner's. When both have committed (or the round's time is up) both choices are
 * revealed together and every right guess scores 1. Pure: no I/O, no timers.
 */

export interface MindQuestion {
  id: string;
  options: [string, string];
  /** the bank it came from ('en', 'es', 'pt-BR'); absent means English */
  language?: string;
}

export interface Choice {
  pick: MindOption;
  guess: MindOption;
}

export interface Board {
  questions: MindQuestion[];
  /** 1-based */
  round: number;
  /** the round is open (choosing) or shown (revealed) */
  stage: 'choosing' | 'revealed';
  /** this round's choices, per seat */
  choices: [Choice | null, Choice | null];
  scores: [number, number];
  /** when the open round (choosing) or its reveal (revealed) ends */
  endsAt: number;
  /** the last round was revealed: the game is played out */
  finished?: boolean;
}

export type MindMove = { type: 'choose'; round: number; pick: MindOption; guess: MindOption };

/** something both may see changed: the start, a commitment, a reveal, a new round, a pause */
export type MindEffect = { type: 'started' } | { type: 'update' };

export type MindTurn = Turn<Board, MindEffect>;

/** Refusals (codes of shared/protocol/codes/games.ts). */
export const REFUSALS = {
  staleRound: { code: 'stale_round' },
  revealed: { code: 'revealed' },
  chosen: { code: 'already_chosen' },
  noQuestions: { code: 'no_questions' },
} as const satisfies Record<string, Refusal>;

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
const update: MindEffect[] = [{ type: 'update' }];

/** A right guess is the partner's actual pick; no choice (time ran out) scores nothing. */
export function guessedRight(choices: Board['choices'], seat: Seat): boolean {
  const mine = choices[seat];
  const theirs = choices[other(seat)];
  return mine !== null && theirs !== null && mine.guess === theirs.pick;
}

function openRound(board: Board, round: number, now: number): Board {
  return {
    ...board,
    stage: 'choosing',
    round,
    choices: [null, null],
    endsAt: now + MIND.roundMs,
  };
}

/** Both choices in (or the time is up): score the guesses and show the round. */
function reveal(board: Board, now: number): MindTurn {
  const scores: Board['scores'] = [
    board.scores[0] + (guessedRight(board.choices, 0) ? 1 : 0),
    board.scores[1] + (guessedRight(board.choices, 1) ? 1 : 0),
  ];
  const play: Board = { ...board, stage: 'revealed', scores, endsAt: now + MIND.revealMs };
  if (board.round >= MIND.rounds) play.finished = true;
  return { play, effects: update };
}

/** The game starts on the questions the host drew for it (rules.prepare). */
export function setup(questions: MindQuestion[] | undefined, ctx: GameContext): MindTurn | Refusal {
  if (!questions || questions.length < MIND.rounds) return REFUSALS.noQuestions;
  const board: Board = {
    questions: questions.slice(0, MIND.rounds),
    round: 0,
    stage: 'choosing',
    choices: [null, null],
    scores: [0, 0],
    endsAt: 0,
  };
  return { play: openRound(board, 1, ctx.now), effects: [{ type: 'started' }] };
}

export function move(
  board: Board,
  by: Seat,
  action: MindMove,
  ctx: GameContext,
): MindTurn | Refusal {
  if (action.round !== board.round) return REFUSALS.staleRound;
  if (board.stage === 'revealed') return REFUSALS.revealed;
  if (board.choices[by] !== null) return REFUSALS.chosen;
  const choices: Board['choices'] = [...board.choices];
  choices[by] = { pick: action.pick, guess: action.guess };
  const play: Board = { ...board, choices };
  if (choices[0] && choices[1]) return reveal(play, ctx.now);
  return { play, effects: update };
}

/** The round's time is up (reveal it) or the reveal's (the next round). */
export function timeout(board: Board, ctx: GameContext): MindTurn {
  if (board.stage === 'choosing') return reveal(board, ctx.now);
  return { play: openRound(board, board.round + 1, ctx.now), effects: update };
}

/**
 * Both players are back. After a reveal, the next round; an open round gets back what was left
 * of it (choices kept). A resume with no pause before only shows the views again.
 */
export function resume(board: Board, awayMs: number | null, ctx: GameContext): MindTurn {
  if (awayMs === null) return { play: board, effects: update };
  if (board.stage === 'revealed')
    return { play: openRound(board, board.round + 1, ctx.now), effects: update };
  return { play: { ...board, endsAt: board.endsAt + awayMs }, effects: update };
}

/** Played out once the last round is revealed: the better mind reader wins. */
export const outcome = (board: Board): SeatResults | null =>
  board.finished ? resultsByScore(...board.scores) : null;
