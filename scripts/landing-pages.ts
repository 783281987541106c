// Vite plugin: each landing page's text, per language, as its own small JSON file the page
// fetches (`/landing/<locale>/<slug>.json`): a landing page loads its own text and not its four
// siblings', and no code to find it. The texts are written as one list per language
// (src/web/content/landing.ts, src/web/content/locales/<locale>/landing.ts); the build reads
// the lists and writes the files, the dev server answers for them.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { LANDING_ROUTES } from '../src/shared/routes.ts';
import { isUiLocale, SOURCE_LOCALE, UI_LOCALES } from '../src/shared/uiLocales.ts';
import type { LandingPage } from '../src/web/content/types.ts';

export const landingFile = (locale: string) =>
  resolve(
    locale === SOURCE_LOCALE
      ? 'src/web/content/landing.ts'
      : `src/web/content/locales/${locale}/landing.ts`,
  );

/** Where a landing page's text is served (src/web/content/landingPage.ts fetches it). */
export const landingJsonPath = (locale: string, path: string) => `/landing/${locale}${path}.json`;

async function pagesIn(locale: string): Promise<LandingPage[]> {
  // Node reads the TypeScript list itself; the query makes it read an edited file anew
  const { landingPages } = (await import(
    `${pathToFileURL(landingFile(locale)).href}?t=${Date.now()}`
  )) as { landingPages: LandingPage[] };
  return landingPages;
}

export function landingPages(): Plugin {
  return {
    name: 'matchup-landing-pages',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/landing\/([A-Za-z-]+)(\/[a-z-]+)\.json$/.exec(req.url ?? '');
        if (!match || !isUiLocale(match[1]) || !existsSync(landingFile(match[1]))) return next();
        void pagesIn(match[1]).then((pages) => {
          const page = pages.find((p) => p.path === match[2]);
          if (!page) return next();
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(page));
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment?.config.build.ssr) return;
      for (const locale of UI_LOCALES) {
        const pages = await pagesIn(locale);
        for (const path of LANDING_ROUTES) {
          const page = pages.find((p) => p.path === path);
          if (!page) throw new Error(`no landing page ${path} in ${landingFile(locale)}`);
          this.emitFile({
            type: 'asset',
            fileName: landingJsonPath(locale, path).slice(1),
            source: JSON.stringify(page),
          });
        }
      }
    },
  };
}
