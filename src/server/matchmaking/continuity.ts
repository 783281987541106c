import type { FastifyBaseLogger } from 'fastify';
import { startHandover } from '../cluster/handover.ts';
import type { Cluster } from '../cluster/setup.ts';
import type { ServerFeature } from '../feature.ts';
import type { GameHost } from '../games/host/host.ts';
import type { Db } from '../store/db.ts';
import { RECONNECT_GRACE_MS } from './match.ts';
import { keepMatches, restoreMatches } from './restart.ts';
import type { MatchService } from './service.ts';

/**
 * Live calls outlive the node that hosts them: with several nodes a stopping node hands its
 * matches to the others (cluster/handover.ts); one node keeps them in the store for its next
 * start (restart.ts).
 */
export function continuityFeature(deps: {
  cluster: Cluster | undefined;
  db: Db;
  matches: MatchService;
  games: GameHost;
  now: () => number;
  log: FastifyBaseLogger;
}): ServerFeature {
  const { cluster, db, matches, games, now, log } = deps;
  let handOver: (() => void) | undefined;
  return {
    name: 'match continuity',
    start: () => {
      // several nodes: a stopping node's matches are handed to the others
      if (cluster) handOver = startHandover(cluster.bus, matches, games);
      // one node: the calls its last graceful stop kept wait for their users again
      else return restoreMatches(db, matches, games, now(), RECONNECT_GRACE_MS).then(() => {});
    },
    // synchronous with several nodes: the games stop in the same tick as the handover starts
    stop: () => {
      if (cluster) return handOver?.();
      // one node: its calls outlive it in the store, for the next start to take back
      return keepMatches(db, matches, games, now()).then(
        () => {},
        (err: unknown) => log.error({ err }, 'keeping the live matches failed'),
      );
    },
  };
}
