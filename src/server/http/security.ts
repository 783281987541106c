import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EARLY_FIND_SCRIPT } from '../../shared/earlyFind.ts';

/**
 * Exactly what the app needs: its own scripts, styles (React style attributes and the toast
 * library's injected sheet), media and workers from blobs, same-origin fetches and websockets,
 * WebAssembly for the on-device face model. Nothing from a third party. One inline script, by
 * its hash: Home's early Find (shared/earlyFind.ts), which must run before any file arrives.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: [
    "'self'",
    "'wasm-unsafe-eval'",
    `'sha256-${createHash('sha256').update(EARLY_FIND_SCRIPT).digest('base64')}'`,
  ],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    // the sign-in popup reports back to its opener
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(self), microphone=(self), geolocation=()');
  });
}
