import { LIMITS } from '../../shared/constants.ts';

/** When the user may next change their username; null when they may now. */
export function nextChangeAt(changedAt: number | null, now: number): number | null {
  if (changedAt === null) return null;
  const next = changedAt + LIMITS.usernameCooldownMs;
  return next > now ? next : null;
}

/** The 429 answer's extra fields. */
export function cooldownFields(next: number, now: number) {
  return {
    cooldownEndsAt: new Date(next).toISOString(),
    secondsRemaining: Math.ceil((next - now) / 1000),
  };
}
