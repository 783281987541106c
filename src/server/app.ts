import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerAgeRoutes } from './age/routes.ts';
import { registerAiRoutes } from './ai/routes.ts';
import { registerOAuthRoutes } from './auth/oauth.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { loadSigningKey } from './auth/secret.ts';
import { createSessionStore } from './auth/sessions.ts';
import { createTokenService } from './auth/tokens.ts';
import { registerHealth } from './http/health.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerIce } from './http/ice.ts';
import { registerPointsRoutes } from './points/routes.ts';
import { profileFeature } from './profile/feature.ts';
import { blocksFeature } from './blocks/feature.ts';
import { privacyFeature } from './privacy/feature.ts';
import { Blocks } from './blocks/service.ts';
import {
  guardsOf,
  handlerTableOf,
  registerRoutes,
  socketLifecycleOf,
  startFeatures,
  type ServerFeature,
} from './feature.ts';
import { createMetrics, registerMetrics } from './http/metrics.ts';
import { registerSecurity } from './http/security.ts';
import { clientAddressOf } from './http/clientAddress.ts';
import { registerSameSiteGuard } from './http/sameSite.ts';
import { withRedaction } from './http/logRedaction.ts';
import { registerSpa } from './http/spa.ts';
import { startHeartbeat, type PongTimes } from './realtime/heartbeat.ts';
import { createRealtime, type AppServer } from './realtime/io.ts';
import { createDispatcher, type AppSocket, type HandleOptions } from './realtime/handle.ts';
import { migrate, openStore, ping, type Store } from './store/db.ts';
import { matchmakingFeature } from './matchmaking/handlers.ts';
import type { Cluster } from './cluster/setup.ts';
import { GameChat } from './cluster/gameChat.ts';
import { RedisLimiter } from './cluster/redisLimiter.ts';
import { StandingBook } from './standing/book.ts';
import { both } from './lib/both.ts';
import { standingFeature } from './standing/calls.ts';
import { spamFeature } from './spam/feature.ts';
import { GameHost } from './games/host/host.ts';
import { serverGames } from './games/registry.ts';
import { mediaHandlers } from './matchmaking/media.ts';
import { MatchService } from './matchmaking/service.ts';
import { continuityFeature } from './matchmaking/continuity.ts';
import { RateLimiter, rateLimitGuard } from './realtime/limits.ts';
import { moderationFeature } from './moderation/handlers.ts';
import { registerHttpGuards } from './moderation/http.ts';
import type { Admit } from './admission/admission.ts';
import { type AgeReview, ageReviewFeature } from './age/review.ts';
import { createSafety } from './safety.ts';
import type { Moderation } from './moderation/service.ts';
import { ALL_WORK, type FeatureWork } from './benchKnobs.ts';
import { consoleFeature } from './console/feature.ts';
import { contactsFeature, keepInTouchHandlers } from './contacts/feature.ts';
import { Contacts } from './contacts/service.ts';
import { serverStop } from './ops/stop.ts';

export interface ServerOptions {
  /** Use this store instead of opening DATABASE_URL (tests pass an isolated one). */
  store?: Store;
  /** PostgreSQL schema to create and use. */
  schema?: string;
  logger?: boolean | object;
  /**
   * the clock of matches, games, bans and every rate limit (socket, REST and AI budgets);
   * tests drive time with it
   */
  now?: () => number;
  /** benches only: some features' per-match work left out, to price each (benchKnobs.ts) */
  work?: FeatureWork;
}

export interface AppServices {
  config: Config;
  store: Store;
  app: FastifyInstance;
  io: AppServer;
  metrics: ReturnType<typeof createMetrics>;
  matches: MatchService;
  moderation: Moderation;
  /** age signals and the holds for an operator's age review */
  ageReview: AgeReview;
  /** the gates of every way into the queue or a call (admission/admission.ts) */
  admit: Admit;
  contacts: Contacts;
  close(): Promise<void>;
}

