import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerAiRoutes } from './ai/routes.ts';
import { registerOAuthRoutes } from './auth/oauth.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { loadSigningKey } from './auth/secret.ts';
import { createSessionStore } from './auth/sessions.ts';
import { createTokenService } from './auth/tokens.ts';
import { registerHealth } from './http/health.ts';
import { registerIce } from './http/ice.ts';
import { registerProfileRoutes } from './profile/routes.ts';
import { registerPointsRoutes } from './points/routes.ts';
import { createMetrics, registerMetrics } from './http/metrics.ts';
import { registerSecurity } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { startHeartbeat } from './realtime/heartbeat.ts';
import { createRealtime, type AppServer } from './realtime/io.ts';
import {
  createDispatcher,
  type AppSocket,
  type HandleOptions,
  type HandlerTable,
} from './realtime/handle.ts';
import { migrate, openStore, ping, type Store } from './store/db.ts';
import { matchmakingDisconnect, matchmakingHandlers } from './matchmaking/handlers.ts';
import { setupCluster, type Cluster } from './cluster/setup.ts';
import { RedisLimiter } from './cluster/redisLimiter.ts';
import { laughHandlers } from './games/laugh/handlers.ts';
import { triviaHandlers } from './games/trivia/handlers.ts';
import { TriviaService } from './games/trivia/service.ts';
import { MatchService } from './matchmaking/service.ts';
import { RateLimiter, rateLimitGuard } from './realtime/limits.ts';
import { moderationHandlers } from './moderation/handlers.ts';
import { registerHttpGuards } from './moderation/http.ts';
import { Moderation } from './moderation/service.ts';

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
  matches: MatchService;
  moderation: Moderation;
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
  const schema = options.schema ?? config.DATABASE_SCHEMA;
  const store = options.store ?? openStore(config.DATABASE_URL, { schema });
  await migrate(store, schema);
  const db = store.db;
  const signingKey = await loadSigningKey(db, config.JWT_SECRET);
  const tokens = createTokenService(signingKey);
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
  await registerHttpGuards(app, { config, db });
  await registerSecurity(app);
  registerMetrics(app, metrics, config.METRICS);
  // Multi-node mode when REDIS_URL is set; `cluster` is undefined in one process.
  let cluster: Cluster | undefined;
  registerHealth(app, {
    store: () => ping(store),
    ...(config.REDIS_URL ? { redis: () => cluster?.ping() ?? Promise.resolve(false) } : {}),
  });
  registerAuthRoutes(app, { config, db, tokens, sessions });
  registerOAuthRoutes(app, { config, db, tokens, sessions, signingKey });
  registerProfileRoutes(app, { db, tokens });
  registerPointsRoutes(app, { db, tokens });
  registerIce(app, config, tokens, db);
  registerAiRoutes(app, { config, tokens, db });
  await registerSpa(app, config.WEB_DIST);

  const io = createRealtime(app.server, {
    tokens,
    db,
    allowedOrigins: config.ALLOWED_ORIGINS,
    clientIp: (forwarded, remote) =>
      config.TRUST_PROXY && forwarded ? (forwarded.split(',')[0]?.trim() ?? '') : (remote ?? ''),
  });
  if (config.REDIS_URL) cluster = await setupCluster(io, config.REDIS_URL, config.REDIS_PREFIX);
  const lastPong = new WeakMap<AppSocket, number>();
  const stopHeartbeat = startHeartbeat(io.of('/').sockets, lastPong);
  const limiter = new RateLimiter();
  const handleOptions: HandleOptions = {
    guards:
      config.RATE_LIMITS === 'on'
        ? [
            rateLimitGuard(
              limiter,
              undefined,
              cluster ? new RedisLimiter(cluster.redis, config.REDIS_PREFIX) : undefined,
            ),
          ]
        : [],
    onError: (event, err) => app.log.error({ err, event }, 'socket handler failed'),
  };
  const matches = new MatchService(
    io,
    cluster ? { sharedQueue: cluster.queue, bus: cluster.bus } : {},
  );
  matches.start();
  const moderation = new Moderation({
    db,
    bansVersion: () => store.bansVersion(),
    io,
    matches,
    onError: (err) => app.log.error({ err }, 'ban sweep failed'),
  });
  handleOptions.guards?.push(moderation.guard);
  moderation.start();
  const trivia = new TriviaService({
    io,
    matches,
    db,
    onError: (err) => app.log.error({ err }, 'trivia failed'),
  });

  // Every socket event behind its schema, through one dispatcher shared by all sockets; the
  // games' events also run for stand-ins of sockets on other nodes (scale-out).
  const gameHandlers = {
    ...laughHandlers({ io, matches, db, log: app.log }),
    ...triviaHandlers(trivia),
  };
  const events = createDispatcher(
    {
      pong: (_, socket) => void lastPong.set(socket, Date.now()),
      ...matchmakingHandlers({ service: matches, db }),
      ...moderationHandlers(moderation),
      ...gameHandlers,
    } satisfies Required<HandlerTable>,
    handleOptions,
  );
  if (cluster) {
    handleOptions.forward = cluster.start(
      matches,
      createDispatcher(gameHandlers, handleOptions).dispatch,
      (err) => app.log.error({ err }, 'cluster check failed'),
    );
  }

  // shared listeners, not closures per socket: an idle socket's heap is the product's scale limit
  function onDisconnect(this: AppSocket) {
    metrics.socketsConnected.dec();
    matchmakingDisconnect(matches, this);
  }
  io.on('connection', (socket) => {
    metrics.socketsConnected.inc();
    lastPong.set(socket, Date.now());
    socket.on('disconnect', onDisconnect);
    events.attach(socket);
  });

  let closed = false;
  return {
    config,
    store,
    app,
    io,
    metrics,
    matches,
    moderation,
    async close() {
      if (closed) return;
      closed = true;
      stopHeartbeat();
      matches.stop();
      trivia.stop();
      await moderation.stop();
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await cluster?.close();
      await app.close();
      await store.close();
    },
  };
}
