// Build-time entry (scripts/prerender.ts loads it): renders a page to HTML with the same
// components the browser hydrates, so search engines get the full page without JavaScript.
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppFrame } from './app/App.tsx';
import { landingPages } from './content/landing.ts';
import { faqJsonLd, PRERENDERED_HEADS, type PageHead } from './content/seo.ts';

export interface PrerenderedPage extends PageHead {
  path: string;
  /** markup for inside #root */
  html: string;
  /** structured data, when the page has some */
  jsonLd: object | null;
}

export { primeSite } from './lib/site.ts';

export const PRERENDERED_PATHS = Object.keys(PRERENDERED_HEADS);

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const head = PRERENDERED_HEADS[path];
  if (!head) throw new Error(`No prerendered head for ${path}`);
  // prerender (not renderToString) waits for the lazily loaded route pages
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={path}>
      <AppFrame />
    </StaticRouter>,
    // a page is written whole: past React's default 12.8 KB it moves a large boundary behind an
    // inline script to reveal it, which the CSP (script-src 'self') blocks, and hydration then
    // throws the server's markup away (the Privacy page is that large)
    { progressiveChunkSize: Infinity },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  const landing = landingPages.find((p) => p.path === path);
  return {
    path,
    ...head,
    html: Buffer.concat(chunks).toString('utf8'),
    jsonLd: landing ? faqJsonLd(landing) : null,
  };
}
