/**
 * The languages the app's own words are written in. English is the source: every other
 * language's catalogue has the same messages (src/web/i18n/messages.test.ts checks it).
 * Landing pages, Home, About, Privacy, Terms and Transparency exist in each of them under
 * /<locale>/… (src/shared/routes.ts); English stays at the bare paths.
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

/**
 * An Accept-Language header's tags, most wanted first (its q weights; q=0 means "not this").
 * No header, no tags: a crawler that asks for no language gets English.
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { tag, index, weight: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/**
 * The language a person picked, in a cookie the server reads to send Home, About… in it from
 * the first byte (the browser keeps the same choice in localStorage, `uiLocale`).
 */
export const LOCALE_COOKIE = 'uiLocale';

/** Open Graph's names of our languages (language_TERRITORY). */
export const OG_LOCALES: Record<UiLocale, string> = {
  en: 'en_US',
  es: 'es_ES',
  'pt-BR': 'pt_BR',
  fr: 'fr_FR',
  de: 'de_DE',
  tr: 'tr_TR',
  ru: 'ru_RU',
  ar: 'ar_AR',
};

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
