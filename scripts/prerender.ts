// Vite plugin: after the client build, renders the content pages to static HTML (full text,
// title, description, canonical, Open Graph, FAQPage JSON-LD), writes sitemap.xml and points
// robots.txt at it. Runs inside `vite build`, so npm start, npm test and CI all get it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import {
  LOCALIZED_LANDING_ROUTES,
  LOCALIZED_PAGE_PATHS,
  pageOf,
  pathIn,
  PUBLIC_ROUTES,
} from '../src/shared/routes.ts';
import { OG_LOCALES, SOURCE_LOCALE, UI_LOCALES, type UiLocale } from '../src/shared/uiLocales.ts';
import { landingJsonPath, landingPages } from './landing-pages.ts';
import { uiMessages } from './ui-messages.ts';
import { SITE_META, siteFromEnv } from '../src/shared/site.ts';
import { EARLY_FIND_SCRIPT } from '../src/shared/earlyFind.ts';

interface Options {
  /** the SSR entry, exporting PRERENDERED_PATHS and renderPage(path) */
  entry: string;
  /** source modules each route loads lazily: their chunks are preloaded by the page */
  routeModules: Record<string, string[]>;
}

interface RenderedPage {
  path: string;
  title: string;
  description: string;
  html: string;
  jsonLd: object | null;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** the page in every language it is written in (hreflang) */
  alternates: { lang: string; path: string }[];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script>: no "</script>" or "<!--" can end it early
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Where a route's prerendered page goes in the build: `<route>/index.html`, and Home in
 * home.html, because index.html stays the empty app shell for the routes that are not
 * prerendered (the server and the service worker serve it for those).
 */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'home.html' : join(path.slice(1), 'index.html');
}

/** An address as it goes into HTML and XML: /ar/… percent-encoded, as browsers send it. */
const href = (base: string, path: string) => `${base}${encodeURI(path)}`;

/** A language's web manifest: its words, its start page (English keeps VitePWA's own). */
export const manifestPath = (locale: UiLocale) =>
  locale === SOURCE_LOCALE ? '/manifest.webmanifest' : `/manifest-${locale}.webmanifest`;

export function publicBase(): string {
  return (process.env.PUBLIC_URL || 'https://matchup.example').replace(/\/+$/, '');
}

/**
 * Every public page; a page written per language once per language, each naming all its
 * languages (xhtml:link hreflang, x-default the English address, which serves each visitor
 * their own language), as search engines read alternates in a sitemap.
 */
export function sitemap(base: string): string {
  const entry = (loc: string) => {
    const links = pageOf(loc)
      ? [
          ...UI_LOCALES.map(
            (l) =>
              `    <xhtml:link rel="alternate" hreflang="${l}" href="${href(base, pathIn(l, loc)!)}"/>\n`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(base, pathIn(SOURCE_LOCALE, loc)!)}"/>\n`,
        ].join('')
      : '';
    return `  <url>\n    <loc>${href(base, loc)}</loc>\n${links}  </url>\n`;
  };
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    SITEMAP_PATHS.map(entry).join('') +
    '</urlset>\n'
  );
}

/** Every address the sitemap lists. */
export const SITEMAP_PATHS: readonly string[] = [
  ...PUBLIC_ROUTES,
  ...LOCALIZED_PAGE_PATHS,
  ...LOCALIZED_LANDING_ROUTES,
];

/**
 * A web manifest per language beside VitePWA's English one: the same app (its id), described
 * in the language, with its lang and dir, starting on Home at that language's address.
 */
async function writeManifests(
  outDir: string,
  words: (locale: UiLocale) => Promise<{ lang: string; dir: string; description: string }>,
): Promise<void> {
  const english = JSON.parse(readFileSync(join(outDir, 'manifest.webmanifest'), 'utf8')) as Record<
    string,
    unknown
  >;
  for (const locale of UI_LOCALES) {
    if (locale === SOURCE_LOCALE) continue;
    const manifest = { ...english, ...(await words(locale)), start_url: pathIn(locale, '/') };
    writeFileSync(join(outDir, manifestPath(locale).slice(1)), JSON.stringify(manifest));
  }
}

