import { LIMITS } from '../constants.ts';
import type { CallRefusal } from '../protocol/codes/call.ts';
import { isCountryCode } from './country.ts';

export type LanguagesResult = { ok: true; languages: string[] } | { ok: false; error: CallRefusal };

/**
 * A search's spoken languages, most preferred first: each tag must be well-formed BCP 47
 * (Intl.getCanonicalLocales throws otherwise), is canonicalised ('PT-br' is 'pt-BR') and
 * kept once, in the order first given. More than LIMITS.languagesMax distinct tags is
 * refused rather than cut, so nobody's fifth language is silently dropped.
 */
export function normalizeLanguages(list: readonly string[]): LanguagesResult {
  const seen = new Set<string>();
  for (const raw of list) {
    const tag = canonical(raw);
    if (!tag)
      return { ok: false, error: { code: 'bad_language', params: { tag: raw.slice(0, 35) } } };
    seen.add(tag);
  }
  if (seen.size > LIMITS.languagesMax)
    return {
      ok: false,
      error: { code: 'too_many_languages', params: { max: LIMITS.languagesMax } },
    };
  return { ok: true, languages: [...seen] };
}

/**
 * Tags already canonicalised, and null for ill-formed ones: every search names its languages,
 * and Intl.getCanonicalLocales costs more than the rest of reading a search together. Cleared
 * when full, so odd tags sent on purpose cannot grow it.
 */
const canonicalTags = new Map<string, string | null>();
const CANONICAL_TAGS_KEPT = 1_000;

function canonical(raw: string): string | null {
  let tag = canonicalTags.get(raw);
  if (tag !== undefined) return tag;
  try {
    tag = Intl.getCanonicalLocales(raw.trim())[0] ?? null;
  } catch {
    tag = null;
  }
  if (canonicalTags.size >= CANONICAL_TAGS_KEPT) canonicalTags.clear();
  canonicalTags.set(raw, tag);
  return tag;
}

/** A country preference: two letters naming a country, upper-cased; null/absent = anywhere. */
export function normalizeCountryPreference(
  value: string | null | undefined,
): { ok: true; country: string | null } | { ok: false; error: CallRefusal } {
  if (value === null || value === undefined || value === '') return { ok: true, country: null };
  if (!isCountryCode(value)) return { ok: false, error: { code: 'bad_country_preference' } };
  return { ok: true, country: value.toUpperCase() };
}

/** The language a tag belongs to: its primary subtag ('pt' of 'pt-BR'). */
export const primaryOf = (tag: string): string => tag.split('-', 1)[0]!.toLowerCase();

/**
 * The language two people share, or null: two tags are one language when their primary
 * subtags match ('pt-BR' and 'pt-PT' share 'pt'). Of the common ones, the best ranked for
 * both (the lowest sum of positions in the two lists, ties to `a`'s order); the tag itself
 * when both wrote it the same, else the primary subtag. The Redis queue (queue.lua.ts) walks
 * the lists in the same order, so both queues name the same language.
 */
export function sharedLanguage(a: readonly string[], b: readonly string[]): string | null {
  let best: string | null = null;
  let bestSum = Infinity;
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) {
      if (i + j >= bestSum) break;
      const x = a[i]!;
      const y = b[j]!;
      if (primaryOf(x) !== primaryOf(y)) continue;
      best = x === y ? x : primaryOf(x);
      bestSum = i + j;
    }
  return best;
}
