import type { GameResult, Rewards } from '../games/result.ts';
import type { EndCode } from './codes/games.ts';
import type { Params } from './codes/table.ts';

/** Connect Four: a 7×6 board, discs dropped in turn, four in a row wins. */
export const CONNECT4 = {
  columns: 7,
  rows: 6,
  /** in a row, in any direction, to win */
  toWin: 4,
  /** to drop a disc; when it runs out the server drops it in a random open column */
  turnMs: 20_000,
} as const;

/** A cell as one player sees it: their own disc, their partner's, or empty. */
export type ConnectFourCell = 'you' | 'partner' | null;

/** A cell's place: column from the left, row from the bottom (both 0-based). */
export interface ConnectFourSpot {
  column: number;
  row: number;
}

/** Per-player view (connectFourStarted, connectFourUpdate). */
export interface ConnectFourView {
  gameId: string;
  /** columns from the left, each from the bottom up: `columns[c][r]` */
  columns: ConnectFourCell[][];
  yourTurn: boolean;
  /** you dropped the first disc of the game */
  youStarted: boolean;
  /** names the turn: a drop for an older turn is refused */
  turnId: number;
  /** ms left in the turn from when the server sent this (0 while paused) */
  timeLeft: number;
  /** the game is waiting for a reconnecting player */
  paused: boolean;
  /** the last disc dropped, and by whom */
  last?: ConnectFourSpot & { by: 'you' | 'partner'; timedOut: boolean };
}

export interface ConnectFourEnded {
  gameId: string;
  /** socket id of the winner; null on a draw or an early end */
  winnerId: string | null;
  result: GameResult;
  columns: ConnectFourCell[][];
  /** the four (or more) in a row that won */
  line: ConnectFourSpot[];
  /** the loser resigned */
  resigned?: 'you' | 'partner';
  /** why it ended early (none when played to its end); `code` names it for our clients */
  reason?: string;
  code?: EndCode;
  params?: Params;
  rewards: Rewards;
}