export function prerender(options: Options): Plugin {
  let config: ResolvedConfig;
  let chunks: Rolldown.OutputChunk[] = [];
  // the operator's site settings, from the same environment the server reads (npm start builds
  // with it); the pages are rendered with them and say so in a <meta> for the browser
  const site = siteFromEnv(process.env);

  /** Files to modulepreload for a route: its lazy chunks and their static imports. */
  function preloadsFor(path: string): string[] {
    const page = pageOf(path)?.page ?? path;
    const wanted = (options.routeModules[page] ?? []).map((m) => resolve(m));
    const files = new Set<string>();
    const add = (fileName: string) => {
      if (files.has(fileName)) return;
      files.add(fileName);
      chunks.find((c) => c.fileName === fileName)?.imports.forEach(add);
    };
    for (const chunk of chunks) {
      if (!chunk.isEntry && chunk.moduleIds.some((id) => wanted.includes(id))) add(chunk.fileName);
    }
    const entry = chunks.find((c) => c.isEntry);
    entry?.imports.forEach((f) => files.delete(f));
    return [...files];
  }

  /** A landing page's own text (scripts/landing-pages.ts), asked for with the page. */
  function landingText(path: string): string[] {
    const found = pageOf(path);
    return found?.landing
      ? [
          `<link rel="preload" as="fetch" crossorigin href="${landingJsonPath(found.locale, found.landing)}">`,
        ]
      : [];
  }

  /** The stylesheet goes inline: one request less before the first paint of a landing page. */
  function inlineCss(html: string, outDir: string): string {
    return html.replace(
      /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
      (_m, file: string) => `<style>${readFileSync(join(outDir, file), 'utf8')}</style>`,
    );
  }

  function pageHtml(template: string, page: RenderedPage): string {
    const base = publicBase();
    const url = href(base, page.path);
    const lang = page.lang as UiLocale;
    const title = escapeHtml(page.title);
    const description = escapeHtml(page.description);
    const head = [
      `<link rel="canonical" href="${url}" />`,
      // the same page in the other languages, and English for everyone else
      ...page.alternates.map(
        (a) => `<link rel="alternate" hreflang="${a.lang}" href="${href(base, a.path)}" />`,
      ),
      ...page.alternates
        .filter((a) => a.lang === SOURCE_LOCALE)
        .map((a) => `<link rel="alternate" hreflang="x-default" href="${href(base, a.path)}" />`),
      `<meta property="og:type" content="website" />`,
      // the brand is the same in every language (the product's name)
      `<meta property="og:site_name" content="Match Up. Game On" />`,
      `<meta property="og:locale" content="${OG_LOCALES[lang]}" />`,
      ...page.alternates
        .filter((a) => a.lang !== lang)
        .map(
          (a) =>
            `<meta property="og:locale:alternate" content="${OG_LOCALES[a.lang as UiLocale]}" />`,
        ),
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${url}" />`,
      `<meta property="og:image" content="${base}/icons/icon-512.png" />`,
      `<meta name="twitter:card" content="summary" />`,
      `<meta name="${SITE_META}" content="${escapeHtml(JSON.stringify(site))}" />`,
      ...preloadsFor(page.path).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...landingText(page.path),
      ...(page.jsonLd
        ? [`<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`]
        : []),
    ].join('\n    ');
    const out = template
      .replace(/<html lang="en">/, `<html lang="${page.lang}" dir="${page.dir}">`)
      // each language's pages name its own manifest (its words, its start page)
      .replace(/href="\/manifest\.webmanifest"/, `href="${manifestPath(lang)}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>\n    ${head}`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_m, a: string, b: string) => `${a}${description}${b}`,
      )
      .replace(
        '<div id="root"></div>',
        // Home takes a press of Find before its code arrives (src/shared/earlyFind.ts)
        `<div id="root">${page.html}</div>` +
          (pageOf(page.path)?.page === '/' ? `<script>${EARLY_FIND_SCRIPT}</script>` : ''),
      );
    if (!out.includes(page.html) || !out.includes('rel="canonical"'))
      throw new Error(`prerender: index.html has no <title> or empty #root to fill (${page.path})`);
    return out;
  }

  return {
    name: 'matchup-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // after Vite's own: its CSS plugin drops the chunks that held only a stylesheet (every
    // stylesheet goes into the one file), and a page must not preload a file that is not there
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
      },
    },
    // writeBundle, not closeBundle: the pages must exist before vite-plugin-pwa (closeBundle)
    // lists the files to precache
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const ssrDir = resolve('node_modules/.cache/matchup-prerender');
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react(), uiMessages(), landingPages()],
          build: {
            ssr: resolve(options.entry),
            outDir: ssrDir,
            emptyOutDir: true,
            rollupOptions: {
              output: { entryFileNames: 'prerender.mjs' },
              // the server bundle has no lazy chunks to split: that warning is noise here
              onLog(level, log, handler) {
                if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
              },
            },
          },
        });
        const mod = (await import(`${pathToFileURL(join(ssrDir, 'prerender.mjs')).href}`)) as {
          PRERENDERED_PATHS: string[];
          renderPage(path: string): Promise<RenderedPage>;
          primeSite(value: typeof site): void;
          manifestWords(
            locale: UiLocale,
          ): Promise<{ lang: string; dir: 'ltr' | 'rtl'; description: string }>;
        };
        mod.primeSite(site);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const pageFiles = [join(outDir, 'index.html')];
        for (const path of mod.PRERENDERED_PATHS) {
          const file = join(outDir, prerenderedFile(path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, inlineCss(pageHtml(template, await mod.renderPage(path)), outDir));
          pageFiles.push(file);
        }
        // brotli and gzip copies for the server to send as they are: assets through
        // @fastify/static (preCompressed), pages through src/server/http/spa.ts
        const assets = join(outDir, 'assets');
        const assetFiles = readdirSync(assets)
          .filter((f) => /\.(js|css)$/.test(f))
          .map((f) => join(assets, f));
        for (const file of [...assetFiles, ...pageFiles]) {
          const data = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        }
        await writeManifests(outDir, mod.manifestWords);
        const base = publicBase();
        writeFileSync(join(outDir, 'sitemap.xml'), sitemap(base));
        const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8').trimEnd();
        writeFileSync(join(outDir, 'robots.txt'), `${robots}\n\nSitemap: ${base}/sitemap.xml\n`);
        config.logger.info(
          `prerendered ${mod.PRERENDERED_PATHS.length} pages, sitemap.xml (${SITEMAP_PATHS.length} URLs) for ${base}`,
        );
      },
    },
  };
}
