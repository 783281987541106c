import type { Redis } from 'ioredis';
import type { MatchService } from '../matchmaking/service.ts';
import type { SharedQueue } from '../matchmaking/queue.ts';

export interface LivenessOptions {
  /** how often this node says it is alive and checks the others (ms) */
  everyMs: number;
  /** a node silent this long is dead (ms) */
  ttlMs: number;
}

export const DEFAULT_LIVENESS: LivenessOptions = { everyMs: 2_000, ttlMs: 6_000 };

/**
 * Node liveness over Redis: each node refreshes a key with a TTL; a node whose key expired is
 * dead. The survivors end that node's matches (its users' partners get partnerDisconnected,
 * games end without points) and purge its queue entries. Worst case ttl + every < 10 s.
 */
export function startLiveness(
  redis: Redis,
  prefix: string,
  nodeId: string,
  matches: MatchService,
  queue: SharedQueue,
  onError: (err: unknown) => void,
  options: LivenessOptions = DEFAULT_LIVENESS,
): () => Promise<void> {
  const nodesKey = `${prefix}nodes`;
  const aliveKey = (id: string) => `${prefix}node:${id}`;
  const beat = () =>
    redis
      .multi()
      .set(aliveKey(nodeId), Date.now(), 'PX', options.ttlMs)
      .sadd(nodesKey, nodeId)
      .exec();

  // Redis away (a restart, a failover, a pause): every node's beats stopped, so the keys of
  // nodes that are alive expired too. No node is judged dead until this one has beaten for a
  // full TTL again, time for every live node to have beaten as well.
  let trustedFrom = 0;
  let beating = true;
  const check = async () => {
    if (Date.now() < trustedFrom) return;
    const nodes = await redis.smembers(nodesKey);
    const others = nodes.filter((n) => n !== nodeId);
    if (!others.length) return;
    const alive = await redis.mget(others.map(aliveKey));
    for (const [i, node] of others.entries()) {
      if (alive[i] !== null) continue;
      matches.endMatchesOfNode(node);
      await queue.purgeNode(node);
      await redis.srem(nodesKey, node);
    }
  };

  const beatOnce = () =>
    beat().then(
      () => {
        if (!beating) trustedFrom = Date.now() + options.ttlMs;
        beating = true;
      },
      (err: unknown) => {
        beating = false;
        throw err;
      },
    );
  void beatOnce().catch(() => undefined);
  let quiet = false;
  const timer = setInterval(() => {
    beatOnce()
      .then(check)
      .then(
        () => void (quiet = false),
        (err: unknown) => {
          // one report per outage: a beat every 2 s would flood the log
          if (!quiet) onError(err);
          quiet = true;
        },
      );
  }, options.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await redis.multi().del(aliveKey(nodeId)).srem(nodesKey, nodeId).exec();
  };
}
