import { LIMITS } from '../constants.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,20}$/;
export const USERNAME_INVALID_MESSAGE = 'Invalid username (3–20, letters/numbers/_/./-)';

/** Trims and checks a username against the spec's rule; returns the trimmed name or null. */
export function normalizeUsername(raw: string): string | null {
  const name = raw.trim();
  if (name.length < LIMITS.usernameMin || name.length > LIMITS.usernameMax) return null;
  return USERNAME_PATTERN.test(name) ? name : null;
}
