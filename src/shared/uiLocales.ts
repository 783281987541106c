/**
 * The languages the app's own words are written in. English is the source: every other
 * language's catalogue has the same messages (src/web/i18n/messages.test.ts checks it).
 * Landing pages exist in each of them under /<locale>/<slug>; English stays at /<slug>.
 */
export const UI_LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'tr', 'ru', 'ar'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const SOURCE_LOCALE: UiLocale = 'en';

/** Every language named in itself, for the pickers (a person finds their own language). */
export const LOCALE_NAMES: Record<UiLocale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  tr: 'Türkçe',
  ru: 'Русский',
  ar: 'العربية',
};

const RTL = new Set<UiLocale>(['ar']);
export const directionOf = (locale: UiLocale): 'rtl' | 'ltr' => (RTL.has(locale) ? 'rtl' : 'ltr');

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for a list of preferred tags (navigator.languages, or an
 * Accept-Language header's tags in order): an exact tag first, else the same language in any
 * region ('pt-PT' → 'pt-BR', 'es-MX' → 'es'); English when nothing matches.
 */
export function pickLocale(preferred: readonly string[]): UiLocale {
  for (const raw of preferred) {
    const tag = raw.trim().toLowerCase();
    if (!tag) continue;
    const exact = UI_LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const same = UI_LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
    if (same) return same;
  }
  return SOURCE_LOCALE;
}

/** The locale a path is written in ('/es/talk-to-strangers' → 'es'), and the rest of it. */
export function splitLocalePath(path: string): { locale: UiLocale; rest: string } {
  const match = /^\/([A-Za-z]{2}(?:-[A-Za-z]{2})?)(\/.*|$)/.exec(path);
  if (match && isUiLocale(match[1]) && match[1] !== SOURCE_LOCALE)
    return { locale: match[1], rest: match[2] || '/' };
  return { locale: SOURCE_LOCALE, rest: path };
}

/** A path in a language: English paths stay as they are, others gain their prefix. */
export function localePath(locale: UiLocale, path: string): string {
  return locale === SOURCE_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`;
}
