import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IceResponse } from '../../shared/protocol/index.ts';
import type { Config } from '../config.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../store/db.ts';
import { requireUser } from '../auth/guard.ts';
import { mayCall } from '../admission/rest.ts';
import { DEVICE_COOKIE, DEVICE_ID } from './cookies.ts';
import { sendError } from './errors.ts';
import { routeInputs } from './inputs.ts';

/**
 * TURN REST credentials (coturn `use-auth-secret`): username `expiry:userId`, password
 * base64(HMAC-SHA1(secret, username)), valid for TURN_TTL_SECONDS. No static secret reaches a client.
 */
export function turnCredentials(
  secret: string,
  userId: string,
  ttlSeconds: number,
  now = Date.now(),
) {
  const username = `${Math.floor(now / 1000) + ttlSeconds}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

export function iceServersFor(config: Config, userId: string, now = Date.now()): IceResponse {
  const iceServers: IceResponse['iceServers'] = [];
  if (config.STUN_URLS.length) iceServers.push({ urls: config.STUN_URLS });
  if (config.TURN_URLS.length && config.TURN_SECRET) {
    iceServers.push({
      urls: config.TURN_URLS,
      ...turnCredentials(config.TURN_SECRET, userId, config.TURN_TTL_SECONDS, now),
    });
  }
  return { iceServers, ageSignals: config.AGE_SIGNALS === 'on' };
}

/**
 * `GET /api/ice`: only someone who may call gets TURN credentials (a relay into the operator's
 * network and bandwidth): answered the 18+ gate as an adult and not banned; anyone else gets
 * 403 `{ error, code, params? }` (banned, age_review, age_required, age_refused). Credentials live TURN_TTL_SECONDS
 * (10 minutes by default): a ban or sign-out stops new ones at once, old ones run out soon.
 */
export const INPUTS = routeInputs({ 'GET /api/ice': {} });

export function registerIce(
  app: FastifyInstance,
  config: Config,
  tokens: TokenService,
  db: Db,
  now: () => number = Date.now,
): void {
  app.get('/api/ice', { preHandler: requireUser(tokens, db) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const cookie = request.cookies[DEVICE_COOKIE];
    const device = cookie && DEVICE_ID.test(cookie) ? cookie : null;
    const refused = await mayCall(db, request.user!, device, now());
    if (refused) return sendError(reply, 403, refused);
    return iceServersFor(config, request.user!.id);
  });
}
