import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ALL_PAGE_PATHS, decodedPath, movedLandingPath, pageOf } from '../../shared/routes.ts';
import {
  acceptLanguageTags,
  directionOf,
  isUiLocale,
  LOCALE_COOKIE,
  localePath,
  pickLocale,
  SOURCE_LOCALE,
  type UiLocale,
} from '../../shared/uiLocales.ts';
import { sendError } from './errors.ts';

const pages = new Set<string>(ALL_PAGE_PATHS);
/** pages no search engine may list (the moderation console) */
// personal pages: the console and a person's contacts are nobody's search result
const NOINDEX = new Set(['/admin', '/people']);

/** The compressed copy of a page to send (the build writes .br and .gz beside each one). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** The language the person picked in this browser (the app's cookie), if any. */
export function pickedLocale(cookieHeader: string | undefined): UiLocale | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isUiLocale(value)) return value;
  }
  return null;
}

/**
 * The language of a page at an English address (/, /about…): the person's pick, else the best
 * of their browser's languages, else English (a crawler that names none).
 */
export function negotiatedLocale(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): UiLocale {
  return (
    pickedLocale(headers.cookie) ??
    (headers['accept-language']
      ? pickLocale(acceptLanguageTags(headers['accept-language']))
      : SOURCE_LOCALE)
  );
}

/**
 * Serves the built app: hashed assets cached for a year, everything else revalidated.
 * Known page routes get their prerendered HTML when the build made one, else the app shell;
 * unknown page paths get the shell with a real 404 status (the app renders its 404 page).
 * Pages go out brotli- or gzip-compressed when the browser takes it and the build made the
 * copy: a prerendered page is 30-40 KB of HTML with its inline stylesheet, ~9 KB compressed.
 *
 * Home, About, Privacy, Terms and Transparency are prerendered in every language. Their address
 * in a language (/es, /es/about) always serves that language; their English address serves
 * the person's (negotiatedLocale) from the first byte, with no redirect: on a slow link a
 * redirect costs a round trip before anything paints, and the address a person shares stays
 * the one everyone opens in their own language. The answer says it varies with
 * Accept-Language and Cookie, so no cache hands one person's language to another.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const shellPath = join(root, 'index.html');
  const hasBuild = existsSync(shellPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true, // the build writes .br/.gz beside each asset
      setHeaders(res, path) {
        const hashed = /[/\\]assets[/\\]/.test(path);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  /**
   * The app shell (a page not prerendered: Ranking, Settings, People, a 404…) in a language:
   * its `lang` and `dir` are the person's from the first byte, as a prerendered page's are, so
   * a screen reader, the browser's translate offer and right-to-left layout are right before
   * the scripts run. Made once per language, with its compressed copies.
   */
  const shells = new Map<UiLocale, { html: string; br: Buffer; gzip: Buffer }>();
  const shellIn = (locale: UiLocale) => {
    let shell = shells.get(locale);
    if (!shell) {
      const html = readFileSync(shellPath, 'utf8').replace(
        /<html\b[^>]*>/,
        `<html lang="${locale}" dir="${directionOf(locale)}">`,
      );
      shell = { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
      shells.set(locale, shell);
    }
    return shell;
  };

  /** The file for a page route: its prerendered page (scripts/prerender.ts), else the shell. */
  const fileFor = (url: string): string => {
    const prerendered = join(root, url === '/' ? 'home.html' : join(url.slice(1), 'index.html'));
    return existsSync(prerendered) ? prerendered : shellPath;
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/socket.io') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!isPage)
      return sendError(reply, 404, {
        code: 'no_route',
        params: { method: request.method, path },
      });
    const clean = decodedPath(path.length > 1 ? path.replace(/\/$/, '') : path);
    // a landing page's English slug under a language's prefix: it lives at its own slug now
    const moved = movedLandingPath(clean);
    if (moved) {
      const query = request.url.slice(path.length);
      return reply.redirect(`${encodeURI(moved)}${query}`, 301);
    }
    const known = pages.has(clean);
    reply.code(known ? 200 : 404).header('cache-control', 'no-cache');
    if (NOINDEX.has(clean)) reply.header('x-robots-tag', 'noindex, nofollow');
    if (!hasBuild)
      return reply
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    const found = known ? pageOf(clean) : null;
    const vary = ['accept-encoding'];
    let page = clean;
    if (found && !found.fixed) {
      const locale = negotiatedLocale(request.headers);
      page = localePath(locale, clean);
      vary.push('accept-language', 'cookie');
    }
    if (found) reply.header('content-language', found.fixed ? found.locale : pageOf(page)!.locale);
    const file = known ? fileFor(page) : shellPath;
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (file === shellPath) {
      // a page in no language of its own (/ranking, a 404) takes the person's
      const locale = found ? pageOf(page)!.locale : negotiatedLocale(request.headers);
      if (!found) vary.push('accept-language', 'cookie');
      reply.header('content-language', locale);
      reply.type('text/html; charset=utf-8').header('vary', vary.join(', '));
      const shell = shellIn(locale);
      return encoding
        ? reply.header('content-encoding', encoding).send(shell[encoding])
        : reply.send(shell.html);
    }
    reply.type('text/html; charset=utf-8').header('vary', vary.join(', '));
    const compressed = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (compressed && existsSync(compressed))
      return reply.header('content-encoding', encoding).send(readFileSync(compressed));
    return reply.send(readFileSync(file, 'utf8'));
  });
}
