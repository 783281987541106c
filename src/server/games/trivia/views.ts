import {
  endReason,
  type TriviaEnded,
  type TriviaQuestionView,
  type TriviaView,
} from '../../../shared/protocol/index.ts';
import { winnerSeat } from '../../../shared/games/result.ts';
import type { GameEnd } from '../host/rules.ts';
import { PER_PLAYER, playedOut, type Board, type Seat, type TriviaEffect } from './rules.ts';

type Answered = Extract<TriviaEffect, { type: 'answered' }>;

/**
 * What one player may see (boardgame.io's playerView): the questions they answered, with their
 * pick and the right answer, and the current question only while it is their turn, without
 * its answer. The opponent's questions never leave the server.
 */
export function viewFor(
  board: Board,
  seat: Seat,
  ids: readonly [string, string],
  gameId: string,
  now: number,
  answered?: Answered,
): TriviaView {
  const playing = playedOut(board) ? undefined : board;
  const mine = board.answers[seat];
  const yourQuestions: TriviaQuestionView[] = mine.map((a, i) => {
    const q = board.questions[seat][i]!;
    return {
      question: q.question,
      choices: [...q.choices],
      category: q.category,
      difficulty: q.difficulty,
      selectedIndex: a.selectedIndex,
      correctIndex: q.answer,
    };
  });
  if (playing?.turn === seat) {
    const q = board.questions[seat][mine.length]!;
    yourQuestions.push({
      question: q.question,
      choices: [...q.choices],
      category: q.category,
      difficulty: q.difficulty,
    });
  }
  const opponent: Seat = seat === 0 ? 1 : 0;
  const view: TriviaView = {
    gameId,
    yourQuestions,
    currentTurn: playing ? ids[playing.turn] : null,
    yourScore: board.scores[seat],
    yourCurrentIndex: mine.length,
    opponentScore: board.scores[opponent],
    opponentCurrentIndex: board.answers[opponent].length,
    questionsPerPlayer: PER_PLAYER,
    turnId: playing?.turnId ?? 0,
    turnEndsAt: playing?.turnEndsAt ?? null,
    timeLeft: playing ? Math.max(0, playing.turnEndsAt - now) : 0,
    language: board.questions[seat][0]?.language ?? 'en',
  };
  if (answered) {
    view.answeredBy = ids[answered.by];
    view.isCorrect = answered.isCorrect;
    view.timedOut = answered.timedOut;
  }
  return view;
}

/** The result screen's payload for one player. */
export function endedFor(end: GameEnd<Board | undefined>): TriviaEnded {
  const { play: board, seat, ids, gameId, results, reason, reward } = end;
  const scores = board?.scores ?? [0, 0];
  const winner = winnerSeat(results);
  const payload: TriviaEnded = {
    gameId,
    winner: winner === null ? null : ids[winner],
    result: results[seat],
    score: { [ids[0]]: scores[0], [ids[1]]: scores[1] },
    rewards: reward,
  };
  return reason ? { ...payload, ...endReason(reason) } : payload;
}
