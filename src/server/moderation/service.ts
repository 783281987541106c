import {
  textOf,
  type BannedPayload,
  type ClientPayload,
  type Refusal,
} from '../../shared/protocol/index.ts';
import type { MatchService } from '../matchmaking/service.ts';
import type { AppSocket } from '../realtime/handle.ts';
import type { AppServer } from '../realtime/io.ts';
import type { Db } from '../store/db.ts';
import { findUser, isBanned, toSocketUser } from '../store/users.ts';
import { BAN_REASONS } from '../../shared/protocol/console.ts';
import { banReasonOf, isOperatorReason } from '../console/reasons.ts';
import { reportsReasonEnglish } from './reportsReason.ts';
import { BanCache, type StoreVersionSeen } from './banCache.ts';
import { fileReport, type ReportInput } from './reports.ts';
import { hasPendingWarning, warnedUsers } from './warnings.ts';
import { applyDeviceBan, DEVICE_REASON, readBanState, type ActiveBan } from './store.ts';
import { BanStateReads } from './banReads.ts';

export const BANNED_SEARCH = {
  code: 'banned',
  params: { doing: 'search' },
} as const satisfies Refusal;
export const BANNED_REPORT = {
  code: 'banned',
  params: { doing: 'report' },
} as const satisfies Refusal;
export const NOT_YOUR_PARTNER = {
  code: 'not_your_partner',
  params: { action: 'report' },
} as const satisfies Refusal;
export const NOT_YOUR_MATCH = { code: 'not_your_match' } as const satisfies Refusal;
export const WARNED = { code: 'warned' } as const satisfies Refusal;

/** How often connected users' ban state is re-read, so an operator's ban bites promptly. */
export const BAN_SWEEP_MS = 3_000;
/** sockets a sweep walks per turn of the event loop (see sweepOnce) */
const SWEEP_SLICE = 1_000;

export interface ModerationDeps {
  db: Db;
  /** the store's count of other connections' commits, read at the call (Store.bansVersion) */
  bansVersion?: () => number | undefined;
  io: AppServer;
  matches: MatchService;
  onError?: (err: unknown) => void;
  /** a report an operator must see now ("Appears under 18"): the server logs it as a warning */
  onUrgentReport?: (report: { reporterId: string; reportedId: string; matchId: string }) => void;
  /** a report was stored about this person (their standing reads it: standing/book.ts) */
  onReported?: (reportedId: string) => void;
  now?: () => number;
  sweepMs?: number;
  /** sockets a sweep walks per turn of the event loop (default SWEEP_SLICE) */
  sweepSlice?: number;
  /** a trusted proxy names the client's address: reporters then count per address too */
  addressesTrusted?: boolean;
}

export function bannedPayload(ban: ActiveBan, now: number): BannedPayload {
  const { reason, reasonParams, rule, detail } = banReasonOf(ban.reason);
  // English words for older clients: the console stores a reason code, the policy its counts,
  // the CLI may store words of its own; `why` is the same as codes, for every language
  const words = isOperatorReason(ban.reason)
    ? BAN_REASONS[reason].label.toLowerCase()
    : reasonParams
      ? reportsReasonEnglish(reasonParams)
      : ban.reason;
  const notice = {
    code: 'ban_notice',
    params: {
      ms: Math.max(0, ban.expiresAt - now),
      reason: words,
      why: reason,
      ...(reasonParams && {
        count: reasonParams.count,
        hours: reasonParams.hours,
        again: reasonParams.again ? (1 as const) : (0 as const),
      }),
      ...(detail !== null && { detail }),
    },
  } as const;
  return {
    message: textOf(notice),
    banExpiresAt: new Date(ban.expiresAt).toISOString(),
    ...notice,
    reason,
    rule,
  };
}

/**
 * Reports and bans on the live server: files reports, applies the policy, and makes a ban bite
 * at once on this node's sockets (banned event, out of the match and queue, no search). A
 * periodic sweep catches bans and unbans made elsewhere (the operator CLI, another node).
 */
