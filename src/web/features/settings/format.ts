import { ApiError } from '../../lib/api.ts';
import { say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';

/** 'trivia_win' -> 'Trivia win' (underscores to spaces, first letter capitalised). */
export function reasonInWords(reason: string, locale = i18n.locale): string {
  const words = reason.replace(/_/g, ' ').trim();
  return words ? words[0]!.toLocaleUpperCase(locale) + words.slice(1) : '';
}

/** A match id as its first 4 and last 3 characters. */
export function shortMatchId(id: string): string {
  return id.length <= 7 ? id : `${id.slice(0, 4)}…${id.slice(-3)}`;
}

/**
 * '+20 pts', '+1 pt'; a deduction keeps its minus sign (each as the language writes numbers). The
 * plural follows the size, so '-1' and '+1' agree like '1'.
 */
export function formatDelta(delta: number, locale = i18n.locale): string {
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'always' }).format(delta);
  return i18n._('settings.points.delta', { delta: signed, count: Math.abs(delta) });
}

/** 12345 -> '12,345' in English, '12.345' in Spanish. */
export function formatNumber(value: number, locale = i18n.locale): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatDateTime(value: string | number, locale = i18n.locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A day without the time: 'Mar 5, 2025' in English. */
export function formatDate(value: string | number, locale = i18n.locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}

/** codes that name no country: unknown, Europe, the UN (as the server's geo/country.ts) */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'QO', 'UN']);

/**
 * A country named in the app's language from its two-letter code ('DE' -> 'Germany',
 * 'Alemania' in Spanish); `fallback` (the server's English name) when the code names none.
 */
export function countryName(
  code: string | null | undefined,
  fallback: string | null = null,
  locale = i18n.locale,
): string | null {
  const upper = code?.toUpperCase();
  if (!upper || !/^[A-Z]{2}$/.test(upper) || NOT_COUNTRIES.has(upper)) return fallback;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(upper);
    return name && name !== upper ? name : fallback;
  } catch {
    return fallback;
  }
}

/** The words for the username refusals (server codes, in the app's language). */
export const usernameTaken = () => say({ code: 'username_taken' });
export const usernameCooldown = () => say({ code: 'username_cooldown' });

/** The username save error texts (a contract: docs/product.md). */
export function usernameSaveError(
  err: unknown,
  formatDate: (value: string) => string = formatDateTime,
): string {
  const failed = i18n._('settings.username.saveFailed');
  if (!(err instanceof ApiError)) return failed;
  if (err.status === 409) return usernameTaken();
  if (err.status === 429) {
    const parts = [usernameCooldown()];
    const { cooldownEndsAt, secondsRemaining } = err.body;
    if (typeof cooldownEndsAt === 'string' && formatDate(cooldownEndsAt))
      parts.push(i18n._('settings.username.nextChange', { date: formatDate(cooldownEndsAt) }));
    if (typeof secondsRemaining === 'number')
      parts.push(i18n._('settings.username.secondsRemaining', { seconds: secondsRemaining }));
    return parts.join(' · ');
  }
  // the words for the body's code (api.ts put them in the message), else the spec's fallback
  return err.body.code !== undefined || err.body.error !== undefined ? err.message : failed;
}
