// The laugh rules' test harness: a deterministic game (a hand-moved clock, a seeded random) run
// through the host's challenge flow, read as one state and one list of effects.
import { LAUGH } from '../../../shared/constants.ts';
import { flowRefusals, type ChallengeAction } from '../host/challenge.ts';
import { hosted } from '../host/rule.fixture.ts';
import { laughRules } from './game.ts';
import { defenderOf, PREP_MIN_MS, type LaughMove, type LaughState } from './rules.ts';
import type { Seat } from './state.ts';

/** the two seats */
export const A: Seat = 0;
export const B: Seat = 1;

/** The flow's refusals, in the laugh challenge's words. */
export const FLOW = flowRefusals('laugh');

/** What a test does: a step of the flow, or a seat's move. */
export type LaughAction =
  | Exclude<ChallengeAction<LaughMove>, { type: 'move' | 'timeout' }>
  | (LaughMove & { by: Seat })
  | { type: 'reject'; by: Seat }
  /** the host's timer for the deadline named `token` */
  | { type: 'timeout'; token: number };

/** What a test reads: the board, with the flow's phase when it is not running. */
type Seen = Omit<LaughState, 'phase'> & {
  phase: LaughState['phase'] | 'idle' | 'requested' | 'over';
  paused: boolean;
};

/** A deterministic game: a clock we move by hand and a seeded random. */
export function game() {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  const h = hosted(laughRules(random), random);
  /** the effects of a step, the game's own unwrapped */
  const flat = () => h.effects.map((e) => (e.type === 'game' ? e.effect : e));
  const api = {
    /** the game's board (none before the start) under the flow's phase while not playing */
    get state(): Seen {
      const { state } = h;
      if (state.phase === 'playing') return { ...state.play, paused: state.pausedAt !== null };
      const board =
        state.phase === 'over' ? state.play! : ({ timer: null, scores: [0, 0] } as never);
      return { ...board, phase: state.phase, paused: false };
    },
    get play() {
      return h.play;
    },
    get effects() {
      return flat();
    },
    at: h.at,
    advance: h.advance,
    now: h.now,
    act(action: LaughAction) {
      const timer = h.state.phase === 'playing' ? h.play.timer : null;
      const step =
        action.type === 'timeout'
          ? h.act({ type: 'timeout', at: timer?.token === action.token ? timer.at : -1 })
          : action.type === 'reject'
            ? h.act({ type: 'decline', by: action.by })
            : 'by' in action &&
                ['cameraStatus', 'laughDetected', 'endTurn', 'cameraOff'].includes(action.type)
              ? h.move(action.by, action as LaughMove)
              : h.act(action as ChallengeAction<LaughMove>);
      return { ...step, effects: flat() };
    },
    /** fires the pending deadline, as the host's timer would */
    fire() {
      h.fire();
      return { state: h.state, effects: flat() };
    },
    started() {
      api.act({ type: 'request', by: A });
      api.act({ type: 'accept', by: B });
      return api;
    },
    /** through the prep break with the defender's camera ok after the minimum */
    toTurn() {
      api.advance(PREP_MIN_MS);
      return api.act({ type: 'cameraStatus', by: defenderOf(h.play), ok: true });
    },
    /** the defender's detector reports a laugh, past the turn's first moments */
    laugh() {
      const s = h.play;
      if (h.now() - s.turnStartedAt < LAUGH.turnGraceMs) h.at(s.turnStartedAt + LAUGH.turnGraceMs);
      return api.act({
        type: 'laughDetected',
        by: defenderOf(s),
        turnId: s.turnId!,
        nonce: s.nonce!,
      });
    },
  };
  return api;
}

export const types = (s: { effects: { type: string }[] }) => s.effects.map((e) => e.type);
