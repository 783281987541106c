import { localePath, SOURCE_LOCALE, splitLocalePath, UI_LOCALES } from './uiLocales.ts';

/** Every page route (docs/product.md, Pages). The server answers 404 for any other page path. */
export const LANDING_ROUTES = [
  '/random-video-chat',
  '/talk-to-strangers',
  '/meet-strangers-online',
  '/video-chat-with-strangers',
  '/free-online-video-chat',
] as const;

/** The landing pages in every other language of the app: /es/talk-to-strangers… */
export const LOCALIZED_LANDING_ROUTES: readonly string[] = UI_LOCALES.filter(
  (l) => l !== SOURCE_LOCALE,
).flatMap((locale) => LANDING_ROUTES.map((path) => localePath(locale, path)));

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

/** Every page path the server answers with a page (200), localized landing pages included. */
export const ALL_PAGE_PATHS: readonly string[] = [...PAGE_ROUTES, ...LOCALIZED_LANDING_ROUTES];

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
  const { rest } = splitLocalePath(path);
  return (
    (LANDING_ROUTES as readonly string[]).includes(rest) ||
    rest === '/about' ||
    rest === '/privacy' ||
    rest === '/terms'
  );
}
