// The laugh challenge across a reconnect (see rules.ts): while a player is away the break's or
// turn's clock stops and nothing scores; when both are back on new sockets it goes on with the
// time it had left.
import { LAUGH } from '../../../shared/constants.ts';
import {
  defenderOf,
  PREP_MIN_MS,
  turnTimer,
  withTimer,
  type LaughEffect,
  type LaughState,
  type Seat,
  type Step,
} from './state.ts';

/** A player dropped: the running break or turn stops its clock (nothing scores meanwhile). */
export function pause(s: LaughState, now: number): Step {
  if ((s.phase !== 'prep' && s.phase !== 'active') || s.pausedAt !== null)
    return { state: s, effects: [] };
  return { state: withTimer({ ...s, pausedAt: now }, null), effects: [] };
}

/** The defender's camera news while paused: kept for the resume, starting and scoring nothing. */
export function heldCamera(s: LaughState, { by, ok }: { by: Seat; ok: boolean }): LaughState {
  if (by !== defenderOf(s)) return s;
  if (s.phase === 'prep') return { ...s, cameraOk: ok };
  if (s.phase !== 'active' || ok === (s.awaySince === null)) return s;
  // away from the pause on: the resume shifts it, so the 5 s to come back start then
  return { ...s, awaySince: ok ? null : s.pausedAt };
}

/**
 * Both players are back (on new sockets, in the same seats): the clock goes on with the time
 * it had left when the pause began, and both hear the current break or turn again (the ids on
 * the wire changed, and the returning one may have missed events). A resume with no pause
 * before (the drop went unnoticed) only tells.
 */
export function resume(s: LaughState, now: number): Step {
  const shift = s.pausedAt === null ? 0 : now - s.pausedAt;
  const back: LaughState = { ...s, pausedAt: null };
  if (s.phase === 'prep') {
    const prepStartedAt = s.prepStartedAt + shift;
    const at = prepStartedAt + (s.cameraOk ? PREP_MIN_MS : LAUGH.prepCapMs);
    const state = withTimer({ ...back, prepStartedAt }, at);
    return { state, effects: [{ type: s.turn === 0 ? 'started' : 'prep' }] };
  }
  if (s.phase !== 'active') return { state: back, effects: [] };
  const state = turnTimer({
    ...back,
    turnStartedAt: s.turnStartedAt + shift,
    turnEndsAt: s.turnEndsAt + shift,
    awaySince: s.awaySince === null ? null : s.awaySince + shift,
  });
  const effects: LaughEffect[] = [{ type: 'turn' }];
  if (state.awaySince !== null)
    effects.push({
      type: 'away',
      away: true,
      turnId: state.turnId!,
      forfeitAt: state.awaySince + LAUGH.awayForfeitMs,
    });
  return { state, effects };
}
