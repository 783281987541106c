// Build-time entry (scripts/prerender.ts loads it): renders a page to HTML with the same
// components the browser hydrates, so search engines get the full page without JavaScript.
import { PassThrough } from 'node:stream';
import { I18nProvider } from '@lingui/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { SiteInfo } from '../shared/protocol/index.ts';
import { landingPath, LANDING_ROUTES, LOCALIZED_PAGES, pageOf, pathIn } from '../shared/routes.ts';
import { fillSite, SITE_DEFAULTS } from '../shared/site.ts';
import { directionOf, localePath, UI_LOCALES, type UiLocale } from '../shared/uiLocales.ts';
import { AppFrame } from './app/App.tsx';
import { aboutIn, landingPagesIn, privacyIn, termsIn } from './content/inLocale.ts';
import { faqJsonLd, webPageJsonLd, type PageHead } from './content/seo.ts';
import type { LandingPage } from './content/types.ts';
import { ensureArea, i18n, setLocale } from './i18n/i18n.ts';
import { primeSite as primeSiteStore } from './lib/site.ts';

export interface PrerenderedPage extends PageHead {
  path: string;
  /** markup for inside #root */
  html: string;
  /** structured data, when the page has some */
  jsonLd: object | null;
  /** the page's language, for <html lang dir> */
  lang: UiLocale;
  dir: 'ltr' | 'rtl';
  /** the same page in every language (hreflang) */
  alternates: { lang: UiLocale; path: string }[];
}

let site: SiteInfo = SITE_DEFAULTS;

/**
 * The operator's settings the build renders with: the pages read them through useSite, and the
 * FAQ's structured data is filled with them here (lib/site.ts has no getter outside React).
 */
export function primeSite(value: SiteInfo): void {
  site = value;
  primeSiteStore(value);
}

/** The landing page's FAQ with `{appealsEmail}`… filled, as the page itself shows it. */
const filledFaq = (page: LandingPage): LandingPage => ({
  ...page,
  faq: page.faq.map((item) => ({
    question: fillSite(item.question, site),
    answer: fillSite(item.answer, site),
  })),
});

/**
 * Every page written in every language: Home, About, Privacy, Terms, Transparency and each
 * landing page, at their English addresses and at /<lang>/… in the others.
 */
export const PRERENDERED_PATHS = UI_LOCALES.flatMap((locale) => [
  ...LOCALIZED_PAGES.map((page) => localePath(locale, page)),
  ...LANDING_ROUTES.map((route) => landingPath(locale, route)),
]);

/** The title and description a page sets for itself (usePageMeta), in its language. */
async function headOf(page: string, locale: UiLocale): Promise<PageHead> {
  switch (page) {
    case '/':
      return { title: i18n._('home.metaTitle'), description: i18n._('home.lead') };
    case '/about':
      return { title: i18n._('content.aboutMeta'), description: (await aboutIn(locale)).lead };
    case '/privacy':
    case '/terms': {
      const doc = await (page === '/privacy' ? privacyIn(locale) : termsIn(locale));
      return { title: i18n._('content.legalMeta', { title: doc.title }), description: doc.intro };
    }
    case '/transparency':
      return {
        title: i18n._('transparency.pageTitle'),
        description: i18n._('transparency.description'),
      };
  }
  throw new Error(`No prerendered head for ${page}`);
}

/** What the web manifest of a language says in it (the name is the brand, the same everywhere). */
export async function manifestWords(locale: UiLocale) {
  await setLocale(locale);
  await ensureArea('app');
  return { lang: locale, dir: directionOf(locale), description: i18n._('home.lead') };
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const found = pageOf(path);
  if (!found) throw new Error(`${path} is not a page written per language`);
  const { locale } = found;
  await setLocale(locale);
  await ensureArea('app');
  const landing = found.landing
    ? (await landingPagesIn(locale)).find((p) => p.path === found.landing)
    : undefined;
  const head: PageHead = landing
    ? { title: landing.metaTitle, description: landing.metaDescription }
    : await headOf(found.page, locale);
  // prerender (not renderToString) waits for the lazily loaded route pages
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider i18n={i18n}>
      <StaticRouter location={path}>
        <AppFrame />
      </StaticRouter>
    </I18nProvider>,
    // a page is written whole: past React's default 12.8 KB it moves a large boundary behind an
    // inline script to reveal it, which the CSP (script-src 'self') blocks, and hydration then
    // throws the server's markup away (the Privacy page is that large)
    { progressiveChunkSize: Infinity },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return {
    path,
    ...head,
    html: Buffer.concat(chunks).toString('utf8'),
    jsonLd: landing
      ? { ...faqJsonLd(filledFaq(landing)), inLanguage: locale }
      : webPageJsonLd(head, locale),
    lang: locale,
    dir: directionOf(locale),
    alternates: UI_LOCALES.map((l) => ({ lang: l, path: pathIn(l, path)! })),
  };
}
