import type { GuestName } from '../../shared/protocol/guestName.ts';
import { MATCHING } from '../../shared/constants.ts';
import { sharedLanguage } from '../../shared/rules/languages.ts';
import {
  accepts,
  AffinityCounts,
  sameLane,
  compareScores,
  languagesOf,
  primariesOf,
  scoreOf,
  type Score,
} from './affinity.ts';
import { type Avoidance, Avoidances } from './avoidances.ts';
import { WaitList } from './waitList.ts';
import { PairTimes } from './pairTimes.ts';

/**
 * Matchmaking options. Defaults are the product rules of docs/product.md (Matching).
 */
export interface QueueOptions {
  /**
   * After this long in the queue a searcher accepts anyone (ms): until then only someone who
   * shares one of its languages and, when it named interests, an interest (affinity.ts).
   */
  anyoneMatchesAfterMs: number;
  /** The same two users are not paired again within this window unless nobody else waits (ms). */
  noRepairWithinMs: number;
  /** Whoever skipped someone (Next, Disconnect) never meets them again within this window (ms). */
  skipWithinMs: number;
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = {
  anyoneMatchesAfterMs: MATCHING.anyoneMatchesAfterMs,
  noRepairWithinMs: MATCHING.noRepairWithinMs,
  skipWithinMs: MATCHING.skipWithinMs,
};

export interface QueueEntry {
  /** the socket that searches; one entry per socket */
  socketId: string;
  userId: string;
  /** the browser's device cookie, when it has one (blocks hold per device too) */
  deviceId?: string;
  interests: string[];
  joinedAt: number;
  /** the node the socket is connected to (scale-out); 'local' in one process */
  node?: string;
  country?: string;
  countryCode?: string;
  /** a guest: games against them pay a member nothing, and the panels say so */
  guest?: boolean;
  /** a guest's guest name, for the partner's call screen */
  guestName?: GuestName;
  /** spoken languages, canonical BCP 47 tags, most preferred first (none: any language) */
  languages?: string[];
  /** the partner's country this searcher prefers (two letters, upper case) */
  prefersCountry?: string;
  /**
   * in the slow lane (standing/rule.ts): meets only others in the slow lane, and their
   * partners are told to check them first
   */
  slow?: true;
}

export interface Pair {
  /** waited longer; the impolite side of perfect negotiation */
  first: QueueEntry;
  second: QueueEntry;
  commonInterests: string[];
  /** the language the two share (sharedLanguage of first's and second's), or null */
  sharedLanguage: string | null;
}

/**
 * In-memory matchmaking queue for one process. Pairing happens synchronously inside `join`
 * and `tick`, so nobody is ever in two pairs and a removed entry can never be paired.
 *
 * Rule: A and B may pair when each accepts the other (affinity.ts `accepts`: a shared language
 * when both named languages, and a shared interest when they named interests, until they
 * have waited `anyoneMatchesAfterMs`). Among candidates a shared language wins, then country
 * preferences met, then the most common interests, then the longest wait. Only people in the
 * same lane meet (the slow lane, standing/rule.ts, meets only itself). Recent partners
 * only pair when nobody else waits; a skipped or blocked pair never (see Avoidance).
 */
export class MatchQueue {
  private readonly options: QueueOptions;
  private readonly entries = new Map<string, QueueEntry>();
  private readonly byInterest = new Map<string, WaitList>();
  /** entries without interests or widened, in the order they became so */
  private readonly open = new WaitList();
  /** entries with interests or languages, oldest first, waiting to widen */
  private pendingOpen: string[] = [];
  private readonly counts = new AffinityCounts();
  /** pair -> when they were paired */
  private readonly recent = new PairTimes();
  /** skips and blocks: pairs that never meet while they hold (avoidances.ts) */
  readonly avoided = new Avoidances();

  constructor(options: Partial<QueueOptions> = {}) {
    this.options = { ...DEFAULT_QUEUE_OPTIONS, ...options };
  }

  get size(): number {
    return this.entries.size;
  }

  has(socketId: string): boolean {
    return this.entries.has(socketId);
  }

  /** how many pairings are remembered for the no-re-pairing rule */
  get rememberedPairs(): number {
    return this.recent.size;
  }

  /** Adds an entry and pairs it at once when a partner is available. */
  join(entry: QueueEntry): Pair | null {
    this.leave(entry.socketId);
    const pair = this.findFor(entry, entry.joinedAt);
    if (pair) return pair;
    this.add(entry, entry.interests.length === 0);
    if (entry.interests.length > 0 || languagesOf(entry).length > 0)
      this.pendingOpen.push(entry.socketId);
    return null;
  }

