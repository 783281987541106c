import { languageBanks } from '../bankLanguage.ts';
import type { Question } from './rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each language's file beside this one, written for its readers (not translated from English). */
const banks = languageBanks<Question>(import.meta.url);

/** The English question bank shipped beside this file (our own wording). */
export const loadBank = (): Question[] => banks.english();

/** The bank for a language tag's best match, else English (read once). */
export const bankFor = banks.bankFor;

/** What makes two questions "the same" for the bank test: case, spaces and punctuation aside. */
export const normalizeText = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Draws `count` distinct questions. Questions this pair saw within the last day are used only
 * when the bank has too few others, and then the ones seen longest ago first.
 */
export function drawQuestions(
  bank: readonly Question[],
  seen: ReadonlyMap<string, number>,
  now: number,
  count: number,
  random: () => number,
): Question[] {
  const isFresh = (q: Question) => (seen.get(q.id) ?? -Infinity) <= now - DAY_MS;
  const fresh = shuffle(
    bank.filter((q) => isFresh(q)),
    random,
  );
  if (fresh.length >= count) return fresh.slice(0, count);
  const stale = shuffle(
    bank.filter((q) => !isFresh(q)),
    random,
  ).sort((a, b) => seen.get(a.id)! - seen.get(b.id)!);
  return [...fresh, ...stale].slice(0, count);
}

/**
 * Which questions each pair of users saw, and when (one node's memory; lost on restart, which
 * only means a pair might see a question again sooner).
 */
export class RecentQuestions {
  private readonly pairs = new Map<string, Map<string, number>>();
  private writes = 0;

  static pairKey(a: string, b: string): string {
    return [a, b].sort().join(' ');
  }

  /** The pair's questions seen within the last day. */
  seen(pair: string, now: number): Map<string, number> {
    const map = this.pairs.get(pair);
    if (!map) return new Map();
    for (const [id, at] of map) if (at <= now - DAY_MS) map.delete(id);
    return map;
  }

  remember(pair: string, ids: string[], now: number): void {
    const map = this.pairs.get(pair) ?? new Map<string, number>();
    for (const id of ids) map.set(id, now);
    this.pairs.set(pair, map);
    // Now and then forget pairs that have not played for a day, so memory stays bounded.
    if (++this.writes % 500 === 0) {
      for (const key of [...this.pairs.keys()])
        if (this.seen(key, now).size === 0) this.pairs.delete(key);
    }
  }

  get size(): number {
    return this.pairs.size;
  }
}
