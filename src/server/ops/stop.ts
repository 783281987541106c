import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Cluster } from '../cluster/setup.ts';
import { stopFeatures, type ServerFeature } from '../feature.ts';
import type { AppServer } from '../realtime/io.ts';
import type { Store } from '../store/db.ts';

/** How long a graceful stop lets HTTP requests in flight finish before closing connections. */
const IN_FLIGHT_GRACE_MS = 2_000;

/** What a stop closes, in this order, once it has drained. */
export interface Stoppable {
  features: readonly ServerFeature[];
  io: AppServer;
  app: FastifyInstance;
  cluster: Cluster | undefined;
  store: Store;
}

/**
 * The server's stop: it owns whether the node is draining (health and the realtime entrance
 * read it from the start) and runs the stop once, however often it is asked.
 */
export function serverStop() {
  let draining = false;
  let closed = false;
  return {
    draining: () => draining,
    async close({ features, io, app, cluster, store }: Stoppable): Promise<void> {
      if (closed) return;
      closed = true;
      // Drain: not ready, no new sockets, no matching; matches wait (grace period) for their
      // users, who reconnect to another node (or to this server once it is back).
      draining = true;
      // the heartbeat, the matching (matches wait for their users), the calls kept or handed
      // over, the games, moderation: every feature's timers
      await stopFeatures(features);
      // this node's sockets only: through the Redis adapter the plain call reaches every node
      io.local.disconnectSockets(true);
      const httpClosed = new Promise<void>((resolve) => io.close(() => resolve()));
      // No longer listening; requests in flight get a moment to finish. Then every connection
      // goes: one a browser (or balancer) keeps alive after a request it made while this node
      // drained would hold the close for Fastify's 72 s keep-alive timeout.
      await Promise.race([httpClosed, delay(IN_FLIGHT_GRACE_MS, undefined, { ref: false })]);
      app.server.closeAllConnections();
      await httpClosed;
      await cluster?.close();
      await app.close();
      await store.close();
    },
  };
}
