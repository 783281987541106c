import {
  localePath,
  SOURCE_LOCALE,
  splitLocalePath,
  UI_LOCALES,
  type UiLocale,
} from './uiLocales.ts';

/** Every page route (docs/product.md, Pages). The server answers 404 for any other page path. */
export const LANDING_ROUTES = [
  '/random-video-chat',
  '/talk-to-strangers',
  '/meet-strangers-online',
  '/video-chat-with-strangers',
  '/free-online-video-chat',
] as const;
export type LandingRoute = (typeof LANDING_ROUTES)[number];

/**
 * Each landing page's slug in each language, as its readers would search for it. The English
 * route stays the page's name in code and in its text file (/landing/<lang>/<route>.json).
 */
export const LANDING_SLUGS: Record<UiLocale, Record<LandingRoute, string>> = {
  en: Object.fromEntries(LANDING_ROUTES.map((r) => [r, r])) as Record<LandingRoute, string>,
  es: {
    '/random-video-chat': '/videochat-aleatorio',
    '/talk-to-strangers': '/hablar-con-desconocidos',
    '/meet-strangers-online': '/conocer-gente-online',
    '/video-chat-with-strangers': '/videochat-con-desconocidos',
    '/free-online-video-chat': '/videochat-gratis-online',
  },
  'pt-BR': {
    '/random-video-chat': '/chat-de-video-aleatorio',
    '/talk-to-strangers': '/conversar-com-estranhos',
    '/meet-strangers-online': '/conhecer-pessoas-online',
    '/video-chat-with-strangers': '/chat-de-video-com-estranhos',
    '/free-online-video-chat': '/chat-de-video-gratis-online',
  },
  fr: {
    '/random-video-chat': '/chat-video-aleatoire',
    '/talk-to-strangers': '/parler-a-des-inconnus',
    '/meet-strangers-online': '/rencontrer-des-inconnus-en-ligne',
    '/video-chat-with-strangers': '/chat-video-avec-des-inconnus',
    '/free-online-video-chat': '/chat-video-gratuit-en-ligne',
  },
  de: {
    '/random-video-chat': '/zufalls-videochat',
    '/talk-to-strangers': '/mit-fremden-reden',
    '/meet-strangers-online': '/fremde-online-kennenlernen',
    '/video-chat-with-strangers': '/videochat-mit-fremden',
    '/free-online-video-chat': '/kostenloser-online-videochat',
  },
  tr: {
    '/random-video-chat': '/rastgele-goruntulu-sohbet',
    '/talk-to-strangers': '/yabancilarla-konus',
    '/meet-strangers-online': '/internette-yeni-insanlarla-tanis',
    '/video-chat-with-strangers': '/yabancilarla-goruntulu-sohbet',
    '/free-online-video-chat': '/ucretsiz-online-goruntulu-sohbet',
  },
  ru: {
    '/random-video-chat': '/случайный-видеочат',
    '/talk-to-strangers': '/общение-с-незнакомцами',
    '/meet-strangers-online': '/знакомства-онлайн',
    '/video-chat-with-strangers': '/видеочат-с-незнакомцами',
    '/free-online-video-chat': '/бесплатный-видеочат-онлайн',
  },
  ar: {
    '/random-video-chat': '/دردشة-فيديو-عشوائية',
    '/talk-to-strangers': '/التحدث-مع-الغرباء',
    '/meet-strangers-online': '/تعرف-على-غرباء-عبر-الإنترنت',
    '/video-chat-with-strangers': '/دردشة-فيديو-مع-الغرباء',
    '/free-online-video-chat': '/دردشة-فيديو-مجانية-عبر-الإنترنت',
  },
};

const isLandingRoute = (path: string): path is LandingRoute =>
  (LANDING_ROUTES as readonly string[]).includes(path);

/** A landing page's address in a language: /es/videochat-aleatorio (decoded, as routes match). */
export const landingPath = (locale: UiLocale, route: LandingRoute): string =>
  localePath(locale, LANDING_SLUGS[locale][route]);

/**
 * Home, About, Privacy, Terms and Transparency: written in every language, at /<lang><page>
 * (/es, /es/about…), and at their English addresses in the person's language (the server
 * chooses it: src/server/http/spa.ts).
 */