/** Builds the whole server (HTTP + realtime) without listening; `main.ts` listens. */
export async function createServer(
  config: Config,
  options: ServerOptions = {},
): Promise<AppServices> {
  const app = Fastify({
    logger: withRedaction(
      (options.logger ?? { level: config.LOG_LEVEL }) as boolean | Record<string, unknown>,
    ),
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const schema = options.schema ?? config.DATABASE_SCHEMA;
  // an idle connection cut by a database restart is replaced on the next query; /readyz says
  // whether the store answers meanwhile
  const store =
    options.store ??
    openStore(config.DATABASE_URL, {
      schema,
      onIdleError: (err) => app.log.warn({ err }, 'database connection lost'),
    });
  await migrate(store, schema);
  const db = store.db;
  const signingKey = await loadSigningKey(db, config.JWT_SECRET);
  const tokens = createTokenService(signingKey);
  const sessions = createSessionStore(db);
  const work = options.work ?? ALL_WORK;
  const metrics = createMetrics(work.fineMetrics);
  // the server's clock, for everything timed (tests pass a clock they move forward)
  const clock = options.now ? { now: options.now } : {};
  const now = options.now ?? Date.now;

  registerErrorHandler(app);

  await app.register(cookie);
  registerSameSiteGuard(app, config.ALLOWED_ORIGINS);
  await registerHttpGuards(app, { config, db, ...clock });
  await registerSecurity(app);
  registerMetrics(app, metrics, config.METRICS, config.METRICS_ALLOW);
  // Multi-node mode when REDIS_URL is set; `cluster` is undefined in one process.
  let cluster: Cluster | undefined;
  const stop = serverStop();
  registerHealth(
    app,
    {
      store: () => ping(store),
      ...(config.REDIS_URL ? { redis: () => cluster?.ping() ?? Promise.resolve(false) } : {}),
    },
    stop.draining,
  );
  const io = createRealtime(app.server, {
    draining: stop.draining,
    tokens,
    db,
    allowedOrigins: config.ALLOWED_ORIGINS,
    clientIp: clientAddressOf(config.TRUST_PROXY),
    caps: { perUser: config.SOCKETS_PER_USER, perAddress: config.SOCKETS_PER_ADDRESS },
  });
  if (config.REDIS_URL) {
    // the Redis client and adapters are loaded only by a node that uses them (several nodes)
    const { setupCluster } = await import('./cluster/setup.ts');
    cluster = await setupCluster(io, config.REDIS_URL, config.REDIS_PREFIX, config.REDIS_ADAPTER);
  }

  // what this node knows of each person's standing: read as they connect, never per match
  const book = work.standing
    ? new StandingBook({
        db,
        now,
        onError: (err) => app.log.warn({ err }, 'reading a standing failed'),
      })
    : undefined;
  const matches = new MatchService(io, {
    ...(cluster ? { sharedQueue: cluster.queue, bus: cluster.bus } : {}),
    ...clock,
    ...(book ? { slowLane: (socket: AppSocket) => book.slow(socket) } : {}),
  });
  const blocks = new Blocks({
    db,
    matches,
    // contacts are made below, once the admission exists (a block comes later still)
    onBlocked: (a, b) => {
      book?.changed(b);
      return contacts.separate(a, b);
    },
  });
  // Redis back after an outage, maybe empty: this node's searchers queue again, blocks first
  cluster?.onReconnect(() => {
    blocks.forget();
    matches
      .requeue((socket) => blocks.prime(socket))
      .catch((err: unknown) => app.log.warn({ err }, 'queueing the searchers again failed'));
  });
  const { moderation, spam, ageReview, botCleared, admission } = createSafety({
    config,
    store,
    io,
    matches,
    cluster,
    book,
    log: app.log,
    now: options.now,
  });
  // before a search: the person's blocks, and their standing, read once while connected
  const prime = (socket: AppSocket) =>
    both(work.gates ? blocks.prime(socket) : undefined, book?.prime(socket));
  const admit: Admit = work.gates ? admission(prime) : async () => undefined;
  const contacts = new Contacts({
    db,
    io,
    matches,
    admit,
    now,
    ringMs: config.CONTACT_RING_MS,
    shutOut: work.gates ? (data) => moderation.shutOut(data) : undefined,
    onError: (err) => app.log.error({ err }, 'contacts failed'),
    recordMeetings: work.recent,
  });
  const games = new GameHost({
    io,
    matches,
    db,
    log: app.log,
    ...clock,
    games: serverGames(clock),
  });
  // the events a match's owner node acts on, the games' and the call's media state (which the
  // games read there); they also run for stand-ins of sockets on other nodes (scale-out)
  const gameHandlers = games.handlers();
  const callMedia = mediaHandlers(matches);
  // keepInTouch's wishes live with the match on its owner node, like the media state
  const keepInTouch = keepInTouchHandlers(contacts);

  // Every part of the server, in order: routes are registered, guards run, and timers start
  // and stop in this order (see ServerFeature).
  const lastPong: PongTimes<AppSocket> = { get: (socket) => socket.data.lastPong };
  let stopHeartbeat: (() => void) | undefined;
  const features: ServerFeature[] = [
    {
      name: 'socket rate limits',
      // the socket rate windows run on the server's clock, so tests can open a fresh window
      guards:
        config.RATE_LIMITS === 'on'
          ? [
              rateLimitGuard(
                new RateLimiter(options.now),
                undefined,
                cluster ? new RedisLimiter(cluster.redis, config.REDIS_PREFIX) : undefined,
              ),
            ]
          : [],
    },
    {
      name: 'socket metrics',
      onConnect: () => metrics.socketsConnected.inc(),
      onDisconnect: () => metrics.socketsConnected.dec(),
    },
    {
      name: 'heartbeat',
      handlers: { pong: (_, socket) => void (socket.data.lastPong = Date.now()) },
      onConnect: (socket) => void (socket.data.lastPong = Date.now()),
      start: () => void (stopHeartbeat = startHeartbeat(io.of('/').sockets, lastPong)),
      stop: () => stopHeartbeat?.(),
    },
    {
      name: 'auth',
      routes: (app) => {
        registerAuthRoutes(app, { config, db, tokens, sessions });
        registerOAuthRoutes(app, { config, db, tokens, sessions, signingKey });
      },
    },
    profileFeature({ db, tokens }),
    { name: 'points', routes: (app) => registerPointsRoutes(app, { db, tokens }) },
    { name: 'ice', routes: (app) => registerIce(app, config, tokens, db, now) },
    {
      name: 'age gate',
      routes: (app) =>
        registerAgeRoutes(app, {
          config,
          db,
          tokens,
          onRefused: (userId) => contacts.underage(userId),
        }),
    },
    { name: 'AI buddy', routes: (app) => registerAiRoutes(app, { config, tokens, db, ...clock }) },
    matchmakingFeature({
      service: matches,
      db,
      admit,
      ...(work.gates || book ? { beforeSearch: prime } : {}),
      ignoreLanguages: !work.languages,
      spam,
      // a chat line is read by its match's game on the node that runs it (the owner)
      game: cluster ? new GameChat(cluster.bus, matches, games) : games,
    }),
    spamFeature({
      db,
      matches,
      guard: spam,
      now,
      ...(book ? { onRated: (id: string) => book.changed(id) } : {}),
    }),
    standingFeature({
      db,
      matches,
      book,
      now,
      onError: (err) => app.log.warn({ err }, 'recording a call for standing failed'),
    }),
    ageReviewFeature(ageReview),
    { name: 'call media', handlers: callMedia },
    blocksFeature({ db, tokens, blocks }),
    contactsFeature({
      contacts,
      tokens,
      moderation,
      blocks,
      onError: (err) => app.log.warn({ err }, 'contact presence failed'),
      presence: work.presence,
    }),
    privacyFeature({
      config,
      db,
      tokens,
      io,
      now,
      onError: (err) => app.log.error({ err }, 'retention pass failed'),
    }),
    consoleFeature({
      db,
      tokens,
      config,
      io,
      moderation,
      ageReview,
      now,
      onBotCleared: botCleared,
    }),
    continuityFeature({ cluster, db, matches, games, now, log: app.log }),
    { name: 'games', handlers: gameHandlers, stop: () => games.stop() },
    // reports and the ban sweep; bans are checked by the admission, not by a guard
    moderationFeature(moderation),
    // last route: unknown page paths get the app shell
    { name: 'web app', routes: (app) => registerSpa(app, config.WEB_DIST) },
  ];
  await registerRoutes(app, features);

  // Every socket event behind its schema, through one dispatcher shared by all sockets.
  let forward: HandleOptions['forward'];
  const handleOptions: HandleOptions = {
    guards: guardsOf(features),
    onError: (event, err) => app.log.error({ err, event }, 'socket handler failed'),
    // scale-out: set once the cluster runs, below; one node forwards nothing
    forward: (socket, event, payload) => forward?.(socket, event, payload),
  };
  const events = createDispatcher(handlerTableOf(features), handleOptions);
  await startFeatures(features);
  if (cluster) {
    forward = cluster.start(
      matches,
      createDispatcher({ ...gameHandlers, ...callMedia, ...keepInTouch }, handleOptions).dispatch,
      (err) => app.log.error({ err }, 'cluster check failed'),
    );
  }

  // shared listeners, not closures per socket: an idle socket's heap is the product's scale limit
  const sockets = socketLifecycleOf(features);
  function onDisconnect(this: AppSocket, reason: string) {
    sockets.disconnected(this, reason);
  }
  io.on('connection', (socket) => {
    sockets.connected(socket);
    socket.on('disconnect', onDisconnect);
    events.attach(socket);
  });

  return {
    config,
    store,
    app,
    io,
    metrics,
    matches,
    moderation,
    ageReview,
    admit,
    contacts,
    close: () => stop.close({ features, io, app, cluster, store }),
  };
}
