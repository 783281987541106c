import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { loadSigningKey } from './auth/secret.ts';
import { createSessionStore } from './auth/sessions.ts';
import { createTokenService } from './auth/tokens.ts';
import { registerHealth } from './http/health.ts';
import { registerIce } from './http/ice.ts';
import { createMetrics, registerMetrics } from './http/metrics.ts';
import { registerSecurity } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { startHeartbeat } from './realtime/heartbeat.ts';
import { createRealtime, type AppServer } from './realtime/io.ts';
import { handle, type AppSocket, type HandleOptions } from './realtime/handle.ts';
import { migrate, openStore, ping, type Store } from './store/db.ts';
import { isCountryCode } from '../shared/rules/country.ts';

export interface ServerOptions {
  /** Use this store instead of opening DATABASE_URL (tests pass an isolated one). */
  store?: Store;
  /** PostgreSQL schema to create and use. */
  schema?: string;
  logger?: boolean | object;
}

export interface AppServices {
  config: Config;
  store: Store;
  app: FastifyInstance;
  io: AppServer;
  metrics: ReturnType<typeof createMetrics>;
  close(): Promise<void>;
}

/** Builds the whole server (HTTP + realtime) without listening; `main.ts` listens. */
export async function createServer(
  config: Config,
  options: ServerOptions = {},
): Promise<AppServices> {
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const store = options.store ?? openStore(config.DATABASE_URL, { schema: options.schema });
  await migrate(store, options.schema);
  const db = store.db;
  const tokens = createTokenService(await loadSigningKey(db, config.JWT_SECRET));
  const sessions = createSessionStore(db);
  const metrics = createMetrics();

  app.setErrorHandler((err: { statusCode?: number; message: string }, request, reply) => {
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err }, 'request failed');
    return reply
      .code(status)
      .send({ error: status >= 500 ? 'Internal server error' : err.message });
  });

  await app.register(cookie);
  await registerSecurity(app);
  registerMetrics(app, metrics, config.METRICS);
  registerHealth(app, { store: () => ping(store) });
  registerAuthRoutes(app, { config, db, tokens, sessions });
  registerIce(app, config, tokens, db);
  await registerSpa(app, config.WEB_DIST);

  const io = createRealtime(app.server, {
    tokens,
    db,
    allowedOrigins: config.ALLOWED_ORIGINS,
    clientIp: (forwarded, remote) =>
      config.TRUST_PROXY && forwarded ? (forwarded.split(',')[0]?.trim() ?? '') : (remote ?? ''),
  });
  const lastPong = new WeakMap<AppSocket, number>();
  const stopHeartbeat = startHeartbeat(io, lastPong);
  const handleOptions: HandleOptions = {
    onError: (event, err) => app.log.error({ err, event }, 'socket handler failed'),
  };

  io.on('connection', (socket) => {
    metrics.socketsConnected.inc();
    lastPong.set(socket, Date.now());
    socket.on('disconnect', () => metrics.socketsConnected.dec());
    handle(socket, 'pong', () => void lastPong.set(socket, Date.now()), handleOptions);
    handle(
      socket,
      'profileUpdate',
      async ({ country, countryCode }) => {
        if (!isCountryCode(countryCode))
          return 'countryCode must be a real two-letter country code';
        const user = socket.data.user;
        if (user.country_code && user.country_code !== 'UN') return;
        user.country = country || null;
        user.country_code = countryCode.toUpperCase();
        await db
          .updateTable('users')
          .set({ country: user.country, country_code: user.country_code })
          .where('id', '=', user.id)
          .execute();
      },
      handleOptions,
    );
  });

  let closed = false;
  return {
    config,
    store,
    app,
    io,
    metrics,
    async close() {
      if (closed) return;
      closed = true;
      stopHeartbeat();
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await app.close();
      await store.close();
    },
  };
}
