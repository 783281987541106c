import type { GameKind } from '../../../shared/games/registry.ts';
import { ENDED_EARLY, type SeatResults } from '../../../shared/games/result.ts';
import type { EndReason, Refusal, RejectReason } from '../../../shared/protocol/index.ts';
import { refuse, type GameContext, type Seat, type Step } from './definition.ts';
import { isRefusal, type GameRules, type Turn } from './rules.ts';

/**
 * The challenge flow, once for every game: one vocabulary of phases, actions and results.
 * `idle` (no game), `requested` (waiting for the partner's answer), `playing` (the game's own
 * board, `play`; `pausedAt` while a player reconnects), `over` (its results). Pure: no I/O.
 */
export type Challenge<P> =
  | { phase: 'idle' }
  | { phase: 'requested'; requester: Seat }
  | { phase: 'playing'; play: P; pausedAt: number | null }
  | { phase: 'over'; results: SeatResults; play?: P };

export type ChallengeAction<M> =
  | { type: 'request'; by: Seat }
  /** `setup`: what the game drew for it (rules.prepare) */
  | { type: 'accept'; by: Seat; setup?: unknown }
  | { type: 'decline'; by: Seat }
  /** End Challenge: withdraws a request (the asker), declines it (the partner), or quits */
  | { type: 'end'; by: Seat }
  /** the match ended (`by` left): a request is dropped, a game ends early */
  | { type: 'disconnect'; by: Seat }
  /** a player's connection dropped: no moves and no clock until both are back */
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'move'; by: Seat; move: M }
  /** the clock the host set for `at` ran out (stale when the deadline moved meanwhile) */
  | { type: 'timeout'; at: number };

export type ChallengeEffect<E> =
  | { type: 'requested'; to: Seat }
  | { type: 'rejected'; to: Seat; reason: RejectReason }
  | { type: 'game'; effect: E }
  | {
      type: 'ended';
      results: SeatResults;
      /** why it ended early, as each seat reads it (none when it was played to its end) */
      reasons: [EndReason | undefined, EndReason | undefined];
    };

export type ChallengeStep<P, E> = Step<Challenge<P>, ChallengeEffect<E>>;

export const IDLE = { phase: 'idle' } as const;

/** The flow's refusals, in the game's own words (codes of shared/protocol/codes/games.ts). */
export const flowRefusals = (game: GameKind) =>
  ({
    noRequest: { code: 'no_request', params: { game } },
    ownRequest: { code: 'own_request', params: { game } },
    noGame: { code: 'no_game', params: { game } },
    paused: { code: 'paused' },
  }) as const satisfies Record<string, Refusal>;

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
const bySeat = <T>(seat: Seat, mine: T, theirs: T): [T, T] =>
  seat === 0 ? [mine, theirs] : [theirs, mine];

/** A player quit or left: nobody wins, nobody scores; each side reads its own reason. */
function earlyReasons(game: GameKind, by: Seat, cause: 'quit' | 'left'): [EndReason, EndReason] {
  const params = { game };
  return cause === 'quit'
    ? bySeat<EndReason>(by, { code: 'ended_by_you', params }, { code: 'ended_by_partner', params })
    : bySeat<EndReason>(by, { code: 'ended_you_left' }, { code: 'ended_partner_left' });
}

type AnyRules<P, M, E> = GameRules<GameKind, P, M, E, unknown>;

function endEarly<P, E>(
  play: P,
  reasons: [EndReason, EndReason],
  effects: ChallengeEffect<E>[] = [],
): ChallengeStep<P, E> {
  return {
    state: { phase: 'over', results: ENDED_EARLY, play },
    effects: [...effects, { type: 'ended', results: ENDED_EARLY, reasons }],
  };
}

/** The game's turn, as the flow takes it: played on, ended early, or played out. */
function apply<P, M, E>(
  rules: AnyRules<P, M, E>,
  turn: Turn<P, E>,
  pausedAt: number | null,
): ChallengeStep<P, E> {
  const effects = turn.effects.map((effect) => ({ type: 'game' as const, effect }));
  if (turn.end) return endEarly(turn.play, turn.end.reasons, effects);
  const results = rules.outcome(turn.play);
  if (!results) return { state: { phase: 'playing', play: turn.play, pausedAt }, effects };
  return {
    state: { phase: 'over', results, play: turn.play },
    effects: [...effects, { type: 'ended', results, reasons: [undefined, undefined] }],
  };
}

