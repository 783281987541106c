import { personOf } from '../admission/admission.ts';
import type { AppSocket } from '../realtime/handle.ts';
import type { Db } from '../store/db.ts';
import { standingOf, type Signal } from './rule.ts';
import { signalsAbout } from './store.ts';

/** How long this node trusts what it read of a person before reading again, in the background. */
export const STANDING_REFRESH_MS = 60_000;
/** People kept in memory at most; past this the least recently read go first. */
const KEPT_MAX = 100_000;

/**
 * How long a lane worked out from the signals stands, on the server's clock, while no signal
 * about the person comes in (a new signal works it out again, but for a quick leave about
 * someone already in the slow lane: noted). Time alone only lets people out of the slow lane
 * (the score drifts toward 0), over days, as a signal's weight halves in a week: kept a minute,
 * such a way out comes a minute late at most, as a signal recorded on another node does, and a
 * search does not go over every signal again. A person who gathers quick leaves gathers
 * hundreds a day, and working their lane out once a second was a third of a match's CPU at
 * saturation in the matchmaking bench (where every call ends in a quick Next).
 */
export const LANE_KEPT_MS = 60_000;

interface Known {
  /** the browser read ('' when none) */
  device: string;
  signals: Signal[];
  readAt: number;
  /** the lane last worked out from `signals`, and when (none: work it out at the next search) */
  lane?: { slow: boolean; at: number };
}

export interface StandingBookOptions {
  db: Db;
  now: () => number;
  onError: (err: unknown) => void;
  refreshMs?: number;
}

/**
 * What this node knows of each person's standing: the signals about them, read once as they
 * connect (or at their first search), never per match. The lane is worked out from those
 * signals at each search on the server's clock, so time alone lets someone out of the slow
 * lane without a read. A read older than `refreshMs` is renewed in the background (a signal
 * recorded on another node shows within that time) and a signal recorded on this node drops
 * the person's entry, so their next search reads it first.
 */
export class StandingBook {
  /**
   * person (account) → what was read for each of their browsers: nearly always one, so a short
   * list rather than a map per connected person (heap per idle socket)
   */
  private readonly known = new Map<string, Known[]>();
  /**
   * reads in flight, so a connection's prefetch and its first search read once; `voided` when
   * a signal was recorded meanwhile (what it read may miss it, so it is not kept)
   */
  private readonly reading = new Map<string, { done: Promise<void>; voided: boolean }>();
  private readonly o: Required<StandingBookOptions>;

  constructor(options: StandingBookOptions) {
    this.o = { refreshMs: STANDING_REFRESH_MS, ...options };
  }

  /**
   * Before a socket searches: reads the person's signals when this node does not know them
   * (the only time the search waits), renews them in the background when old, else nothing.
   */
  prime(socket: AppSocket): Promise<void> | undefined {
    const { userId, deviceId } = personOf(socket);
    const device = deviceId ?? '';
    const known = this.knownOf(userId, device);
    if (known && this.o.now() - known.readAt < this.o.refreshMs) return undefined;
    const pending = this.read(userId, device);
    return known ? void pending : pending;
  }

  /** The socket's person is in the slow lane now (someone not read yet is not: new is neutral). */
  slow(socket: AppSocket): boolean {
    const { userId, deviceId } = personOf(socket);
    const known = this.knownOf(userId, deviceId ?? '');
    if (!known?.signals.length) return false;
    const now = this.o.now();
    const kept = known.lane;
    if (kept && now >= kept.at && now - kept.at < LANE_KEPT_MS) return kept.slow;
    const slow = standingOf(known.signals, now).lane === 'slow';
    known.lane = { slow, at: now };
    return slow;
  }

  /**
   * A call's signal about this person was recorded here: added to what this node knows of
   * them, no read (a call's end is common; the other signals are rare and read again).
   */
  noted(userId: string, signal: Signal): void {
    for (const known of this.known.get(userId) ?? []) {
      known.signals.push(signal);
      // a quick leave can only lower a score (more of them count, each against the person):
      // someone in the slow lane stays there, and their next search need not work it out again
      if (signal.kind !== 'quickLeave' || !known.lane?.slow) known.lane = undefined;
    }
    for (const [key, read] of this.reading) if (key.startsWith(`${userId}|`)) read.voided = true;
  }

  /** A signal about this person was recorded here: their next search reads them again. */
  changed(userId: string): void {
    this.known.delete(userId);
    // reads in flight are few (people connecting right now): a scan costs nothing
    for (const [key, read] of this.reading) if (key.startsWith(`${userId}|`)) read.voided = true;
  }

  private knownOf(userId: string, device: string): Known | undefined {
    return this.known.get(userId)?.find((k) => k.device === device);
  }

  private read(userId: string, device: string): Promise<void> {
    const key = `${userId}|${device}`;
    const inFlight = this.reading.get(key);
    if (inFlight) return inFlight.done;
    const read = { done: Promise.resolve(), voided: false };
    const readAt = this.o.now();
    const done = signalsAbout(this.o.db, { userId, deviceIds: device ? [device] : [] }, readAt)
      .then((signals) => {
        if (read.voided) return;
        const mine = (this.known.get(userId) ?? []).filter((k) => k.device !== device);
        this.known.delete(userId);
        this.known.set(userId, [...mine, { device, signals, readAt }]);
        if (this.known.size > KEPT_MAX) this.known.delete(this.known.keys().next().value!);
      })
      // a failed read leaves the person as they were (or neutral): the next search tries again
      .catch(this.o.onError)
      .finally(() => this.reading.delete(key));
    read.done = done;
    this.reading.set(key, read);
    return done;
  }
}