  private add(entry: QueueEntry, open: boolean): void {
    this.entries.set(entry.socketId, entry);
    this.counts.add(entry, 1);
    if (open) this.open.add(entry);
    for (const interest of entry.interests) {
      let list = this.byInterest.get(interest);
      if (!list) this.byInterest.set(interest, (list = new WaitList()));
      list.add(entry);
    }
  }

  leave(socketId: string): boolean {
    const entry = this.entries.get(socketId);
    if (!entry) return false;
    this.entries.delete(socketId);
    this.counts.add(entry, -1);
    this.open.delete(entry);
    for (const interest of entry.interests) {
      const list = this.byInterest.get(interest);
      list?.delete(entry);
      if (list?.size === 0) this.byInterest.delete(interest);
    }
    return true;
  }

  /** Opens entries that have waited long enough and pairs them; call a few times a second. */
  tick(now: number): Pair[] {
    const pairs: Pair[] = [];
    const due = now - this.options.anyoneMatchesAfterMs;
    let i = 0;
    for (; i < this.pendingOpen.length; i++) {
      const id = this.pendingOpen[i]!;
      const entry = this.entries.get(id);
      if (!entry) continue;
      if (entry.joinedAt > due) break;
      this.leave(id);
      const pair = this.findFor(entry, now, true);
      if (pair) pairs.push(pair);
      else this.add(entry, true);
    }
    this.pendingOpen = this.pendingOpen.slice(i);
    this.pruneRecent(now);
    this.avoided.prune(now);
    return pairs;
  }

  /** Records a pairing so the two are not matched again within the window. */
  remember(userA: string, userB: string, now: number): void {
    this.recent.set(userA, userB, now);
  }

  /** Whether `b` was paired lately with the searcher, whose pairings (`recent.of`) these are. */
  private isRecent(
    b: string,
    now: number,
    pairings: ReadonlyMap<string, number> | undefined,
  ): boolean {
    const at = pairings?.get(b);
    return at !== undefined && now - at < this.options.noRepairWithinMs;
  }

  /** Forgets pairings older than the window; costs only what it removes (oldest first). */
  private pruneRecent(now: number): void {
    this.recent.prune((at) => now - at >= this.options.noRepairWithinMs);
  }

  private widened(entry: QueueEntry, now: number): boolean {
    return now - entry.joinedAt >= this.options.anyoneMatchesAfterMs;
  }

  /**
   * Finds and removes the best partner for `entry` (which is not in the queue): everyone
   * sharing an interest is ranked; then, when the entry takes people without one, the open
   * list in order, until nobody there could rank higher (AffinityCounts.bound). Ties among
   * interest sharers go to the longest wait (then the socket id, so the Redis queue, which
   * reads them in another order, picks the same); in the open list the first one ranked.
   */
  private findFor(entry: QueueEntry, now: number, forceOpen = false): Pair | null {
    let best: QueueEntry | null = null;
    let bestScore: Score = [0, 0, 0];
    let fallbackRecent: QueueEntry | null = null;
    const skips = this.avoided.skipsOf(entry.userId);
    const pairings = this.recent.of(entry.userId);
    const wide = forceOpen || this.widened(entry, now);
    // before widening, someone who named languages takes only a partner who fits them
    const primaries = wide ? NO_PRIMARIES : primariesOf(entry);
    const fitting = (list: WaitList) => (primaries.length ? list.fitting(primaries) : list.keys());
    // a search naming no interest counts nobody's (no map to make and read per search)
    let counts = NO_COUNTS;
    if (entry.interests.length) {
      const sharing = new Map<string, number>();
      for (const interest of entry.interests) {
        const list = this.byInterest.get(interest);
        if (list) for (const id of fitting(list)) sharing.set(id, (sharing.get(id) ?? 0) + 1);
      }
      counts = sharing;
    }
    const consider = (candidate: QueueEntry, common: number, byWait: boolean) => {
      if (candidate.userId === entry.userId) return;
      if (!sameLane(entry, candidate)) return;
      if (!accepts(entry, candidate, wide, common)) return;
      if (!accepts(candidate, entry, this.widened(candidate, now), common)) return;
      if (this.avoided.between(entry, candidate, now, skips)) return;
      if (this.isRecent(candidate.userId, now, pairings)) {
        fallbackRecent ??= candidate;
        return;
      }
      const score = scoreOf(entry, candidate, common);
      const cmp = best ? compareScores(score, bestScore) : 1;
      if (cmp > 0 || (cmp === 0 && byWait && best && waitedLonger(candidate, best))) {
        best = candidate;
        bestScore = score;
      }
    };
    for (const [id, common] of counts) consider(this.entries.get(id)!, common, true);
    if (wide || entry.interests.length === 0) {
      const bound = this.counts.bound(entry);
      for (const id of fitting(this.open)) {
        if (best && compareScores(bestScore, bound) >= 0) break;
        consider(this.entries.get(id)!, counts.get(id) ?? 0, false);
      }
    }
    const found = best as QueueEntry | null;
    const chosen =
      found ??
      (fallbackRecent && this.nobodyElseWaits(entry, fallbackRecent, now, wide)
        ? (fallbackRecent as QueueEntry)
        : null);
    if (!chosen) return null;
    this.leave(chosen.socketId);
    this.remember(entry.userId, chosen.userId, now);
    const mine = new Set(entry.interests);
    const commonInterests = chosen.interests.filter((i) => mine.has(i));
    return {
      first: chosen,
      second: entry,
      commonInterests,
      sharedLanguage: sharedLanguage(languagesOf(chosen), languagesOf(entry)),
    };
  }

