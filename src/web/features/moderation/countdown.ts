import { i18n } from '../../i18n/i18n.ts';

const UNITS = ['day', 'hour', 'minute', 'second'] as const;

/** The four parts in the language's short units ('1d 0h 0m 1s' in English), zeros included. */
function formatParts(parts: [number, number, number, number], locale: string): string {
  const [days, hours, minutes, seconds] = parts;
  // Intl.DurationFormat is recent (2025 browsers); older ones get the same units one by one
  const Duration = (
    Intl as { DurationFormat?: new (l: string, o: object) => { format(d: object): string } }
  ).DurationFormat;
  if (Duration)
    return new Duration(locale, {
      style: 'narrow',
      daysDisplay: 'always',
      hoursDisplay: 'always',
      minutesDisplay: 'always',
      secondsDisplay: 'always',
    }).format({ days, hours, minutes, seconds });
  return parts
    .map((n, i) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: UNITS[i],
        unitDisplay: 'narrow',
      }).format(n),
    )
    .join(' ');
}

/** 'Xd Xh Xm Xs' (in the app's language) until `expiresAt` (epoch ms), or null once it has passed. */
export function formatRemaining(
  expiresAt: number,
  now: number,
  locale: string = i18n.locale,
): string | null {
  const total = Math.ceil((expiresAt - now) / 1000);
  if (!Number.isFinite(total) || total <= 0) return null;
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = total % 60;
  return formatParts([d, h, m, s], locale);
}

/** The ban's end as the visitor's local date and time, in the app's language. */
export function formatBanEnd(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return i18n._('moderation.unknownTime');
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
