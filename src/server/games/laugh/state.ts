// The laugh challenge's state and the helpers its rules (rules.ts) and its pause (pause.ts)
// share; both import from here, so neither imports the other's values back.
import { LAUGH } from '../../../shared/constants.ts';
import type { Seat } from '../host/definition.ts';
import type { Turn } from '../host/rules.ts';

export type { Seat };

/** the break before a turn (the Statue's camera check), or the turn itself */
export type LaughPhase = 'prep' | 'active';

/**
 * A running laugh challenge (the host keeps the flow around it). Players are seats (indexes in
 * `match.sockets`): a reconnect changes a socket, not a seat.
 */
export interface LaughState {
  phase: LaughPhase;
  /** who attacks first; turn i is attacked by first (even i) or the other (odd i) */
  first: Seat;
  /** 0-based index of the current (or upcoming, in prep) turn */
  turn: number;
  turnId: string | null;
  nonce: string | null;
  /** nonces that already scored (kept per game, so a replay is refused and logged) */
  spent: string[];
  /** per seat */
  scores: [number, number];
  /** prep: when it began, and whether the upcoming defender's camera said ok */
  prepStartedAt: number;
  cameraOk: boolean;
  /** active: when the turn began and ends */
  turnStartedAt: number;
  turnEndsAt: number;
  /** active: since when the Statue's camera says they are out of frame (null: in frame) */
  awaySince: number | null;
  /** the one pending deadline; `token` lets the runner's stale timeouts be ignored */
  timer: { at: number; token: number } | null;
  timerSeq: number;
}

export type LaughEffect =
  | { type: 'started' }
  | { type: 'prep' }
  /** a turn starts, or goes on after a pause (with the time it has left) */
  | { type: 'turn' }
  | { type: 'score'; scorer: Seat; turnId: string; forfeit?: boolean }
  /** the Statue left the frame (away) or came back during the turn */
  | { type: 'away'; away: boolean; turnId: string; forfeitAt: number };

export type Step = Turn<LaughState, LaughEffect>;

/** the shortest prep break, so 'Switching turns' can be read even when the camera is ready */
export const PREP_MIN_MS = 3_000;

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
/** whose turn it is to attack (or defend): only who went first and the turn count matter */
type Turns = Pick<LaughState, 'first' | 'turn'>;
export const attackerOf = (s: Turns, turn = s.turn): Seat =>
  turn % 2 === 0 ? s.first : other(s.first);
export const defenderOf = (s: Turns, turn = s.turn): Seat => other(attackerOf(s, turn));

export function withTimer(s: LaughState, at: number | null): LaughState {
  if (at === null) return { ...s, timer: null };
  const token = s.timerSeq + 1;
  return { ...s, timer: { at, token }, timerSeq: token };
}

/** The next deadline of a running turn: its end, or the away Statue's forfeit if sooner. */
export function turnTimer(s: LaughState): LaughState {
  const forfeitAt = s.awaySince === null ? Infinity : s.awaySince + LAUGH.awayForfeitMs;
  return withTimer(s, Math.min(s.turnEndsAt, forfeitAt));
}