export const LOCALIZED_PAGES = ['/', '/about', '/privacy', '/terms', '/transparency'] as const;
const isLocalizedPage = (path: string) => (LOCALIZED_PAGES as readonly string[]).includes(path);

/** The landing pages in every other language of the app: /es/hablar-con-desconocidos… */
export const LOCALIZED_LANDING_ROUTES: readonly string[] = UI_LOCALES.filter(
  (l) => l !== SOURCE_LOCALE,
).flatMap((locale) => LANDING_ROUTES.map((route) => landingPath(locale, route)));

/** Home, About, Privacy, Terms and Transparency in every other language: /es, /es/about… */
export const LOCALIZED_PAGE_PATHS: readonly string[] = UI_LOCALES.filter(
  (l) => l !== SOURCE_LOCALE,
).flatMap((locale) => LOCALIZED_PAGES.map((page) => localePath(locale, page)));

/** A path as routes name it: the browser's and the request's are percent-encoded (/ar/%D8…). */
export function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * What a path shows, in which language: a page written in every language (`page` is its English
 * path) or nothing of the kind. `fixed`: the address names its language (/es/…, a landing page),
 * as against an English address of Home, About… which is in the person's language.
 */
export function pageOf(
  address: string,
): { page: string; locale: UiLocale; fixed: boolean; landing: LandingRoute | null } | null {
  const path = decodedPath(address);
  const { locale, rest } = splitLocalePath(path);
  if (locale === SOURCE_LOCALE) {
    if (isLandingRoute(path)) return { page: path, locale, fixed: true, landing: path };
    return isLocalizedPage(path) ? { page: path, locale, fixed: false, landing: null } : null;
  }
  if (isLocalizedPage(rest)) return { page: rest, locale, fixed: true, landing: null };
  const slugs = LANDING_SLUGS[locale];
  const route = LANDING_ROUTES.find((r) => slugs[r] === rest);
  return route ? { page: route, locale, fixed: true, landing: route } : null;
}

/** The same page in another language, or null when the page is not written per language. */
export function pathIn(locale: UiLocale, path: string): string | null {
  const found = pageOf(path);
  if (!found) return null;
  return found.landing ? landingPath(locale, found.landing) : localePath(locale, found.page);
}

/**
 * Which page an address shows, whatever its language: the same for /es/about and /about, so
 * what is keyed on the page (its error boundary, the open menu) outlives a language switch.
 */
export const pageKey = (path: string): string => pathIn(SOURCE_LOCALE, path) ?? path;

/**
 * A landing page's English slug under a language's prefix (/es/talk-to-strangers, the address
 * before the slugs were translated): where it lives now, for a permanent redirect.
 */
export function movedLandingPath(path: string): string | null {
  const { locale, rest } = splitLocalePath(path);
  return locale !== SOURCE_LOCALE && isLandingRoute(rest) ? landingPath(locale, rest) : null;
}

export const PAGE_ROUTES = [
  '/',
  '/ranking',
  '/about',
  '/settings',
  '/privacy',
  '/terms',
  '/transparency',
  '/ai-chat',
  // the moderation console: operators only, never in the sitemap, noindex
  '/admin',
  // contacts and the people met lately: personal, never prerendered nor in the sitemap
  '/people',
  ...LANDING_ROUTES,
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** Every page path the server answers with a page (200), the pages in other languages included. */
export const ALL_PAGE_PATHS: readonly string[] = [
  ...PAGE_ROUTES,
  ...LOCALIZED_LANDING_ROUTES,
  ...LOCALIZED_PAGE_PATHS,
];

/** Pages a search engine should index (the sitemap lists these). */
export const PUBLIC_ROUTES: readonly PageRoute[] = [
  '/',
  '/ranking',
  '/about',
  '/privacy',
  '/terms',
  '/transparency',
  '/ai-chat',
  ...LANDING_ROUTES,
];

/** The content pages: landing pages (in any language), About, Privacy and Terms. */
export function isContentPage(path: string): boolean {
  const found = pageOf(path);
  return (
    !!found &&
    (found.landing !== null ||
      found.page === '/about' ||
      found.page === '/privacy' ||
      found.page === '/terms')
  );
}
