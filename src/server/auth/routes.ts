import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProvidersResponse, SessionResponse } from '../../shared/protocol/index.ts';
import type { Config } from '../config.ts';
import { sendError } from '../http/errors.ts';
import type { Db } from '../store/db.ts';
import { createGuest, findUser, toPublicUser, touchUser, type UserRow } from '../store/users.ts';
import { REFRESH_TTL_MS, sessionIdOf, type SessionStore } from './sessions.ts';
import { applyDeviceBan, rememberDevice } from '../moderation/store.ts';
import { holdDeletedAccountBan } from '../privacy/erase.ts';
import type { TokenService } from './tokens.ts';

import { DEVICE_COOKIE, DEVICE_ID, REFRESH_COOKIE } from '../http/cookies.ts';
import { routeInputs } from '../http/inputs.ts';

export interface AuthDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  sessions: SessionStore;
}

export function cookieOptions(config: Config, request: FastifyRequest, path: string) {
  const secure =
    config.COOKIE_SECURE === 'auto'
      ? request.protocol === 'https'
      : config.COOKIE_SECURE === 'true';
  return { httpOnly: true, sameSite: 'lax' as const, secure, path };
}

/** Answers `{ token, user }` and, when given, sets the rotated refresh cookie. */
export async function issueSession(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  cookie: string | null,
  /** the refresh session the access token belongs to (revoking it retires the token) */
  sessionId: string,
): Promise<SessionResponse> {
  if (cookie) {
    reply.setCookie(REFRESH_COOKIE, cookie, {
      ...cookieOptions(deps.config, request, '/api/auth'),
      maxAge: REFRESH_TTL_MS / 1000,
    });
  }
  await touchUser(deps.db, user.id);
  // a guest on a banned browser is banned too (a new one is born banned); a member's browsers
  // are remembered so that a ban also holds the guests they could continue as
  const deviceId = request.cookies[DEVICE_COOKIE];
  user = await applyDeviceBan(deps.db, user, deviceId);
  // deleting an account is no way out of its ban on this browser (privacy/erase.ts)
  user = await holdDeletedAccountBan(deps.db, user, deviceId);
  await rememberDevice(deps.db, user, deviceId && DEVICE_ID.test(deviceId) ? deviceId : null);
  const token = await deps.tokens.sign({
    userId: user.id,
    anonymous: user.is_anonymous === 1,
    sessionId,
  });
  return { token, user: toPublicUser(user) };
}

/** The device cookie ties a guest's bans to the browser, not just the account. */
export function deviceIdOf(deps: AuthDeps, request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[DEVICE_COOKIE];
  if (existing && DEVICE_ID.test(existing)) return existing;
  const id = randomUUID();
  reply.setCookie(DEVICE_COOKIE, id, {
    ...cookieOptions(deps.config, request, '/'),
    maxAge: 400 * 24 * 60 * 60,
  });
  return id;
}

/** The session routes read only the refresh and device cookies. */
export const INPUTS = routeInputs({
  'POST /api/auth/guest': {},
  'POST /api/auth/refresh': {},
  'POST /api/auth/logout': {},
  'GET /api/auth/providers': {},
});

export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, sessions } = deps;

  app.post('/api/auth/guest', async (request, reply) => {
    const rotated = await sessions.rotate(request.cookies[REFRESH_COOKIE]);
    if (rotated.ok) {
      const user = await findUser(db, rotated.userId);
      if (user) return issueSession(deps, request, reply, user, rotated.cookie, rotated.sessionId);
    }
    const user = await createGuest(db, deviceIdOf(deps, request, reply));
    const cookie = await sessions.create(user.id);
    return issueSession(deps, request, reply, user, cookie, sessionIdOf(cookie));
  });

  app.post('/api/auth/refresh', async (request, reply) => {
    const rotated = await sessions.rotate(request.cookies[REFRESH_COOKIE]);
    if (!rotated.ok) {
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
      return sendError(reply, 401, rotated.reason);
    }
    const user = await findUser(db, rotated.userId);
    if (!user) return sendError(reply, 401, { code: 'session_expired' });
    return issueSession(deps, request, reply, user, rotated.cookie, rotated.sessionId);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await sessions.revoke(request.cookies[REFRESH_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
    return reply.code(204).send();
  });

  app.get('/api/auth/providers', async (): Promise<ProvidersResponse> => ({
    google: Boolean(deps.config.GOOGLE_CLIENT_ID && deps.config.GOOGLE_CLIENT_SECRET),
    facebook: Boolean(deps.config.FACEBOOK_CLIENT_ID && deps.config.FACEBOOK_CLIENT_SECRET),
  }));
}
