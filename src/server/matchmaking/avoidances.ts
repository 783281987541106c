import { PairTimes } from './pairTimes.ts';

/**
 * One user keeps away from another: a skip (Next, Disconnect) for `skipWithinMs`, or a block
 * for good (`until: null`). Unlike recent pairs, avoided pairs never meet, even when nobody
 * else is waiting. Symmetric in effect: neither side is paired with the other.
 *
 * `by` and `other` are identities: a user id, or `deviceIdentity(deviceId)` for a browser, so
 * a block also holds against a new account made on the same device.
 */
export interface Avoidance {
  /** who skipped or blocked */
  by: string;
  other: string;
  /** when it lapses (ms); null = permanent (a block) */
  until: number | null;
}

/** A device as an avoidance identity (user ids are UUIDs, so the prefix cannot collide). */
export const deviceIdentity = (deviceId: string) => `d:${deviceId}`;

/** Who a searcher is, for avoidances: the account, and the device when known. */
function identities(who: { userId: string; deviceId?: string }): string[] {
  return who.deviceId ? [who.userId, deviceIdentity(who.deviceId)] : [who.userId];
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The in-memory queue's skips and blocks (see Avoidance). */
export class Avoidances {
  /** pair -> when the skip lapses */
  private readonly skipped = new PairTimes();
  /** pair keys kept apart for good */
  private readonly blocked = new Set<string>();

  /** how many skips and blocks are remembered */
  get size(): number {
    return this.skipped.size + this.blocked.size;
  }

  /** Keeps two users apart. A block outlives any skip of the same pair. */
  avoid({ by, other, until }: Avoidance): void {
    const key = pairKey(by, other);
    if (until === null) {
      this.blocked.add(key);
      this.skipped.delete(by, other);
    } else if (!this.blocked.has(key) && (this.skipped.get(by, other) ?? -Infinity) < until) {
      this.skipped.set(by, other, until);
    }
  }

  /** Lifts a block (the blocker removed it in Settings). */
  unavoid(by: string, other: string): void {
    this.blocked.delete(pairKey(by, other));
  }

  /** A searcher's own skips, looked up once per search rather than once per candidate. */
  skipsOf(userId: string): ReadonlyMap<string, number> | undefined {
    return this.skipped.of(userId);
  }

  /** `skips`: the searcher's own (skipsOf(a.userId)). */
  between(
    a: { userId: string; deviceId?: string },
    b: { userId: string; deviceId?: string },
    now: number,
    skips: ReadonlyMap<string, number> | undefined,
  ): boolean {
    const until = skips?.get(b.userId);
    if (until !== undefined && until > now) return true;
    if (this.blocked.size === 0) return false;
    for (const x of identities(a))
      for (const y of identities(b)) if (this.blocked.has(pairKey(x, y))) return true;
    return false;
  }

  /** Forgets lapsed skips, oldest first; stops at the first live one. */
  prune(now: number): void {
    this.skipped.prune((until) => until <= now);
  }
}
