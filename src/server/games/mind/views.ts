import {
  endReason,
  MIND,
  type MindEnded,
  type MindReveal,
  type MindView,
} from '../../../shared/protocol/index.ts';
import { winnerSeat } from '../../../shared/games/result.ts';
import type { Seat } from '../host/definition.ts';
import {
  boardOfState,
  guessedRight,
  type Board,
  type MindEffect,
  type MindState,
} from './rules.ts';

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** Both sides of a revealed round, as `seat` reads it. */
function revealFor(board: Board, seat: Seat): MindReveal {
  const side = (s: Seat) => ({
    pick: board.choices[s]?.pick ?? null,
    guess: board.choices[s]?.guess ?? null,
    correct: guessedRight(board.choices, s),
  });
  const question = board.questions[board.round - 1]!;
  return {
    round: board.round,
    question: { options: [...question.options] },
    you: side(seat),
    partner: side(other(seat)),
  };
}

/**
 * What one player may see. While the round is open: the question, their own choice, and only
 * whether the partner has chosen. The partner's choice reaches them only in the reveal.
 */
export function viewFor(state: MindState, seat: Seat, gameId: string, now: number): MindView {
  const board = boardOfState(state);
  if (!board || board.round < 1) throw new Error('no round to show');
  const revealed = state.phase !== 'choosing';
  const question = board.questions[board.round - 1]!;
  const mine = board.choices[seat];
  const view: MindView = {
    gameId,
    round: board.round,
    rounds: MIND.rounds,
    phase: revealed ? 'revealed' : 'choosing',
    question: { options: [...question.options] },
    yours: mine ? { pick: mine.pick, guess: mine.guess } : null,
    partnerCommitted: board.choices[other(seat)] !== null,
    yourScore: board.scores[seat],
    partnerScore: board.scores[other(seat)],
    timeLeft: board.paused ? 0 : Math.max(0, board.endsAt - now),
    paused: board.paused,
    language: board.questions[0]?.language ?? 'en',
  };
  if (revealed) view.reveal = revealFor(board, seat);
  return view;
}

/** The result screen's payload for one player. */
export function endedFor(
  state: MindState,
  seat: Seat,
  ids: readonly [string, string],
  gameId: string,
  effect: Extract<MindEffect, { type: 'ended' }>,
  rewards: MindEnded['rewards'],
): MindEnded {
  const board = boardOfState(state);
  const winner = winnerSeat(effect.results);
  const ended: MindEnded = {
    gameId,
    winnerId: winner === null ? null : ids[winner],
    result: effect.results[seat],
    yourScore: board?.scores[seat] ?? 0,
    partnerScore: board?.scores[other(seat)] ?? 0,
    rewards,
  };
  // the last round, when it was revealed before the end (not when someone quit mid-round)
  if (board && state.phase === 'over' && state.outcome.kind === 'finished')
    ended.reveal = revealFor(board, seat);
  const reason = effect.reasons[seat];
  return reason ? { ...ended, ...endReason(reason) } : ended;
}
