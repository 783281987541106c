import type { LeaderboardItem } from '../../../shared/protocol/points.ts';

/** Username, else display name, else a shortened id, else 'User'. */
export function playerName(item: Pick<LeaderboardItem, 'id' | 'username' | 'displayName'>): string {
  const name = item.username?.trim() || item.displayName?.trim();
  if (name) return name;
  const id = item.id?.trim();
  if (id) return id.length > 8 ? `${id.slice(0, 6)}…` : id;
  return 'User';
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 1500 -> '1.5k' (the spec's style: lower-case thousands). */
export function compactPoints(points: number): string {
  return compact.format(points).replace('K', 'k');
}

/** Medals for the podium, a diamond for everyone else. */
export function medalFor(rank: number): {
  kind: 'gold' | 'silver' | 'bronze' | 'diamond';
  label: string;
} {
  if (rank === 1) return { kind: 'gold', label: 'Gold medal' };
  if (rank === 2) return { kind: 'silver', label: 'Silver medal' };
  if (rank === 3) return { kind: 'bronze', label: 'Bronze medal' };
  return { kind: 'diamond', label: 'Diamond' };
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

const monthLabel = new Intl.DateTimeFormat('en', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-05' -> 'May 2025' */
export function formatMonth(monthId: string): string {
  const [y, m] = monthId.split('-').map(Number) as [number, number];
  return monthLabel.format(new Date(Date.UTC(y, m - 1, 1)));
}
