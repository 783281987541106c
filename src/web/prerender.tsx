// Build-time entry (scripts/prerender.ts loads it): renders a page to HTML with the same
// components the browser hydrates, so search engines get the full page without JavaScript.
import { PassThrough } from 'node:stream';
import { I18nProvider } from '@lingui/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { SiteInfo } from '../shared/protocol/index.ts';
import { LANDING_ROUTES } from '../shared/routes.ts';
import { fillSite, SITE_DEFAULTS } from '../shared/site.ts';
import {
  directionOf,
  localePath,
  SOURCE_LOCALE,
  splitLocalePath,
  UI_LOCALES,
  type UiLocale,
} from '../shared/uiLocales.ts';
import { AppFrame } from './app/App.tsx';
import { landingPagesIn } from './content/inLocale.ts';
import { faqJsonLd, PRERENDERED_HEADS, type PageHead } from './content/seo.ts';
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
  /** the same page in every language (hreflang), when it is written in several */
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

const isLanding = (rest: string) => (LANDING_ROUTES as readonly string[]).includes(rest);

/** Home, About, Privacy, Terms (English) and every landing page in every language. */
export const PRERENDERED_PATHS = [
  ...Object.keys(PRERENDERED_HEADS),
  ...UI_LOCALES.filter((l) => l !== SOURCE_LOCALE).flatMap((l) =>
    LANDING_ROUTES.map((path) => localePath(l, path)),
  ),
];

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const { locale, rest } = splitLocalePath(path);
  const landing = isLanding(rest)
    ? (await landingPagesIn(locale)).find((p) => p.path === rest)
    : undefined;
  const head: PageHead | undefined = landing
    ? { title: landing.metaTitle, description: landing.metaDescription }
    : PRERENDERED_HEADS[path];
  if (!head) throw new Error(`No prerendered head for ${path}`);
  await setLocale(locale);
  await ensureArea('app');
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
    jsonLd: landing ? faqJsonLd(filledFaq(landing)) : null,
    lang: locale,
    dir: directionOf(locale),
    alternates: landing ? UI_LOCALES.map((l) => ({ lang: l, path: localePath(l, rest) })) : [],
  };
}
