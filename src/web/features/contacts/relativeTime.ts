import { i18n } from '../../i18n/i18n.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

/** The unit a span is said in (up to, not including, `below`), and its length in seconds. */
const UNITS: [unit: Intl.RelativeTimeFormatUnit, seconds: number, below: number][] = [
  ['minute', MINUTE, HOUR],
  ['hour', HOUR, DAY],
  ['day', DAY, WEEK],
  ['week', WEEK, MONTH],
  ['month', MONTH, YEAR],
  ['year', YEAR, Infinity],
];

/**
 * "5 minutes ago", "yesterday", "2 weeks ago": how long ago `iso` was, in the app's language
 * unless told another (Intl.RelativeTimeFormat). Under a minute reads "now" (no ticking
 * seconds), and so does a time just ahead (clocks that differ a little).
 */
export function timeAgo(iso: string, now: number, locale: string = i18n.locale): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.max(0, now - Date.parse(iso)) / 1000;
  if (seconds < MINUTE) return format.format(0, 'second');
  const [unit, length] = UNITS.find(([, , below]) => seconds < below) ?? UNITS[UNITS.length - 1]!;
  return format.format(-Math.floor(seconds / length), unit);
}
