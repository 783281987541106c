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

/** The defender's camera news while paused: kept for the resume, starting and scoring nothing. */
export function heldCamera(s: LaughState, by: Seat, ok: boolean, pausedAt: number): LaughState {
  if (by !== defenderOf(s)) return s;
  if (s.phase === 'prep') return { ...s, cameraOk: ok };
  if (ok === (s.awaySince === null)) return s;
  // away from the pause on: the resume shifts it, so the 5 s to come back start then
  return { ...s, awaySince: ok ? null : pausedAt };
}

/**
 * Both players are back (on new sockets, in the same seats): the clock goes on with the time
 * it had left when the pause began, and both hear the current break or turn again (the ids on
 * the wire changed, and the returning one may have missed events). A resume with no pause
 * before (the drop went unnoticed) only tells.
 */
export function resume(s: LaughState, awayMs: number | null): Step {
  const shift = awayMs ?? 0;
  if (s.phase === 'prep') {
    const prepStartedAt = s.prepStartedAt + shift;
    const at = prepStartedAt + (s.cameraOk ? PREP_MIN_MS : LAUGH.prepCapMs);
    const play = withTimer({ ...s, prepStartedAt }, at);
    return { play, effects: [{ type: s.turn === 0 ? 'started' : 'prep' }] };
  }
  const play = turnTimer({
    ...s,
    turnStartedAt: s.turnStartedAt + shift,
    turnEndsAt: s.turnEndsAt + shift,
    awaySince: s.awaySince === null ? null : s.awaySince + shift,
  });
  const effects: LaughEffect[] = [{ type: 'turn' }];
  if (play.awaySince !== null)
    effects.push({
      type: 'away',
      away: true,
      turnId: play.turnId!,
      forfeitAt: play.awaySince + LAUGH.awayForfeitMs,
    });
  return { play, effects };
}