export class Moderation {
  private readonly db: Db;
  /** the reads a search makes where no version vouches for a cache (PostgreSQL), batched */
  private readonly reads: BanStateReads;
  private readonly io: AppServer;
  private readonly matches: MatchService;
  private readonly now: () => number;
  private readonly onError: (err: unknown) => void;
  private readonly onUrgentReport: NonNullable<ModerationDeps['onUrgentReport']>;
  private readonly onReported: NonNullable<ModerationDeps['onReported']>;
  private readonly sweepMs: number;
  private readonly sweepSlice: number;
  private readonly addressesTrusted: boolean;
  private readonly notified = new WeakMap<AppSocket, number>();
  /** people who may have a warning to acknowledge (confirmed in the store before refusing) */
  private warned = new Set<string>();
  private sweeping: Promise<void> | null = null;
  private readonly bans: BanCache;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(deps: ModerationDeps) {
    this.db = deps.db;
    this.reads = new BanStateReads(deps.db);
    this.io = deps.io;
    this.matches = deps.matches;
    this.now = deps.now ?? Date.now;
    this.onError = deps.onError ?? (() => undefined);
    this.onUrgentReport = deps.onUrgentReport ?? (() => undefined);
    this.onReported = deps.onReported ?? (() => undefined);
    this.sweepMs = deps.sweepMs ?? BAN_SWEEP_MS;
    this.sweepSlice = deps.sweepSlice ?? SWEEP_SLICE;
    this.addressesTrusted = deps.addressesTrusted ?? false;
    // without a change signal the cache never trusts itself: every check reads the store
    this.bans = new BanCache({
      db: this.db,
      externalVersion: deps.bansVersion ?? (() => undefined),
    });
  }

