import type { ClusterBus } from '../cluster/bus.ts';
import type { AppSocket } from '../realtime/handle.ts';
import type { QueueOptions, SharedQueue } from './queue.ts';

/** What a MatchService can be given; every field has a default (docs/product.md). */
export interface MatchServiceOptions {
  queue?: Partial<QueueOptions>;
  /** a shared queue (Redis) instead of the in-memory one */
  sharedQueue?: SharedQueue;
  /** the bus to the other nodes; a local one by default */
  bus?: ClusterBus;
  now?: () => number;
  /** how long a just-left partner can still be reported (ms) */
  recentPartnerMs?: number;
  /** how long a dropped socket's match waits for it (ms) */
  graceMs?: number;
  /**
   * whether the socket's person searches in the slow lane now (standing/book.ts): answered
   * from memory, never a store read; none: everyone in one lane
   */
  slowLane?: (socket: AppSocket) => boolean;
}
