/** Rules suites' fixture: a game's rules run through the host's flow, on a clock we move. */
import { expect } from 'vitest';
import type { GameKind } from '../../../shared/games/registry.ts';
import {
  reduceChallenge,
  type Challenge,
  type ChallengeAction,
  type ChallengeEffect,
  type ChallengeStep,
} from './challenge.ts';
import type { Seat } from './definition.ts';
import type { GameRules } from './rules.ts';

export const T0 = 1_000_000;

export function hosted<K extends GameKind, P, M, E, Setup>(
  rules: GameRules<K, P, M, E, Setup>,
  random: () => number = () => 0.1,
) {
  const flow = rules as unknown as GameRules<GameKind, P, M, E, unknown>;
  let now = T0;
  let state: Challenge<P> = { phase: 'idle' };
  let last: ChallengeStep<P, E> = { state, effects: [] };
  const api = {
    get state() {
      return state;
    },
    /** the board of the running (or ended) game */
    get play(): P {
      if (state.phase !== 'playing' && state.phase !== 'over') throw new Error('no board');
      return state.play!;
    },
    get effects(): ChallengeEffect<E>[] {
      return last.effects;
    },
    /** the game's own effects of the last step */
    get said(): E[] {
      return last.effects.flatMap((e) => (e.type === 'game' ? [e.effect] : []));
    },
    now: () => now,
    at: (ms: number) => (now = ms),
    advance: (ms: number) => (now += ms),
    /** sets the state (a board a test built) */
    set(next: Challenge<P>) {
      state = next;
      return api;
    },
    act(action: ChallengeAction<M>) {
      last = reduceChallenge(flow, state, action, { now, random });
      state = last.state;
      return last;
    },
    /** an action the test expects to be taken */
    ok(action: ChallengeAction<M>) {
      const step = api.act(action);
      expect(step.refused, `${action.type} refused`).toBeUndefined();
      return step;
    },
    move: (by: Seat, move: M) => api.act({ type: 'move', by, move }),
    /** seat 0 asks, seat 1 accepts with `setup` */
    start(setup?: Setup) {
      api.ok({ type: 'request', by: 0 });
      api.ok({ type: 'accept', by: 1, setup });
      return api;
    },
    /** the clock runs out, as the host's timer would fire it */
    fire() {
      const at = flow.deadline(api.play);
      if (at === null) throw new Error('no clock running');
      now = Math.max(now, at);
      return api.act({ type: 'timeout', at });
    },
  };
  return api;
}
