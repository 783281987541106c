import { primaryOf } from '../../shared/rules/languages.ts';
import type { QueueEntry } from './queue.ts';

/**
 * How well two searchers suit each other, and whether they may meet yet (docs/product.md,
 * Matching). The Redis queue's Lua (queue.lua.ts) applies the same rules line for line; the
 * table-driven tests in queueRules.test.ts run both over the same arrivals.
 */

/** a search's languages (an old client's search names none) */
export const languagesOf = (e: QueueEntry): readonly string[] => e.languages ?? [];

/** where an entry keeps its primaries: a symbol, so a JSON copy (the Redis queue's) leaves it out */
const PRIMARIES = Symbol('primaries');
type Known = QueueEntry & { [PRIMARIES]?: readonly string[] };

/**
 * The languages (primary subtags) an entry speaks, each once; worked out once per entry, as
 * a search is weighed against every waiting one.
 */
export function primariesOf(e: QueueEntry): readonly string[] {
  const languages = languagesOf(e);
  if (!languages.length) return NONE;
  return ((e as Known)[PRIMARIES] ??= [...new Set(languages.map(primaryOf))]);
}

const NONE: readonly string[] = Object.freeze([]);

/** Whether the two share a language (sharedLanguage would name one). */
function speakTogether(a: QueueEntry, b: QueueEntry): boolean {
  const pb = primariesOf(b);
  return primariesOf(a).some((p) => pb.includes(p));
}

/** Two searchers may talk: one named no language, or they share one (sharedLanguage). */
export function languagesFit(a: QueueEntry, b: QueueEntry): boolean {
  if (languagesOf(a).length === 0 || languagesOf(b).length === 0) return true;
  return speakTogether(a, b);
}

/**
 * Whether the two are in the same lane: someone in the slow lane meets only others there
 * (docs/product.md, Standing and the slow lane), however long either waits.
 */
export const sameLane = (a: QueueEntry, b: QueueEntry): boolean =>
  (a.slow === true) === (b.slow === true);

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
  const language = speakTogether(e, c) ? 1 : 0;
  const country =
    (e.prefersCountry && e.prefersCountry === c.countryCode ? 1 : 0) +
    (c.prefersCountry && c.prefersCountry === e.countryCode ? 1 : 0);
  return [language, country, common];
}

/** > 0 when `a` ranks above `b` */
export function compareScores(a: Score, b: Score): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * How many waiting entries speak each language (primary subtag), prefer each country and are
 * in each country.
 */
export class AffinityCounts {
  private readonly languages = new Map<string, number>();
  private readonly preferring = new Map<string, number>();
  private readonly from = new Map<string, number>();

  add(e: QueueEntry, by: 1 | -1): void {
    for (const primary of primariesOf(e)) bump(this.languages, primary, by);
    if (e.prefersCountry) bump(this.preferring, e.prefersCountry, by);
    if (e.countryCode) bump(this.from, e.countryCode, by);
  }

  /**
   * The best score a partner without interests in common could give `e`: a waiting list is
   * scanned only until its best reaches this, so a queue where nobody names a language or a
   * country costs what it did before languages, and a search preferring a country nobody
   * waiting is in does not read the whole list for one.
   */
  bound(e: QueueEntry): Score {
    const language = primariesOf(e).some((p) => (this.languages.get(p) ?? 0) > 0) ? 1 : 0;
    const country =
      (e.prefersCountry && (this.from.get(e.prefersCountry) ?? 0) > 0 ? 1 : 0) +
      (e.countryCode && (this.preferring.get(e.countryCode) ?? 0) > 0 ? 1 : 0);
    return [language, country, 0];
  }
}

function bump(map: Map<string, number>, key: string, by: number): void {
  const n = (map.get(key) ?? 0) + by;
  if (n > 0) map.set(key, n);
  else map.delete(key);
}
