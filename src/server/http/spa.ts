import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ALL_PAGE_PATHS } from '../../shared/routes.ts';
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

/**
 * Serves the built app: hashed assets cached for a year, everything else revalidated.
 * Known page routes get their prerendered HTML when the build made one, else the app shell;
 * unknown page paths get the shell with a real 404 status (the app renders its 404 page).
 * Pages go out brotli- or gzip-compressed when the browser takes it and the build made the
 * copy: a prerendered page is 30-40 KB of HTML with its inline stylesheet, ~9 KB compressed.
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
    const known = pages.has(path.length > 1 ? path.replace(/\/$/, '') : path);
    reply.code(known ? 200 : 404).header('cache-control', 'no-cache');
    if (NOINDEX.has(path.replace(/\/$/, ''))) reply.header('x-robots-tag', 'noindex, nofollow');
    if (!hasBuild)
      return reply
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    const file = known ? fileFor(path.replace(/\/$/, '') || '/') : shellPath;
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const compressed = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (compressed && existsSync(compressed))
      return reply.header('content-encoding', encoding).send(readFileSync(compressed));
    return reply.send(readFileSync(file, 'utf8'));
  });
}
