// The laugh challenge's state and the helpers its rules (rules.ts) and its pause (pause.ts)
// share; both import from here, so neither imports the other's values back.
import { LAUGH } from '../../../shared/constants.ts';
import type { SeatResults } from '../../../shared/games/result.ts';
import type { EndReason, RejectReason } from '../../../shared/protocol/index.ts';
import type { Step as GameStep, Seat } from '../host/definition.ts';

export type { Seat };

export type LaughPhase = 'idle' | 'requested' | 'prep' | 'active' | 'over';

/** Players are seats (indexes in `match.sockets`): a reconnect changes a socket, not a seat. */
export interface LaughState {
  phase: LaughPhase;
  requester: Seat | null;
  /** who attacks first; turn i is attacked by first (even i) or the other (odd i) */
  first: Seat | null;
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
  /** who quit, when the game was ended early by a player */
  quitter: Seat | null;
  /** since when a reconnecting player has held the game (null: not paused) */
  pausedAt: number | null;
  /** the one pending deadline; `token` lets the runner's stale timeouts be ignored */
  timer: { at: number; token: number } | null;
  timerSeq: number;
}

export type LaughEffect =
  | { type: 'requested'; from: Seat; to: Seat }
  | { type: 'rejected'; to: Seat; reason: RejectReason }
  /** the request was taken back by the requester: the partner's Accept/Decline goes away */
  | { type: 'withdrawn'; to: Seat }
  | { type: 'started' }
  | { type: 'prep' }
  /** a turn starts, or goes on after a pause (with the time it has left) */
  | { type: 'turn' }
  | { type: 'score'; scorer: Seat; turnId: string; forfeit?: boolean }
  /** the Statue left the frame (away) or came back during the turn */
  | { type: 'away'; away: boolean; turnId: string; forfeitAt: number }
  | {
      type: 'over';
      results: SeatResults;
      /** why it ended, as each seat reads it (codes of codes/games.ts) */
      reasons: [EndReason, EndReason];
    };

export type Step = GameStep<LaughState, LaughEffect>;

/** the shortest prep break, so 'Switching turns' can be read even when the camera is ready */
export const PREP_MIN_MS = 3_000;

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
export const attackerOf = (s: LaughState, turn = s.turn): Seat =>
  turn % 2 === 0 ? s.first! : other(s.first!);
export const defenderOf = (s: LaughState, turn = s.turn): Seat => other(attackerOf(s, turn));

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
