// The app's translator itself, not src/web/i18n/i18n.ts: the browser tests import formatMonth
// in Node, where the build's compiled messages do not exist.
import { i18n } from '../../i18n/instance.ts';
import type { LeaderboardItem } from '../../../shared/protocol/points.ts';

/** The app's language; English before one is active (Node, outside the app). */
const appLocale = (): string => i18n.locale || 'en';

/** Username, else display name, else a shortened id, else 'User'. */
export function playerName(item: Pick<LeaderboardItem, 'id' | 'username' | 'displayName'>): string {
  const name = item.username?.trim() || item.displayName?.trim();
  if (name) return name;
  const id = item.id?.trim();
  if (id) return id.length > 8 ? `${id.slice(0, 6)}…` : id;
  return i18n._('ranking.user');
}

/** 1500 -> '1.5k' in English (the spec's style: lower-case thousands), '1,5 mil' in Spanish. */
export function compactPoints(points: number, locale = appLocale()): string {
  const text = new Intl.NumberFormat(locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(points);
  return locale.startsWith('en') ? text.replace('K', 'k') : text;
}

/** 12345 -> '12,345' in English, '12.345' in Spanish. */
export function formatCount(value: number, locale = appLocale()): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Medals for the podium, a diamond for everyone else. */
export function medalFor(rank: number): {
  kind: 'gold' | 'silver' | 'bronze' | 'diamond';
  label: string;
} {
  if (rank === 1) return { kind: 'gold', label: i18n._('ranking.medal.gold') };
  if (rank === 2) return { kind: 'silver', label: i18n._('ranking.medal.silver') };
  if (rank === 3) return { kind: 'bronze', label: i18n._('ranking.medal.bronze') };
  return { kind: 'diamond', label: i18n._('ranking.medal.diamond') };
}

/**
 * Each listed player's rank as 'Your Rank' counts it: players on equal points share the rank
 * of the first of them (1 + everyone with more points). The list is in board order from the
 * top, so a row's index is how many players are ahead of it.
 */
export function boardRanks(items: Pick<LeaderboardItem, 'points'>[]): number[] {
  const ranks: number[] = [];
  items.forEach((item, i) => {
    ranks.push(i > 0 && items[i - 1]!.points === item.points ? ranks[i - 1]! : i + 1);
  });
  return ranks;
}

/** Appends a page, dropping players already listed (a score change can move one across pages). */
export function mergePage(list: LeaderboardItem[], page: LeaderboardItem[]): LeaderboardItem[] {
  const seen = new Set(list.map((i) => i.id));
  return list.concat(page.filter((i) => !seen.has(i.id) && seen.add(i.id)));
}

/** '2025-05' -> 'May 2025' in English, 'mayo de 2025' in Spanish */
export function formatMonth(monthId: string, locale = appLocale()): string {
  const [y, m] = monthId.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}
