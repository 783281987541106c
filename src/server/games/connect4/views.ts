import {
  endReason,
  type ConnectFourCell,
  type ConnectFourEnded,
  type ConnectFourView,
} from '../../../shared/protocol/index.ts';
import { winnerSeat } from '../../../shared/games/result.ts';
import type { Seat } from '../host/definition.ts';
import type { GameEnd } from '../host/rules.ts';
import { emptyColumns, type Board } from './rules.ts';

const whose = (disc: Seat, seat: Seat): 'you' | 'partner' => (disc === seat ? 'you' : 'partner');

/** The board as `seat` sees it: their own discs and their partner's. */
const columnsFor = (columns: Seat[][], seat: Seat): ConnectFourCell[][] =>
  columns.map((c) => c.map((disc) => whose(disc, seat)));

/** What one player sees (both see the whole board; only the words differ). */
export function viewFor(
  board: Board,
  seat: Seat,
  gameId: string,
  now: number,
  paused: boolean,
): ConnectFourView {
  const view: ConnectFourView = {
    gameId,
    columns: columnsFor(board.columns, seat),
    yourTurn: board.turn === seat,
    youStarted: board.first === seat,
    turnId: board.turnId,
    timeLeft: paused ? 0 : Math.max(0, board.turnEndsAt - now),
    paused,
  };
  if (board.last) view.last = { ...board.last, by: whose(board.last.by, seat) };
  return view;
}

/** The result screen's payload for one player. */
export function endedFor(end: GameEnd<Board | undefined>): ConnectFourEnded {
  const { play, seat, ids, gameId, results, reason, reward } = end;
  const winner = winnerSeat(results);
  const payload: ConnectFourEnded = {
    gameId,
    winnerId: winner === null ? null : ids[winner],
    result: results[seat],
    columns: columnsFor(play?.columns ?? emptyColumns(), seat),
    line: play?.line ?? [],
    rewards: reward,
  };
  if (play?.resigned !== undefined) payload.resigned = whose(play.resigned, seat);
  return reason ? { ...payload, ...endReason(reason) } : payload;
}
