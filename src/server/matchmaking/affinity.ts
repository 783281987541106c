import { primaryOf, sharedLanguage } from '../../shared/rules/languages.ts';
import type { QueueEntry } from './queue.ts';

/**
 * How well two searchers suit each other, and whether they may meet yet (docs/product.md,
 * Matching). The Redis queue's Lua (queue.lua.ts) applies the same rules line for line; the
 * table-driven tests in queueRules.test.ts run both over the same arrivals.
 */

/** a search's languages (an old client's search names none) */
export const languagesOf = (e: QueueEntry): readonly string[] => e.languages ?? [];

/** Two searchers may talk: one named no language, or they share one (sharedLanguage). */
export function languagesFit(a: QueueEntry, b: QueueEntry): boolean {
  const la = languagesOf(a);
  const lb = languagesOf(b);
  if (la.length === 0 || lb.length === 0) return true;
  return sharedLanguage(la, lb) !== null;
}

/**
 * Whether `a` accepts `b` now: once `a` has widened (waited `anyoneMatchesAfterMs`), anyone;
 * before, only someone who fits its languages and, when `a` named interests, shares one.
 */
export function accepts(a: QueueEntry, b: QueueEntry, widened: boolean, common: number): boolean {
  return widened || (languagesFit(a, b) && (a.interests.length === 0 || common > 0));
}

/**
 * The ranking among the partners both accept, compared in order: a shared language (0 or 1),
 * then country preferences met (0 to 2: the searcher's preferred country is the candidate's,
 * and the other way round), then the interests in common. Ties go to the longest wait.
 */
export type Score = readonly [language: number, country: number, interests: number];

export function scoreOf(e: QueueEntry, c: QueueEntry, common: number): Score {
  const le = languagesOf(e);
  const lc = languagesOf(c);
  const language = le.length && lc.length && sharedLanguage(le, lc) !== null ? 1 : 0;
  const country =
    (e.prefersCountry && e.prefersCountry === c.countryCode ? 1 : 0) +
    (c.prefersCountry && c.prefersCountry === e.countryCode ? 1 : 0);
  return [language, country, common];
}

/** > 0 when `a` ranks above `b` */
export function compareScores(a: Score, b: Score): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** How many waiting entries speak each language (primary subtag) and prefer each country. */
export class AffinityCounts {
  private readonly languages = new Map<string, number>();
  private readonly preferring = new Map<string, number>();

  add(e: QueueEntry, by: 1 | -1): void {
    for (const primary of new Set(languagesOf(e).map(primaryOf))) bump(this.languages, primary, by);
    if (e.prefersCountry) bump(this.preferring, e.prefersCountry, by);
  }

  /**
   * The best score a partner without interests in common could give `e`: a waiting list is
   * scanned only until its best reaches this, so a queue where nobody names a language or a
   * country costs what it did before languages.
   */
  bound(e: QueueEntry): Score {
    const language = languagesOf(e).some((t) => (this.languages.get(primaryOf(t)) ?? 0) > 0)
      ? 1
      : 0;
    const country =
      (e.prefersCountry ? 1 : 0) +
      (e.countryCode && (this.preferring.get(e.countryCode) ?? 0) > 0 ? 1 : 0);
    return [language, country, 0];
  }
}

function bump(map: Map<string, number>, key: string, by: number): void {
  const n = (map.get(key) ?? 0) + by;
  if (n > 0) map.set(key, n);
  else map.delete(key);
}
