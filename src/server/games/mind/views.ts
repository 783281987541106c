import {
  endReason,
  MIND,
  type MindEnded,
  type MindReveal,
  type MindView,
} from '../../../shared/protocol/index.ts';
import { winnerSeat } from '../../../shared/games/result.ts';
import type { Seat } from '../host/definition.ts';
import type { GameEnd } from '../host/rules.ts';
import { guessedRight, type Board } from './rules.ts';

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
export function viewFor(
  board: Board,
  seat: Seat,
  gameId: string,
  now: number,
  paused = false,
): MindView {
  const revealed = board.stage === 'revealed';
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
    timeLeft: paused ? 0 : Math.max(0, board.endsAt - now),
    paused,
    language: board.questions[0]?.language ?? 'en',
  };
  if (revealed) view.reveal = revealFor(board, seat);
  return view;
}

/** The result screen's payload for one player. */
export function endedFor(end: GameEnd<Board | undefined>): MindEnded {
  const { play: board, seat, ids, gameId, results, reason, reward } = end;
  const winner = winnerSeat(results);
  const ended: MindEnded = {
    gameId,
    winnerId: winner === null ? null : ids[winner],
    result: results[seat],
    yourScore: board?.scores[seat] ?? 0,
    partnerScore: board?.scores[other(seat)] ?? 0,
    rewards: reward,
  };
  // the last round, when it was revealed before the end (not when someone quit mid-round)
  if (board?.finished) ended.reveal = revealFor(board, seat);
  return reason ? { ...ended, ...endReason(reason) } : ended;
}
