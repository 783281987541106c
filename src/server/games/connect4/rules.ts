import { CONNECT4, type Refusal } from '../../../shared/protocol/index.ts';
import type { SeatResults } from '../../../shared/games/result.ts';
import type { GameContext, Seat } from '../host/definition.ts';
import { firstTurn, type Turn } from '../host/rules.ts';

/**
 * Connect Four as rules only: the board, whose turn it is, its clock, and who won. The host
 * runs the challenge around it (request, accept, pause, the end, the points). Pure: no I/O.
 */

/** A cell's place: column from the left, row from the bottom. */
export interface Spot {
  column: number;
  row: number;
}

export interface Board {
  /** each column from the bottom up, by seat */
  columns: Seat[][];
  /** who drops now */
  turn: Seat;
  /** who dropped the first disc (chosen fairly by the server) */
  first: Seat;
  /** names the turn, so a drop meant for an older one (a double click) is refused */
  turnId: number;
  turnEndsAt: number;
  last?: Spot & { by: Seat; timedOut: boolean };
  /** four (or more) in a row, once someone connected them */
  line?: Spot[];
  resigned?: Seat;
}

export type Move = { type: 'drop'; column: number; turnId: number } | { type: 'resign' };

export type Effect = { type: 'started' } | { type: 'update' };

/** Refusals (codes of shared/protocol/codes/games.ts). */
export const REFUSALS = {
  notYourTurn: { code: 'not_your_turn' },
  full: { code: 'column_full' },
  badColumn: { code: 'bad_column' },
} as const satisfies Record<string, Refusal>;

const { columns: COLUMNS, rows: ROWS, toWin: TO_WIN, turnMs: TURN_MS } = CONNECT4;
const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const;

export const emptyColumns = (): Seat[][] => Array.from({ length: COLUMNS }, () => []);

/** The row a disc dropped in `column` lands in, or null when the column is full. */
const landing = (board: Board, column: number) => {
  const row = board.columns[column]!.length;
  return row < ROWS ? row : null;
};

const at = (columns: Seat[][], { column, row }: Spot): Seat | undefined => columns[column]?.[row];

/** The longest line through `spot` of its owner's discs, when it is long enough to win. */
export function lineThrough(columns: Seat[][], spot: Spot): Spot[] | undefined {
  const owner = at(columns, spot);
  if (owner === undefined) return undefined;
  for (const [dc, dr] of DIRECTIONS) {
    const line: Spot[] = [spot];
    for (const sign of [1, -1]) {
      for (let k = 1; ; k++) {
        const next = { column: spot.column + sign * dc * k, row: spot.row + sign * dr * k };
        if (at(columns, next) !== owner) break;
        line.push(next);
      }
    }
    if (line.length >= TO_WIN) return line.sort((a, b) => a.column - b.column || a.row - b.row);
  }
  return undefined;
}

const isFull = (columns: Seat[][]) => columns.every((c) => c.length >= ROWS);

/** Drops `seat`'s disc in `column` (checked) and passes the turn. */
function drop(board: Board, seat: Seat, column: number, now: number, timedOut: boolean): Board {
  const row = landing(board, column)!;
  const columns = board.columns.map((c, i) => (i === column ? [...c, seat] : c));
  return {
    ...board,
    columns,
    turn: other(seat),
    turnId: board.turnId + 1,
    turnEndsAt: now + TURN_MS,
    last: { column, row, by: seat, timedOut },
    line: lineThrough(columns, { column, row }),
  };
}

/** The game starts: the server's randomness picks who drops first. */
export function setup(_: unknown, ctx: GameContext): Turn<Board, Effect> {
  return firstTurn(ctx, TURN_MS, (first) => ({ columns: emptyColumns(), first }));
}

export function move(
  board: Board,
  by: Seat,
  action: Move,
  ctx: GameContext,
): Turn<Board, Effect> | Refusal {
  // a resignation is the partner's win, on turn or not
  if (action.type === 'resign') return { play: { ...board, resigned: by }, effects: [] };
  if (board.turn !== by || action.turnId !== board.turnId) return REFUSALS.notYourTurn;
  const { column } = action;
  if (!Number.isInteger(column) || column < 0 || column >= COLUMNS) return REFUSALS.badColumn;
  if (landing(board, column) === null) return REFUSALS.full;
  return { play: drop(board, by, column, ctx.now, false), effects: [{ type: 'update' }] };
}

/** The turn's time ran out: the disc drops in an open column the server picks at random. */
export function timeout(board: Board, ctx: GameContext): Turn<Board, Effect> {
  const open = board.columns.flatMap((c, i) => (c.length < ROWS ? [i] : []));
  const column = open[Math.floor(ctx.random() * open.length)]!;
  return { play: drop(board, board.turn, column, ctx.now, true), effects: [{ type: 'update' }] };
}

/** Back from a pause: the turn keeps the time it had; a fresh turn id, so the views renew. */
export function resume(board: Board, awayMs: number | null): Turn<Board, Effect> {
  if (awayMs === null) return { play: board, effects: [{ type: 'update' }] };
  const play = { ...board, turnId: board.turnId + 1, turnEndsAt: board.turnEndsAt + awayMs };
  return { play, effects: [{ type: 'update' }] };
}

/** Four in a row wins, a resignation loses, a full board is a draw. */
export function outcome(board: Board): SeatResults | null {
  const winner =
    board.resigned !== undefined ? other(board.resigned) : board.line ? board.last!.by : null;
  if (winner !== null) return winner === 0 ? ['victory', 'defeat'] : ['defeat', 'victory'];
  return isFull(board.columns) ? ['draw', 'draw'] : null;
}
