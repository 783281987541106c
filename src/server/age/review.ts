import {
  AGE_SIGNAL,
  textOf,
  type ClientPayload,
  type Refusal,
} from '../../shared/protocol/index.ts';
import type { ServerFeature } from '../feature.ts';
import type { MatchService } from '../matchmaking/service.ts';
import type { StoreVersionSeen } from '../moderation/banCache.ts';
import type { AppSocket } from '../realtime/handle.ts';
import type { AppServer } from '../realtime/io.ts';
import type { Db } from '../store/db.ts';
import { activeHolds, clearHold, devicesOf, holdsGeneration, isHeldInStore } from './holds.ts';
import { fileAgeSignal } from './signals.ts';

export const AGE_REVIEW = { code: 'age_review' } as const satisfies Refusal;

/** How often each node re-reads the holds, so a hold written elsewhere ends a call here. */
export const HOLD_SWEEP_MS = 3_000;

export interface AgeReviewDeps {
  db: Db;
  io: AppServer;
  matches: MatchService;
  now?: () => number;
  /** AGE_SIGNALS: off refuses every signal (the client is told not to look) */
  enabled: boolean;
  /** a trusted proxy names the client's address: reporters then count per address too */
  addressesTrusted?: boolean;
  /** the store's count of other connections' commits, read at the call (Store.bansVersion) */
  storeVersion?: () => number | undefined;
  sweepMs?: number;
  onError?: (err: unknown) => void;
  /** a person was held: the server logs it for operators */
  onHeld?: (userId: string) => void;
}

interface HoldMaps {
  users: Set<string>;
  devices: Set<string>;
}

/**
 * Age signals and the age review on the live server: takes a partner's device's signal about
 * its current partner, holds a person two distinct reporters named, refuses every way in of a
 * held person (the admission asks `gate`) and ends their call at once on this node, and on every
 * other node at its next sweep, as bans do. An operator's clear lets them back.
 */
export class AgeReview {
  private readonly deps: AgeReviewDeps;
  private readonly now: () => number;
  private readonly told = new WeakSet<AppSocket>();
  private maps: HoldMaps = { users: new Set(), devices: new Set() };
  private readAt: { local: number; external: number } | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(deps: AgeReviewDeps) {
    this.deps = deps;
    this.now = deps.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.deps.enabled;
  }

  async signal(
    socket: AppSocket,
    { estimate, matchId }: ClientPayload<'ageSignal'>,
  ): Promise<Refusal | void> {
    if (!this.deps.enabled) return { code: 'age_signals_off' };
    const current = socket.data.inMatch;
    if (matchId !== undefined && matchId !== current) return { code: 'age_signal_not_partner' };
    const userId = socket.data.user.id;
    const call = current ? this.deps.matches.callIn(userId, current) : undefined;
    if (!current || !call || call.endedAt !== null) return { code: 'not_in_chat' };
    const now = this.now();
    if (now - call.startedAt < AGE_SIGNAL.minCallMs) return { code: 'age_signal_too_early' };
    const outcome = await fileAgeSignal(this.deps.db, {
      reporterId: userId,
      reporterDevice: socket.data.deviceId ?? socket.data.user.device_id,
      reporterAddress: this.deps.addressesTrusted ? socket.data.ip || null : null,
      reportedId: call.userId,
      reportedDevice: call.deviceId,
      matchId: current,
      estimate,
      now,
    });
    if (!outcome.stored) return outcome.reason;
    if (outcome.held) {
      this.deps.onHeld?.(call.userId);
      await this.sweep();
    }
  }

  /**
   * The admission's gate: a held person may not search, Next, resume or call. The holds are
   * kept in memory and trusted only while nothing can have changed since they were read (as
   * the ban cache is); without a version to tell (PostgreSQL) the person's rows are read.
   */
  async gate(socket: AppSocket, seen?: StoreVersionSeen): Promise<Refusal | undefined> {
    if (!(await this.held(socket, seen))) return undefined;
    this.kick(socket);
    return AGE_REVIEW;
  }

  /** An operator cleared the person: every hold on the account ends. */
  async clear(userId: string, by: string): Promise<boolean> {
    const cleared = await clearHold(this.deps.db, userId, by, this.now());
    for (const socket of this.deps.io.of('/').sockets.values())
      if (socket.data.user?.id === userId) this.told.delete(socket);
    return cleared;
  }

  start(): void {
    this.timer = setInterval(() => {
      if (!this.sweeping) void this.sweep();
    }, this.deps.sweepMs ?? HOLD_SWEEP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** Ends the calls and searches of this node's held people. Serialised. */
  sweep(): Promise<void> {
    const run = (this.sweeping ?? Promise.resolve())
      .then(() => this.sweepOnce())
      .catch((err: unknown) => this.deps.onError?.(err));
    this.sweeping = run;
    void run.finally(() => {
      if (this.sweeping === run) this.sweeping = null;
    });
    return run;
  }

  private async sweepOnce(): Promise<void> {
    const sockets = this.deps.io.of('/').sockets;
    if (!sockets.size) return;
    const maps = await this.load();
    if (!maps.users.size && !maps.devices.size) return;
    for (const socket of sockets.values())
      if (socket.data.user && this.inMaps(maps, socket)) this.kick(socket, true);
  }

  private async held(socket: AppSocket, seen?: StoreVersionSeen): Promise<boolean> {
    const external = seen ? seen.version : this.deps.storeVersion?.();
    if (external === undefined) {
      // the ban gate read it with the person's row, just before (admission/admission.ts)
      if (seen?.held !== undefined) return seen.held;
      const { user, deviceId } = socket.data;
      return isHeldInStore(this.deps.db, user.id, devicesOf(user, deviceId));
    }
    const current =
      this.readAt !== null &&
      this.readAt.external === external &&
      this.readAt.local === holdsGeneration(this.deps.db);
    return this.inMaps(current ? this.maps : await this.load(), socket);
  }

  private inMaps(maps: HoldMaps, socket: AppSocket): boolean {
    const { user, deviceId } = socket.data;
    return maps.users.has(user.id) || devicesOf(user, deviceId).some((d) => maps.devices.has(d));
  }

  private async load(): Promise<HoldMaps> {
    // versions first: a write during the query moves them, and the next check reads again
    const local = holdsGeneration(this.deps.db);
    const external = this.deps.storeVersion?.();
    const holds = await activeHolds(this.deps.db);
    const maps: HoldMaps = { users: new Set(), devices: new Set() };
    for (const h of holds) {
      maps.users.add(h.userId);
      if (h.deviceId) maps.devices.add(h.deviceId);
    }
    this.maps = maps;
    this.readAt = external === undefined ? null : { local, external };
    return maps;
  }

  /** Out of any match and the queue; told once, so the app shows the age review screen. */
  private kick(socket: AppSocket, onlyIfIn = false): void {
    const { matches } = this.deps;
    // the sweep leaves alone a held person who is in no call and no search
    if (!onlyIfIn || matches.matchOf(socket.id) || matches.isSearching(socket.id))
      void matches.leave(socket.id, 'banned').catch((err: unknown) => this.deps.onError?.(err));
    if (this.told.has(socket)) return;
    this.told.add(socket);
    socket.emit('notice', { code: 'age_review', message: textOf(AGE_REVIEW) });
  }
}

/** Age signals as a server feature: the event and the holds' sweep. */
export function ageReviewFeature(review: AgeReview): ServerFeature {
  return {
    name: 'age review',
    handlers: { ageSignal: (payload, socket) => review.signal(socket, payload) },
    start: () => review.start(),
    stop: () => review.stop(),
  };
}
