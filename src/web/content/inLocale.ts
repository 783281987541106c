import { SOURCE_LOCALE, type UiLocale } from '../../shared/uiLocales.ts';
import type { About, LandingPage, LegalDoc } from './types.ts';

/*
 * The content pages' text in each language, one chunk per language and page kind, loaded when
 * a page shows it: a landing page brings only its own language's landing texts. English is the
 * source (content/*.ts); the other languages are written for their readers (content/locales).
 * The promises are kept, so React's `use` gets the same one on every render.
 */
type Loaders<T> = Record<string, () => Promise<T>>;
const landing: Loaders<LandingPage[]> = import.meta.glob<LandingPage[]>('./locales/*/landing.ts', {
  import: 'landingPages',
});
const about: Loaders<About> = import.meta.glob<About>('./locales/*/about.ts', {
  import: 'about',
});
const privacy: Loaders<LegalDoc> = import.meta.glob<LegalDoc>('./locales/*/privacy.ts', {
  import: 'privacy',
});
const terms: Loaders<LegalDoc> = import.meta.glob<LegalDoc>('./locales/*/terms.ts', {
  import: 'terms',
});

const english = {
  landing: () => import('./landing.ts').then((m) => m.landingPages),
  about: () => import('./about.ts').then((m) => m.about),
  privacy: () => import('./privacy.ts').then((m) => m.privacy),
  terms: () => import('./terms.ts').then((m) => m.terms),
};

const kept = new Map<string, Promise<unknown>>();
function load<T>(kind: keyof typeof english, locale: UiLocale, own: Loaders<T>): Promise<T> {
  const key = `${kind}/${locale}`;
  let promise = kept.get(key) as Promise<T> | undefined;
  if (!promise) {
    const translated = own[`./locales/${locale}/${kind}.ts`];
    // a language without its own text yet reads the English one
    promise = (
      locale !== SOURCE_LOCALE && translated ? translated() : english[kind]()
    ) as Promise<T>;
    kept.set(key, promise);
    // a chunk that failed to arrive is asked for again on the next render
    promise.catch(() => kept.delete(key));
  }
  return promise;
}

export const landingPagesIn = (locale: UiLocale) => load('landing', locale, landing);

export const aboutIn = (locale: UiLocale) => load('about', locale, about);
export const privacyIn = (locale: UiLocale) => load('privacy', locale, privacy);
export const termsIn = (locale: UiLocale) => load('terms', locale, terms);

/** Whether a language has its own text of a page (else the English one shows). */
export const hasOwnText = (kind: keyof typeof english, locale: UiLocale) =>
  locale === SOURCE_LOCALE ||
  `./locales/${locale}/${kind}.ts` in { landing, about, privacy, terms }[kind];