  /** Recent partners may pair again only when every other waiting user is also a recent partner. */
  private nobodyElseWaits(
    entry: QueueEntry,
    candidate: QueueEntry,
    now: number,
    wide: boolean,
  ): boolean {
    const skips = this.avoided.skipsOf(entry.userId);
    const pairings = this.recent.of(entry.userId);
    for (const other of this.entries.values()) {
      if (other === candidate || other.userId === entry.userId) continue;
      // the other lane is nobody this user could meet
      if (!sameLane(entry, other)) continue;
      // someone this user avoids is not "someone else waiting" for them
      if (this.avoided.between(entry, other, now, skips)) continue;
      if (!this.isRecent(other.userId, now, pairings)) return false;
    }
    const common = candidate.interests.filter((i) => entry.interests.includes(i)).length;
    return (
      accepts(entry, candidate, wide, common) &&
      accepts(candidate, entry, this.widened(candidate, now), common)
    );
  }
}

/** `a` waited longer than `b`; the socket id settles a tie, the same in the Redis queue */
const NO_PRIMARIES: readonly string[] = [];
/** the interest counts of a search that named none */
const NO_COUNTS: ReadonlyMap<string, number> = new Map();

const waitedLonger = (a: QueueEntry, b: QueueEntry) =>
  a.joinedAt < b.joinedAt || (a.joinedAt === b.joinedAt && a.socketId < b.socketId);

/**
 * What the match service needs from a queue: the in-memory one below for one process, or
 * RedisMatchQueue (redisQueue.ts) shared by every node.
 */
export interface SharedQueue {
  /**
   * queues the entry, or pairs it at once; `skip` (the searcher's own skip of their last
   * partner) is recorded first, in the same atomic step, so it costs no extra store trip
   */
  join(entry: QueueEntry, skip?: Avoidance): Promise<Pair | null>;
  leave(socketId: string): Promise<void>;
  tick(now: number): Promise<Pair[]>;
  has(socketId: string): Promise<boolean>;
  size(): Promise<number>;
  /** records a skip or block (see Avoidance) before either side searches again */
  avoid(avoidance: Avoidance, now: number): Promise<void>;
  /** lifts a block between two identities */
  unavoid(by: string, other: string): Promise<void>;
  /** drops every entry of a node that died */
  purgeNode(node: string): Promise<number>;
}

export class MemoryQueue implements SharedQueue {
  readonly inner: MatchQueue;
  constructor(options: Partial<QueueOptions> = {}) {
    this.inner = new MatchQueue(options);
  }
  async join(entry: QueueEntry, skip?: Avoidance) {
    if (skip) this.inner.avoided.avoid(skip);
    return this.inner.join(entry);
  }
  async leave(socketId: string) {
    this.inner.leave(socketId);
  }
  async tick(now: number) {
    return this.inner.tick(now);
  }
  async has(socketId: string) {
    return this.inner.has(socketId);
  }
  async size() {
    return this.inner.size;
  }
  async avoid(avoidance: Avoidance) {
    this.inner.avoided.avoid(avoidance);
  }
  async unavoid(by: string, other: string) {
    this.inner.avoided.unavoid(by, other);
  }
  async purgeNode() {
    return 0;
  }
}
