import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { DEVICE_COOKIE } from '../http/cookies.ts';
import type { Config } from '../config.ts';
import { sendError } from '../http/errors.ts';
import { clockedStore } from '../http/rateLimitStore.ts';
import type { Db } from '../store/db.ts';
import { activeBanFor } from './store.ts';
import { textOf, type Refusal } from '../../shared/protocol/index.ts';

/** Requests per minute per client address. */
export interface HttpLimit {
  max: number;
  timeWindow: typeof MINUTE;
}

const MINUTE = 60_000;

/**
 * Per-address limits on the routes a script would hammer: sign-in and session minting, and
 * the AI buddy (which also limits per user inside its route). The first matching prefix wins.
 */
export const HTTP_LIMITS: [prefix: string, limit: HttpLimit][] = [
  ['POST /api/auth/guest', { max: 60, timeWindow: MINUTE }],
  ['POST /api/auth/refresh', { max: 120, timeWindow: MINUTE }],
  ['GET /api/auth/:provider/', { max: 30, timeWindow: MINUTE }],
  ['POST /api/ai/', { max: 60, timeWindow: MINUTE }],
  // each answer is a fresh TURN username, and coturn's user-quota counts per username
  ['GET /api/ice', { max: 120, timeWindow: MINUTE }],
  // a whole account's data per answer: a person needs it now and then, a script not at all
  ['GET /api/me/export', { max: 10, timeWindow: MINUTE }],
  [' /api/auth/', { max: 120, timeWindow: MINUTE }],
  [' /api/ai/', { max: 120, timeWindow: MINUTE }],
];

/** Routes a banned user is refused (403): what starting a match needs over REST. */
export const BAN_GATED_ROUTES = new Set(['GET /api/ice']);

export interface RouteInfo {
  method: string;
  url: string;
}

const collected = new WeakMap<FastifyInstance, RouteInfo[]>();

/** Every route the app registered (after `registerHttpGuards`), for the hostile-input suite. */
export function routesOf(app: FastifyInstance): RouteInfo[] {
  return collected.get(app) ?? [];
}

export function limitFor(method: string, url: string): HttpLimit | undefined {
  const key = `${method} ${url}`;
  return HTTP_LIMITS.find(([prefix]) =>
    prefix.startsWith(' ') ? url.startsWith(prefix.slice(1)) : key.startsWith(prefix),
  )?.[1];
}

/**
 * Registers, before any route: REST rate limits (unless RATE_LIMITS=off), the ban gate on
 * matching routes, and a list of the routes. Must run before the routes are added.
 */
export async function registerHttpGuards(
  app: FastifyInstance,
  {
    config,
    db,
    now = Date.now,
  }: {
    config: Config;
    db: Db;
    /** the clock of the REST rate windows (tests move it instead of waiting a minute) */
    now?: () => number;
  },
): Promise<void> {
  const routes: RouteInfo[] = [];
  collected.set(app, routes);
  const limited = config.RATE_LIMITS === 'on';

  const banGate = async (request: FastifyRequest, reply: Parameters<typeof sendError>[0]) => {
    if (!request.user) return;
    const ban = await activeBanFor(db, request.user, request.cookies[DEVICE_COOKIE]);
    if (!ban) return;
    return sendError(
      reply,
      403,
      { code: 'banned', params: { doing: 'app' } },
      { banExpiresAt: new Date(ban.expiresAt).toISOString() },
    );
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    for (const method of methods) routes.push({ method, url: route.url });
    const method = methods[0] ?? 'GET';
    if (limited && route.config?.rateLimit === undefined) {
      const limit = limitFor(method, route.url);
      if (limit) route.config = { ...route.config, rateLimit: limit };
    }
    if (BAN_GATED_ROUTES.has(`${method} ${route.url}`)) {
      // after the route's own preHandler (requireUser), which sets request.user
      route.preHandler = [...([] as unknown[]).concat(route.preHandler ?? []), banGate] as never;
    }
  });

  if (!limited) return;
  await app.register(rateLimit, {
    global: false,
    store: clockedStore(now),
    errorResponseBuilder: (_request, context) => {
      const refusal: Refusal = {
        code: 'too_many_requests',
        params: { max: context.max, seconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
      };
      // thrown: the app's error handler answers it with its code (app.ts)
      return Object.assign(new Error(textOf(refusal)), {
        statusCode: context.statusCode,
        refusal,
      });
    },
  });
}
