import { ApiError } from '../../lib/api.ts';
import { EN } from '../../i18n/codes.ts';

/** 'trivia_win' -> 'Trivia win' (underscores to spaces, first letter capitalised). */
export function reasonInWords(reason: string): string {
  const words = reason.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/** A match id as its first 4 and last 3 characters. */
export function shortMatchId(id: string): string {
  return id.length <= 7 ? id : `${id.slice(0, 4)}…${id.slice(-3)}`;
}

/** '+20 pts'; a deduction keeps its minus sign. */
export function formatDelta(delta: number): string {
  return `${delta >= 0 ? '+' : ''}${delta} pts`;
}

export function formatDateTime(value: string | number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export const USERNAME_TAKEN = EN.username_taken;
export const USERNAME_COOLDOWN = EN.username_cooldown;
export const USERNAME_SAVE_FAILED = 'Failed to save username';

/** The username save error texts (a contract: docs/product.md). */
export function usernameSaveError(
  err: unknown,
  formatDate: (value: string) => string = formatDateTime,
): string {
  if (!(err instanceof ApiError)) return USERNAME_SAVE_FAILED;
  if (err.status === 409) return USERNAME_TAKEN;
  if (err.status === 429) {
    let text = USERNAME_COOLDOWN;
    const { cooldownEndsAt, secondsRemaining } = err.body;
    if (typeof cooldownEndsAt === 'string' && formatDate(cooldownEndsAt))
      text += ` · next: ${formatDate(cooldownEndsAt)}`;
    if (typeof secondsRemaining === 'number') text += ` · ${secondsRemaining}s remaining`;
    return text;
  }
  // the words for the body's code (api.ts put them in the message), else the spec's fallback
  return err.body.code !== undefined || err.body.error !== undefined
    ? err.message
    : USERNAME_SAVE_FAILED;
}
