import { useState } from 'react';
import { LIMITS } from '../../../shared/constants.ts';
import { normalizeCountryPreference, normalizeLanguages } from '../../../shared/rules/languages.ts';
import { storage } from '../../lib/storage.ts';

/**
 * The languages a person speaks and the country they prefer partners from, kept in this
 * browser (localStorage, like the other local settings): what findPartner sends.
 */
export const SPOKEN_LANGUAGES_KEY = 'spokenLanguages';
export const PREFER_COUNTRY_KEY = 'preferCountry';

/** The app's language: the <html lang> the i18n layer sets, else the browser's. */
export function uiLanguage(): string {
  const lang = (typeof document !== 'undefined' && document.documentElement.lang) || '';
  const tag = lang || (typeof navigator !== 'undefined' ? navigator.language : '') || 'en';
  const canonical = normalizeLanguages([tag]);
  return canonical.ok && canonical.languages[0] ? canonical.languages[0] : 'en';
}

/** The saved languages (canonical, at most LIMITS.languagesMax); [] when none are saved. */
export function readSpokenLanguages(): string[] {
  try {
    const raw: unknown = JSON.parse(storage.get(SPOKEN_LANGUAGES_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    const list = normalizeLanguages(raw.filter((t): t is string => typeof t === 'string'));
    return list.ok ? list.languages.slice(0, LIMITS.languagesMax) : [];
  } catch {
    return [];
  }
}

export function readPreferCountry(): string | null {
  const parsed = normalizeCountryPreference(storage.get(PREFER_COUNTRY_KEY));
  return parsed.ok ? parsed.country : null;
}

/** What a search sends: the saved languages, else the app's language; the country if set. */
export function searchPreferences(): { languages: string[]; country?: string } {
  const saved = readSpokenLanguages();
  const country = readPreferCountry();
  return { languages: saved.length ? saved : [uiLanguage()], ...(country ? { country } : {}) };
}

export function useSpokenLanguages(): [string[], (next: string[]) => void] {
  const [list, setList] = useState(readSpokenLanguages);
  const set = (next: string[]) => {
    storage.set(SPOKEN_LANGUAGES_KEY, JSON.stringify(next));
    setList(next);
  };
  return [list, set];
}

export function usePreferCountry(): [string | null, (next: string | null) => void] {
  const [country, setCountry] = useState(readPreferCountry);
  const set = (next: string | null) => {
    storage.set(PREFER_COUNTRY_KEY, next ?? '');
    setCountry(next);
  };
  return [country, set];
}

/** A language named in itself ('es' → 'español'), capitalised for a label; the tag if unknown. */
export function nativeName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}
