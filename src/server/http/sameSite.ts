import type { FastifyInstance } from 'fastify';
import { originAllowed } from '../realtime/io.ts';
import { sendError } from './errors.ts';
import type { Refusal } from '../../shared/protocol/index.ts';

export const CROSS_SITE = { code: 'cross_site' } as const satisfies Refusal;

const CHANGES_STATE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF: a form on another site can POST `text/plain` to /api/auth/logout or /api/auth/guest
 * with the victim's cookies (SameSite=Lax does not stop a top-level POST from a sibling or an
 * older browser). A state-changing /api request is refused when the browser says it is
 * cross-site (Sec-Fetch-Site) or its Origin is not ours; the same rule as the socket handshake.
 * Requests without either header (curl, server-to-server) carry no victim's cookies.
 */
export function registerSameSiteGuard(app: FastifyInstance, allowedOrigins: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!CHANGES_STATE.has(request.method) || !request.url.startsWith('/api/')) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site === 'cross-site' || !originAllowed(origin, request.headers.host, allowedOrigins))
      return sendError(reply, 403, CROSS_SITE);
  });
}
