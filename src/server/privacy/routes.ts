import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type SiteInfo, type TransparencyResponse } from '../../shared/protocol/index.ts';
import type { Config } from '../config.ts';
import { userFromRequest } from '../auth/guard.ts';
import { REFRESH_TTL_MS } from '../auth/sessions.ts';
import type { TokenService } from '../auth/tokens.ts';
import { sendError } from '../http/errors.ts';
import { REFRESH_COOKIE } from '../http/cookies.ts';
import type { AppServer } from '../realtime/io.ts';
import type { Db } from '../store/db.ts';
import type { UserRow } from '../store/users.ts';
import { eraseUser } from './erase.ts';
import { exportUser } from './export.ts';
import { transparency } from './transparency.ts';
import { routeInputs } from '../http/inputs.ts';

const deleteSchema = z.strictObject({ confirm: z.literal(true) });

export const INPUTS = routeInputs({
  'GET /api/me/export': {},
  'DELETE /api/me': { body: deleteSchema },
  'GET /api/transparency': {},
  'GET /api/site': {},
});

/** The figures change slowly; one computation serves every visitor for this long. */
const TRANSPARENCY_KEPT_MS = 10 * 60 * 1000;

export interface PrivacyDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  io: AppServer;
  now: () => number;
}

/** What the legal pages show from the operator's settings (see docs/operations.md). */
export function siteInfoOf(config: Config): SiteInfo {
  return {
    siteName: config.SITE_NAME,
    publicUrl: config.PUBLIC_URL ?? null,
    privacyEmail: config.PRIVACY_EMAIL,
    appealsEmail: config.APPEALS_EMAIL ?? config.PRIVACY_EMAIL,
    safetyContact: config.SAFETY_CONTACT ?? null,
    retention: {
      guestIdleDays: config.RETENTION_GUEST_IDLE_DAYS,
      reportDays: config.RETENTION_REPORT_DAYS,
      sessionDays: REFRESH_TTL_MS / (24 * 60 * 60 * 1000),
    },
  };
}

/**
 * `GET /api/me/export`, `DELETE /api/me` (members and guests alike), `GET /api/transparency`
 * and `GET /api/site`.
 */
export function registerPrivacyRoutes(app: FastifyInstance, deps: PrivacyDeps): void {
  const { db } = deps;
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<UserRow | undefined> => {
    const { user, error } = await userFromRequest(request, deps.tokens, db);
    if (!user) void sendError(reply, 401, error ?? { code: 'auth_required' });
    return user;
  };

  app.get('/api/me/export', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const now = deps.now();
    const data = await exportUser(db, user.id, now);
    if (!data) return sendError(reply, 401, { code: 'auth_required' });
    const day = new Date(now).toISOString().slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="matchup-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/api/me', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    if (!deleteSchema.safeParse(request.body ?? {}).success)
      return sendError(reply, 400, { code: 'confirm_required' });
    await eraseUser(db, user.id, deps.now());
    // signed out everywhere: every session row is gone; open sockets on any node close now
    const sockets = await deps.io.fetchSockets();
    for (const socket of sockets) if (socket.data.user?.id === user.id) socket.disconnect(true);
    reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
    return reply.code(204).send();
  });

  let kept: { at: number; body: TransparencyResponse } | null = null;
  app.get('/api/transparency', async (_request, reply) => {
    const now = deps.now();
    if (!kept || now - kept.at >= TRANSPARENCY_KEPT_MS || now < kept.at)
      kept = { at: now, body: await transparency(db, now) };
    return reply.header('cache-control', 'public, max-age=600').send(kept.body);
  });

  app.get('/api/site', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(siteInfoOf(deps.config)),
  );
}
