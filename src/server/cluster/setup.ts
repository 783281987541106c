import { createAdapter } from '@socket.io/redis-adapter';
import { createAdapter as createStreamsAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import type { AppServer } from '../realtime/io.ts';
import type { MatchService } from '../matchmaking/service.ts';
import type { Dispatch } from '../realtime/handle.ts';
import { RedisMatchQueue } from '../matchmaking/redisQueue.ts';
import { ClusterBus } from './bus.ts';
import { createForwarder } from './forward.ts';
import { startLiveness } from './nodes.ts';

export interface Cluster {
  bus: ClusterBus;
  queue: RedisMatchQueue;
  redis: Redis;
  ping(): Promise<boolean>;
  /** runs each time Redis is reachable again after an outage (it may have lost every key) */
  onReconnect(fn: () => void): void;
  /** after the match service exists: liveness checks and game forwarding */
  start(
    matches: MatchService,
    /** runs the game events forwarded here from partners on other nodes */
    gameEvents: Dispatch,
    onError: (err: unknown) => void,
  ): ReturnType<typeof createForwarder>;
  close(): Promise<void>;
}

export type RedisAdapterKind = 'pubsub' | 'streams';

/**
 * Multi-node mode (REDIS_URL): the Socket.IO Redis adapter so any node reaches any socket, the
 * matchmaking queue in Redis, a bus between nodes, node liveness and game forwarding.
 *
 * `adapter` (REDIS_ADAPTER): `pubsub` (the default) sends everything over Redis pub/sub;
 * `streams` appends room broadcasts to a Redis stream each node reads (what Socket.IO's
 * connection state recovery needs across nodes) while server-side emits, and so this bus, stay
 * on pub/sub. docs/benchmarks.md (Redis adapter) says why pub/sub is the default.
 */
export async function setupCluster(
  io: AppServer,
  url: string,
  prefix: string,
  adapter: RedisAdapterKind = 'pubsub',
): Promise<Cluster> {
  // What this server awaits (the queue, the rate limits, liveness) fails at once while Redis is
  // away, instead of waiting several reconnect attempts (seconds) per command: a search is
  // refused promptly and the rate limits fall back to this node's own. The adapter's clients
  // keep ioredis' offline queue: a broadcast waits for a short reconnect.
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    lazyConnect: true,
    enableOfflineQueue: false,
    // a Redis that holds the connection but answers nothing (paused, overloaded, a failover
    // half done) fails a command after this long instead of never
    commandTimeout: 2_000,
    // the commands of one turn of the event loop leave in one write: at a few thousand
    // searches a second, one write per queue call was a large share of a node's CPU (a write
    // on loopback carries the receiver's wake-up), and most turns carry several
    enableAutoPipelining: true,
  });
  // the adapter's publishes (room broadcasts to other nodes, the bus) likewise
  const pub = redis.duplicate({
    enableOfflineQueue: true,
    commandTimeout: 5_000,
    enableAutoPipelining: true,
  });
  // a subscriber sends few commands, and they change its mode: sent one by one
  const sub = redis.duplicate({
    enableOfflineQueue: true,
    commandTimeout: undefined,
    enableAutoPipelining: false,
  });
  await Promise.all([redis.connect(), pub.connect(), sub.connect()]);
  // ioredis reconnects by itself (and subscribes again); until then commands fail after two
  // retries and /readyz says redis is failing. A listener keeps its errors off stderr: the
  // liveness check reports the outage once.
  for (const client of [redis, pub, sub]) client.on('error', () => undefined);
  const reconnected = new Set<() => void>();
  let lost = false;
  redis.on('close', () => void (lost = true));
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    for (const fn of reconnected) fn();
  });
  io.adapter(
    adapter === 'streams'
      ? createStreamsAdapter(pub, {
          streamName: `${prefix}sio`,
          channelPrefix: `${prefix}sio`,
          sessionKeyPrefix: `${prefix}sio:session:`,
          // every payload here is JSON: no binary attachments to look for
          onlyPlaintext: true,
        })
      : createAdapter(pub, sub, { key: `${prefix}sio` }),
  );
  const bus = new ClusterBus();
  bus.connect(io);
  const queue = new RedisMatchQueue(redis, prefix);
  let stopLiveness: (() => Promise<void>) | undefined;
  return {
    bus,
    queue,
    redis,
    async ping() {
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    onReconnect: (fn) => void reconnected.add(fn),
    start(matches, gameEvents, onError) {
      stopLiveness = startLiveness(redis, prefix, bus.nodeId, matches, queue, onError);
      return createForwarder(io, bus, matches, gameEvents);
    },
    async close() {
      await stopLiveness?.();
      await Promise.all([redis.quit(), pub.quit(), sub.quit()]).catch(() => undefined);
    },
  };
}