  start(): void {
    this.timer = setInterval(() => {
      if (!this.sweeping) void this.sweep();
    }, this.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /**
   * The ban gate of every way into the queue or a call (admission/admission.ts): refuses a
   * banned user, judged on current store state (the ban cache answers for everyone it knows to
   * be free; anyone else is read afresh), and takes them out of their match and the queue.
   */
  async banGate(socket: AppSocket, seen?: StoreVersionSeen): Promise<Refusal | undefined> {
    const ban = await this.banOf(socket, seen);
    if (ban) {
      this.kick(socket, ban);
      return BANNED_SEARCH;
    }
    // an operator's warning waits for the person's next search, until they acknowledge it
    const userId = socket.data.user.id;
    if (!this.warned.has(userId)) return undefined;
    if (await hasPendingWarning(this.db, userId)) return WARNED;
    this.warned.delete(userId);
    return undefined;
  }

  /** An operator warned this person (this node); other nodes learn it at their next sweep. */
  markWarned(userId: string): void {
    this.warned.add(userId);
  }

  /** The ban in force on this socket's person right now (store state), without acting on it. */
  async banOf(socket: AppSocket, seen?: StoreVersionSeen): Promise<ActiveBan | null> {
    const { user, deviceId } = socket.data;
    const now = this.now();
    // a socket's copy that still says banned is re-read: the ban may have been lifted
    if (!isBanned(user, now) && !(await this.bans.mayBeBanned(user, deviceId, now, seen)))
      return null;
    return this.refresh(socket, seen);
  }

  /**
   * Whether a socket's person is banned there, by their account or by the browser it runs in,
   * without acting on it: contacts never see such a socket online (a member on a banned
   * browser can neither search nor call, so showing them online would invite calls that fail).
   * Reads nothing for someone the ban cache knows to be free.
   */
  async shutOut(data: Pick<AppSocket['data'], 'user' | 'deviceId'>): Promise<boolean> {
    const now = this.now();
    if (isBanned(data.user, now)) return true;
    if (!(await this.bans.mayBeBanned(data.user, data.deviceId, now))) return false;
    const state = await readBanState(this.db, data.user.id, data.deviceId, now);
    return !!state?.ban;
  }

  async report(socket: AppSocket, payload: ClientPayload<'reportUser'>): Promise<Refusal | void> {
    if (await this.refresh(socket)) return BANNED_REPORT;
    const reporterId = socket.data.user.id;
    // the match the dialog was opened for names the person; without one (the spec's payload),
    // the socket id must be the current or just-left partner's
    const target = payload.matchId
      ? this.matches.partnerIn(reporterId, payload.matchId)
      : this.matches.reportablePartner(socket.id, payload.reportedSocketId);
    if (!target) return payload.matchId ? NOT_YOUR_MATCH : NOT_YOUR_PARTNER;
    if (target.userId === reporterId) return { code: 'self', params: { action: 'report' } };
    return this.file({
      reporterId,
      reporterDevice: socket.data.deviceId ?? socket.data.user.device_id,
      reporterAddress: this.addressesTrusted ? socket.data.ip || null : null,
      reportedId: target.userId,
      matchId: target.matchId,
      messages: payload.sessionMessages.map((m) => m.trim()).filter(Boolean),
      reason: payload.reason,
      evidence: payload.evidence,
    });
  }

  /**
   * Files a report about the person met in `matchId` (in a call, or later from Recent) and
   * applies the ban policy: the one path every report takes to the moderation queue.
   */
  async file(
    input: Omit<ReportInput, 'now' | 'reporterAddress'> & { reporterAddress: string | null },
  ): Promise<Refusal | void> {
    // the store serialises reports against one user (across nodes too): one burst, one ban
    const outcome = await fileReport(this.db, { ...input, now: this.now() });
    if (!outcome.stored) return outcome.reason;
    this.onReported(input.reportedId);
    if (input.reason === 'under18')
      this.onUrgentReport({
        reporterId: input.reporterId,
        reportedId: input.reportedId,
        matchId: input.matchId,
      });
    if (outcome.ban) await this.sweep();
  }

  /** Whether REST requests' addresses can be trusted (behind a known proxy). */
  get trustsAddresses(): boolean {
    return this.addressesTrusted;
  }

  /** Re-reads the socket's user (and device) from the store; the active ban, if any. */
  async refresh(socket: AppSocket, seen?: StoreVersionSeen): Promise<ActiveBan | null> {
    const now = this.now();
    // a store with no version to trust a cache by (PostgreSQL) reads the age hold here too, so
    // an entry costs one round trip for both gates, not two; and the entries of one turn of the
    // event loop share that trip (banReads.ts)
    const withHold = seen !== undefined && seen.version === undefined;
    const { id } = socket.data.user;
    let state;
    if (withHold) {
      state = await this.reads.read(id, socket.data.deviceId, now);
      if (state) seen.held = state.held;
    } else state = await readBanState(this.db, id, socket.data.deviceId, now);
    if (!state) return null;
    // One read of user and bans; binding a device ban to the guest is the rare write.
    const { user: row, ban } = state;
    const unbound = ban && row.is_anonymous === 1 && (row.banned_until ?? 0) < ban.expiresAt;
    socket.data.user = toSocketUser(
      unbound ? await applyDeviceBan(this.db, row, socket.data.deviceId, now) : row,
    );
    return ban;
  }

  /** Applies the store's current bans to every socket on this node. Serialised. */
  sweep(): Promise<void> {
    const run = (this.sweeping ?? Promise.resolve())
      .then(() => this.sweepOnce())
      .catch((err: unknown) => this.onError(err));
    this.sweeping = run;
    void run.finally(() => {
      if (this.sweeping === run) this.sweeping = null;
    });
    return run;
  }

  /**
   * Walks the live socket map (no copy of it) and lets the event loop turn every
   * `sweepSlice` sockets: at 10,000 sockets one uninterrupted walk held every search for 3–6 ms
   * every few seconds (bench/lean.bench.ts, paced phase). A socket that connects meanwhile is
   * walked too; one that leaves is not.
   */
  private async sweepOnce(): Promise<void> {
    this.warned = new Set([...(await warnedUsers(this.db)), ...this.warned]);
    const sockets = this.io.of('/').sockets;
    if (!sockets.size) return;
    const now = this.now();
    const { byUser, byDevice } = await this.bans.load(now);
    let walked = 0;
    for (const socket of sockets.values()) {
      if (++walked % this.sweepSlice === 0) {
        await new Promise((turn) => setImmediate(turn));
        if (socket.disconnected) continue;
      }
      const user = socket.data.user;
      if (!user) continue;
      let ban = byUser.get(user.id) ?? null;
      if (!ban && byDevice.size) {
        // the browser's cookie (whoever is signed in there), then the device a guest was made on
        const deviceId = socket.data.deviceId;
        const guest = user.is_anonymous === 1;
        const device =
          (deviceId ? byDevice.get(deviceId) : undefined) ??
          (guest && user.device_id ? byDevice.get(user.device_id) : undefined);
        if (device) {
          // a guest is born banned; a member's account stays free elsewhere
          if (guest) socket.data.user = await applyDeviceBan(this.db, user, deviceId, now);
          ban = { expiresAt: device.expiresAt, reason: DEVICE_REASON };
        }
      }
      if (ban) {
        socket.data.user = {
          ...socket.data.user,
          banned_until: ban.expiresAt,
          ban_reason: ban.reason,
        };
        this.kick(socket, ban);
      } else if (isBanned(user, now)) {
        // lifted early by an operator: drop the stale copy
        const fresh = await findUser(this.db, user.id);
        if (fresh) socket.data.user = toSocketUser(fresh);
      }
    }
  }

  /** Out of any match and the queue; told once per ban. */
  private kick(socket: AppSocket, ban: ActiveBan): void {
    this.matches.leave(socket.id, 'banned');
    if (this.notified.get(socket) === ban.expiresAt) return;
    this.notified.set(socket, ban.expiresAt);
    socket.emit('banned', bannedPayload(ban, this.now()));
  }
}
