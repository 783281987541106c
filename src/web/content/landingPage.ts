import type { UiLocale } from '../../shared/uiLocales.ts';
import type { LandingPage } from './types.ts';

const kept = new Map<string, Promise<LandingPage>>();

// The prerender reads the lists themselves (it runs at build time, before any file is served).
const lists = import.meta.env.SSR
  ? import.meta.glob<LandingPage[]>(['./landing.ts', './locales/*/landing.ts'], {
      import: 'landingPages',
    })
  : {};

async function fetchPage(locale: UiLocale, path: string): Promise<LandingPage> {
  if (import.meta.env.SSR) {
    const list = lists[locale === 'en' ? './landing.ts' : `./locales/${locale}/landing.ts`];
    const page = (await list?.())?.find((p) => p.path === path);
    if (!page) throw new Error(`no landing page ${locale}${path}`);
    return page;
  }
  // one small file per page and language (scripts/landing-pages.ts); the prerendered page asks
  // for it early (<link rel="preload">), so it is usually there before the script needs it
  const res = await fetch(`/landing/${locale}${path}.json`);
  if (!res.ok) throw new Error(`landing page ${locale}${path}: ${res.status}`);
  return (await res.json()) as LandingPage;
}

/**
 * One landing page's text in a language. The promise is kept, so React's `use` sees the same
 * one on every render; a failed load is asked for again on the next.
 */
export function landingPageIn(locale: UiLocale, path: string): Promise<LandingPage> {
  const key = `${locale}${path}`;
  let promise = kept.get(key);
  if (!promise) {
    promise = fetchPage(locale, path);
    kept.set(key, promise);
    promise.catch(() => kept.delete(key));
  }
  return promise;
}
