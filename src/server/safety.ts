import type { FastifyBaseLogger } from 'fastify';
import { createAdmission } from './admission/admission.ts';
import { AgeReview } from './age/review.ts';
import type { AppSocket } from './realtime/handle.ts';
import type { Cluster } from './cluster/setup.ts';
import type { Config } from './config.ts';
import type { MatchService } from './matchmaking/service.ts';
import { Moderation } from './moderation/service.ts';
import type { AppServer } from './realtime/io.ts';
import { SpamGuard } from './spam/guard.ts';
import { MemoryRepeats, RedisRepeats } from './spam/repeats.ts';
import type { StandingBook } from './standing/book.ts';
import type { Store } from './store/db.ts';

export interface SafetyDeps {
  config: Config;
  store: Store;
  io: AppServer;
  matches: MatchService;
  cluster: Cluster | undefined;
  /** the standing this node keeps (off in a bench pricing it): a report changes it */
  book: StandingBook | undefined;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * What keeps people safe from each other, built together because each reads the other's
 * answers: reports and bans (moderation), the bot rule and held links (spam), and the age
 * review's holds, which trust addresses as moderation does and share its change signal.
 */
export function createSafety({ config, store, io, matches, cluster, book, log, now }: SafetyDeps) {
  const { db } = store;
  const clock = now ? { now } : {};
  const moderation = new Moderation({
    db,
    ...clock,
    bansVersion: () => store.bansVersion(),
    io,
    matches,
    onError: (err) => log.error({ err }, 'ban sweep failed'),
    onUrgentReport: (report) =>
      log.warn(
        { report },
        'report "Appears under 18": operator review needed (npm run admin -- reports)',
      ),
    // a hop count trusts no proxy (Fastify's rule): every address would be the proxy's
    addressesTrusted: config.TRUST_PROXY === true || typeof config.TRUST_PROXY === 'string',
    ...(book ? { onReported: (id: string) => book.changed(id) } : {}),
  });
  // the bot rule counts beside the rate limits: in Redis when several nodes share the load
  const spam = new SpamGuard({
    db,
    matches,
    repeats: cluster ? new RedisRepeats(cluster.redis, config.REDIS_PREFIX) : new MemoryRepeats(),
    now: now ?? Date.now,
    onLikelyBot: (userId, text) => {
      // the flag puts them in the slow lane: their next search here reads it
      book?.changed(userId);
      log.warn({ userId, text }, 'likely bot: the same message to several partners');
    },
    onError: (err) => log.error({ err }, 'counting calls failed'),
  });
  const ageReview = new AgeReview({
    db,
    io,
    matches,
    ...clock,
    enabled: config.AGE_SIGNALS === 'on',
    addressesTrusted: moderation.trustsAddresses,
    storeVersion: () => store.bansVersion(),
    onError: (err) => log.error({ err }, 'age review sweep failed'),
    onHeld: (userId) =>
      log.warn({ userId }, "held for age review: partners' devices estimated under 16"),
  });
  /** An operator cleared a likely-bot flag: this node's standing and spam guard know at once. */
  const botCleared = (userId: string) => {
    book?.changed(userId);
    spam.botCleared(userId);
  };
  /** The way into a call: the ban and age-review gates, judged against one store version. */
  const admission = (primeBlocks: (socket: AppSocket) => Promise<void> | undefined) =>
    createAdmission({
      db,
      banGate: (socket, seen) => moderation.banGate(socket, seen),
      holdGate: (socket, seen) => ageReview.gate(socket, seen),
      storeVersion: () => store.bansVersion(),
      primeBlocks,
    });
  return { moderation, spam, ageReview, botCleared, admission };
}