function answer<P, M, E>(
  rules: AnyRules<P, M, E>,
  state: Challenge<P>,
  action: { type: 'accept' | 'decline'; by: Seat; setup?: unknown },
  ctx: GameContext,
): ChallengeStep<P, E> {
  const refusals = flowRefusals(rules.kind);
  if (state.phase !== 'requested') return refuse(state, refusals.noRequest);
  if (state.requester === action.by) return refuse(state, refusals.ownRequest);
  if (action.type === 'decline') {
    const reason = { code: 'declined', params: { game: rules.kind } } as const;
    return { state: IDLE, effects: [{ type: 'rejected', to: state.requester, reason }] };
  }
  const made = rules.setup(action.setup, ctx);
  if (isRefusal(made)) return refuse(state, made);
  return apply(rules, made, null);
}

/** One step of the flow around `rules`: (state, action, ctx) → next state and effects. */
export function reduceChallenge<P, M, E>(
  rules: AnyRules<P, M, E>,
  state: Challenge<P>,
  action: ChallengeAction<M>,
  ctx: GameContext,
): ChallengeStep<P, E> {
  const refusals = flowRefusals(rules.kind);
  const keep: ChallengeStep<P, E> = { state, effects: [] };
  switch (action.type) {
    case 'request':
      // one game (or request) at a time: the later asker hears Busy
      if (state.phase === 'requested' || state.phase === 'playing')
        return { state, effects: [{ type: 'rejected', to: action.by, reason: { code: 'busy' } }] };
      return {
        state: { phase: 'requested', requester: action.by },
        effects: [{ type: 'requested', to: other(action.by) }],
      };
    case 'accept':
    case 'decline':
      return answer(rules, state, action, ctx);
    case 'end': {
      if (state.phase === 'requested') {
        if (state.requester !== action.by)
          return answer(rules, state, { type: 'decline', by: action.by }, ctx);
        const reason = { code: 'withdrawn', params: { game: rules.kind } } as const;
        return { state: IDLE, effects: [{ type: 'rejected', to: other(action.by), reason }] };
      }
      if (state.phase !== 'playing') return refuse(state, refusals.noGame);
      return endEarly(state.play, earlyReasons(rules.kind, action.by, 'quit'));
    }
    case 'disconnect':
      // the partner left the call: the one staying hears it from the call itself
      if (state.phase === 'requested') return { state: IDLE, effects: [] };
      if (state.phase !== 'playing') return keep;
      return endEarly(state.play, earlyReasons(rules.kind, action.by, 'left'));
    case 'pause':
      if (state.phase !== 'playing' || state.pausedAt !== null) return keep;
      return {
        state: { ...state, pausedAt: ctx.now },
        effects: (rules.pause?.(state.play) ?? []).map((effect) => ({ type: 'game', effect })),
      };
    case 'resume': {
      if (state.phase !== 'playing') return keep;
      const away = state.pausedAt === null ? null : ctx.now - state.pausedAt;
      return apply(rules, rules.resume(state.play, away, ctx), null);
    }
    case 'move': {
      if (state.phase !== 'playing') return refuse(state, refusals.noGame);
      if (state.pausedAt !== null) {
        const kept = rules.held?.(state.play, action.by, action.move, state.pausedAt);
        if (kept === undefined) return refuse(state, refusals.paused);
        return { state: { ...state, play: kept }, effects: [] };
      }
      const made = rules.move(state.play, action.by, action.move, ctx);
      if (isRefusal(made)) return refuse(state, made);
      if ('forged' in made) return refuse(state, made.forged, true);
      return apply(rules, made, null);
    }
    case 'timeout': {
      if (state.phase !== 'playing' || state.pausedAt !== null) return keep;
      if (rules.deadline(state.play) !== action.at) return keep;
      return apply(rules, rules.timeout(state.play, ctx), null);
    }
  }
}

/** The clock the host keeps for a state: none while nothing runs or a player is away. */
export function deadlineOf<P>(rules: AnyRules<P, unknown, unknown>, state: Challenge<P>) {
  if (state.phase !== 'playing' || state.pausedAt !== null) return null;
  const at = rules.deadline(state.play);
  return at === null ? null : { at, action: { type: 'timeout' as const, at } };
}
