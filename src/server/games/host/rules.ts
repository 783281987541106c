import type { GAMES, GameEventName, GameKind } from '../../../shared/games/registry.ts';
import type { SeatResults } from '../../../shared/games/result.ts';
import type {
  ClientPayload,
  EndReason,
  MediaState,
  Refusal,
} from '../../../shared/protocol/index.ts';
import type { Match } from '../../matchmaking/service.ts';
import type { GameContext, Out, Reward, Seat, SeatMedia } from './definition.ts';

/**
 * What a game supplies to the host (boardgame.io's Game): its setup, its moves, its clock, a
 * view per seat, its end condition and its scoring. The challenge flow around it (request,
 * accept, decline, busy, withdraw, the one-game lock, pause and resume, disconnects, the end
 * and the rewards) is the host's, the same for every game (challenge.ts).
 */

/** A game's answer to a move, a timeout or a resume. Pure: never throws, no I/O. */
export interface Turn<P, E> {
  play: P;
  effects: E[];
  /** the game ends early (a camera turned off, a resignation): nobody scores, these say why */
  end?: { reasons: [EndReason, EndReason] };
}

/** A refused move that only a forged client sends: refused, and logged. */
export interface Forged {
  forged: Refusal;
}

type Roles<K extends GameKind> = (typeof GAMES)[K]['actions'];
/** The client events of the flow: the host answers them itself. */
export type FlowEvent<K extends GameKind> = Roles<K>[
  'request' | 'accept' | 'reject' | 'end'] extends { event: infer E extends string }
  ? E
  : never;
/** A game's own client events (moves): the wire's zod schemas validated them already. */
export type MoveEvent<K extends GameKind> = Exclude<GameEventName<K>, FlowEvent<K>>;

export interface SeatAt {
  seat: Seat;
  match: Match;
  media: SeatMedia;
}

export interface GameEmit<P> {
  play: P;
  match: Match;
  gameId: string;
  now: number;
  out: Out;
  /** a player is reconnecting: the clock stands */
  paused: boolean;
}

export interface GameEnd<P> {
  /** the board as it ended (none when it never started) */
  play: P;
  seat: Seat;
  ids: readonly [string, string];
  gameId: string;
  results: SeatResults;
  /** why it ended early, for this seat (none when it was played to its end) */
  reason: EndReason | undefined;
  reward: Reward;
}

export interface GameRules<K extends GameKind, P, M, E, Setup = undefined> {
  kind: K;
  /** the game's randomness (a crypto-backed one where a partner must not guess it) */
  random?: () => number;
  moves: {
    [Ev in MoveEvent<K>]: (payload: ClientPayload<Ev>, seat: Seat) => M | Refusal;
  };
  /** may `seat` ask or accept now (the laugh challenge needs both cameras)? */
  admit?(role: 'request' | 'accept', at: SeatAt): Refusal | undefined;
  /** what the game draws when an accept is taken (questions); never for a refused accept */
  prepare?(match: Match): Setup;
  /** the game starts: its first board (first mover chosen with ctx.random) and what to say */
  setup(input: Setup, ctx: GameContext): Turn<P, E> | Refusal;
  move(play: P, by: Seat, move: M, ctx: GameContext): Turn<P, E> | Refusal | Forged;
  /** the end condition and the scoring: each seat's result once the game is played out */
  outcome(play: P): SeatResults | null;
  /** the turn clock: when it runs out (null: no clock running) */
  deadline(play: P): number | null;
  timeout(play: P, ctx: GameContext): Turn<P, E>;
  /**
   * Both players are back. `awayMs`: how long the clock stood (shift the deadlines by it);
   * null when nothing paused (a seat taken over): tell the views again, never a fresh clock.
   */
  resume(play: P, awayMs: number | null, ctx: GameContext): Turn<P, E>;
  /** the clock stopped (a player is reconnecting): what to tell the players, if anything */
  pause?(play: P): E[];
  /** while paused (since `pausedAt`) a move is refused, unless the game keeps it for later */
  held?(play: P, by: Seat, move: M, pausedAt: number): P | undefined;
  /** a seat's microphone or camera changed: a move of the game, or nothing */
  media?(seat: Seat, media: MediaState): M | undefined;
  /**
   * A chat line `by` sent while the game runs (a guess, say): a move of the game, which the
   * chat then does not relay; a refusal, which keeps the line from the partner too; or nothing,
   * and the line is plain chat.
   */
  chat?(play: P, by: Seat, text: string): M | Refusal | undefined;
  /** sends the game's own effects (started, updates) to the players */
  emit(effect: E, ctx: GameEmit<P>): void;
  /** the end screen's payload for one seat (sent as the registry's `ended` signal) */
  ended(end: GameEnd<P | undefined>): unknown;
  /** the note both players see when the points could not be saved */
  failedNote: string;
}

/** Checks a game's rules against their own types (the host erases them). */
export function defineRules<K extends GameKind, P, M, E, Setup = undefined>(
  rules: GameRules<K, P, M, E, Setup>,
): GameRules<K, P, M, E, Setup> {
  return rules;
}

/** A refusal has a code; a move never does. */
export const isRefusal = (made: unknown): made is Refusal =>
  typeof made === 'object' && made !== null && 'code' in made && !('type' in made);

export const forged = (refusal: Refusal): Forged => ({ forged: refusal });

/** Who goes first: a fair coin from the game's randomness (crypto-backed where it must be). */
export const firstSeat = (ctx: GameContext): Seat => (ctx.random() < 0.5 ? 0 : 1);

/** A game played turn by turn: whose turn it is, the turn's id, and when it runs out. */
export interface TurnClock {
  turn: Seat;
  /** names the turn, so a move meant for an older one (a double click) is refused */
  turnId: number;
  turnEndsAt: number;
}

/**
 * A turn-based game's start: a fair first mover, turn 1 on a full clock, and the `started`
 * effect every game begins with; `board` lays out the rest (it may note who went first).
 */
export function firstTurn<B extends object>(
  ctx: GameContext,
  turnMs: number,
  board: (first: Seat) => B,
): Turn<B & TurnClock, { type: 'started' }> {
  const first = firstSeat(ctx);
  const clock: TurnClock = { turn: first, turnId: 1, turnEndsAt: ctx.now + turnMs };
  return { play: { ...board(first), ...clock }, effects: [{ type: 'started' }] };
}
