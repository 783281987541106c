import type { DrawColour, DrawStroke, DrawWidth } from '../../../shared/protocol/index.ts';
// its own module: the protocol index also holds the zod schemas (never in the browser)
import { DRAW } from '../../../shared/protocol/draw.ts';

/** A point on the server's grid: integers from 0 to DRAW.grid. */
export type GridPoint = [number, number];

/**
 * At most one piece every this many ms: 20 a second, well inside the server's 30 a second for
 * drawStroke, so a fast hand is never refused as "drawing too fast".
 */
export const PIECE_MS = 50;
/** Closer than this to the last point (grid units) adds nothing a guesser could see. */
const MIN_STEP = 4;

export interface PenOptions {
  /** sends one piece of a line (drawStroke) */
  send: (piece: DrawStroke) => void;
  now: () => number;
  /** runs `fn` after `ms`; returns its cancel */
  later: (fn: () => void, ms: number) => () => void;
}

const far = (a: GridPoint, b: GridPoint) =>
  Math.abs(a[0] - b[0]) >= MIN_STEP || Math.abs(a[1] - b[1]) >= MIN_STEP;

/**
 * The drawer's pen: turns a line drawn by hand into the pieces the protocol takes. A piece has
 * at most DRAW.maxPointsPerStroke points and repeats the last point sent, so the partner's line
 * has no gaps; pieces go out at most every PIECE_MS; the round's ink stops at
 * DRAW.maxInkPerRound (what the server counts), so the canvas says it is full instead of being
 * refused. `lines` keeps the round's lines as drawn, to paint them again (a resize).
 */
export class Pen {
  /** the round's lines, whole, as this person drew them */
  lines: DrawStroke[] = [];
  /** points the server has counted this round (pieces sent) */
  ink = 0;
  private lineId = 0;
  /** points drawn and not sent yet, with the line each belongs to */
  private pending: { line: DrawStroke; point: GridPoint }[] = [];
  /** the last point sent, and its line: the line's next piece starts from it */
  private joint: { line: number; point: GridPoint } | null = null;
  private current: DrawStroke | null = null;
  private overflow = false;
  private sentAt = -Infinity;
  private cancel: (() => void) | null = null;
  private readonly options: PenOptions;

  constructor(options: PenOptions) {
    this.options = options;
  }

  /** No more ink this round: the canvas is full until it is cleared. */
  get full(): boolean {
    // each piece repeats one point: one more for the piece still to go
    return this.overflow || this.ink + this.pending.length + 1 >= DRAW.maxInkPerRound;
  }

  /** A new line at `point`; false when the canvas is full. */
  start(point: GridPoint, colour: DrawColour, width: DrawWidth): boolean {
    this.current = null;
    if (this.full) return false;
    this.lineId += 1;
    this.current = { line: this.lineId, colour, width, points: [point] };
    this.lines.push(this.current);
    this.pending.push({ line: this.current, point });
    this.schedule();
    return true;
  }

  /** The line goes on to `point`: true when it was added (far enough, and room for it). */
  extend(point: GridPoint): boolean {
    const line = this.current;
    if (!line || this.full || !far(line.points.at(-1)!, point)) return false;
    line.points.push(point);
    this.pending.push({ line, point });
    this.schedule();
    return true;
  }

  /** The hand lifted: what is left of the line still goes out, at the pace of PIECE_MS. */
  finish(): void {
    this.current = null;
  }

  /** A new round or a cleared canvas: nothing of the old lines is sent any more. */
  reset(): void {
    this.cancel?.();
    this.cancel = null;
    this.lines = [];
    this.ink = 0;
    this.pending = [];
    this.joint = null;
    this.current = null;
    this.overflow = false;
  }

  private schedule(): void {
    if (this.cancel || this.pending.length === 0) return;
    const wait = Math.max(0, this.sentAt + PIECE_MS - this.options.now());
    this.cancel = this.options.later(() => {
      this.cancel = null;
      this.sendPiece();
      this.schedule();
    }, wait);
  }

  private sendPiece(): void {
    const first = this.pending[0];
    if (!first) return;
    const { line } = first;
    const head = this.joint?.line === line.line ? [this.joint.point] : [];
    const room = Math.min(DRAW.maxPointsPerStroke, DRAW.maxInkPerRound - this.ink) - head.length;
    if (room <= 0) {
      this.overflow = true;
      this.pending = [];
      return;
    }
    let n = 0;
    while (n < this.pending.length && n < room && this.pending[n]!.line === line) n += 1;
    const points = [...head, ...this.pending.splice(0, n).map((e) => e.point)];
    this.joint = { line: line.line, point: points.at(-1)! };
    this.ink += points.length;
    this.sentAt = this.options.now();
    this.options.send({ line: line.line, colour: line.colour, width: line.width, points });
  }
}
