// The laugh rules' test harness: a deterministic game (a hand-moved clock, a seeded random).
import { LAUGH } from '../../../shared/constants.ts';
import {
  defenderOf,
  initialState,
  PREP_MIN_MS,
  reduce,
  type LaughAction,
  type LaughState,
  type Step,
} from './rules.ts';
import type { Seat } from './state.ts';

/** the two seats */
export const A: Seat = 0;
export const B: Seat = 1;

/** A deterministic game: a clock we move by hand and a seeded random. */
export function game() {
  let now = 1_000_000;
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  let state: LaughState = initialState();
  let last: Step = { state, effects: [] };
  const api = {
    get state() {
      return state;
    },
    get effects() {
      return last.effects;
    },
    at: (ms: number) => (now = ms),
    advance: (ms: number) => (now += ms),
    now: () => now,
    act(action: LaughAction) {
      last = reduce(state, action, { now, random });
      state = last.state;
      return last;
    },
    /** fires the pending deadline, as the runner's timer would */
    fire() {
      const timer = state.timer!;
      now = timer.at;
      return api.act({ type: 'timeout', token: timer.token });
    },
    started() {
      api.act({ type: 'request', by: A });
      api.act({ type: 'accept', by: B });
      return api;
    },
    /** through the prep break with the defender's camera ok after the minimum */
    toTurn() {
      api.advance(PREP_MIN_MS);
      return api.act({ type: 'cameraStatus', by: defenderOf(state), ok: true });
    },
    /** the defender's detector reports a laugh, past the turn's first moments */
    laugh() {
      if (now - state.turnStartedAt < LAUGH.turnGraceMs)
        now = state.turnStartedAt + LAUGH.turnGraceMs;
      return api.act({
        type: 'laughDetected',
        by: defenderOf(state),
        turnId: state.turnId!,
        nonce: state.nonce!,
      });
    },
  };
  return api;
}

export const types = (s: Step) => s.effects.map((e) => e.type);
