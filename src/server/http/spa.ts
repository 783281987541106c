import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PAGE_ROUTES } from '../../shared/routes.ts';

const pages = new Set<string>(PAGE_ROUTES);

/**
 * Serves the built app: hashed assets cached for a year, everything else revalidated.
 * Known page routes get their prerendered HTML when the build made one, else the app shell;
 * unknown page paths get the shell with a real 404 status (the app renders its 404 page).
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
  const htmlFor = (url: string): string | null => {
    if (!hasBuild) return null;
    const prerendered = url === '/' ? shellPath : join(root, url.slice(1), 'index.html');
    return readFileSync(existsSync(prerendered) ? prerendered : shellPath, 'utf8');
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/socket.io') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
    const known = pages.has(path.length > 1 ? path.replace(/\/$/, '') : path);
    const html = htmlFor(known ? path.replace(/\/$/, '') || '/' : '/');
    reply.code(known ? 200 : 404).header('cache-control', 'no-cache');
    if (html) return reply.type('text/html; charset=utf-8').send(html);
    return reply
      .type('text/plain; charset=utf-8')
      .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
  });
}
