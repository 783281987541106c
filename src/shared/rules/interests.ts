import { LIMITS } from '../constants.ts';
import type { CallRefusal } from '../protocol/codes/call.ts';

export type InterestsResult = { ok: true; interests: string[] } | { ok: false; error: CallRefusal };

/** Trims, lowercases and de-duplicates a list of interests, refusing lists over the caps. */
export function normalizeInterests(list: readonly string[]): InterestsResult {
  const seen = new Set<string>();
  for (const raw of list) {
    const item = raw.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!item) continue;
    if (item.length > LIMITS.interestMaxLength) {
      return {
        ok: false,
        error: { code: 'interest_too_long', params: { max: LIMITS.interestMaxLength } },
      };
    }
    seen.add(item);
  }
  if (seen.size > LIMITS.interestsMax) {
    return {
      ok: false,
      error: { code: 'too_many_interests', params: { max: LIMITS.interestsMax } },
    };
  }
  return { ok: true, interests: [...seen] };
}

/**
 * The Home field is comma-separated free text: the Latin comma, and the commas people type in
 * Arabic (،) and in Chinese or Japanese (、，).
 */
export function parseInterestsText(text: string): InterestsResult {
  return normalizeInterests(text.split(/[,،、，]/));
}
