import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { MATCHING } from '../../shared/constants.ts';
import { textOf, type PartnerFound, type Refusal } from '../../shared/protocol/index.ts';
import { ClusterBus } from '../cluster/bus.ts';
import type { AppServer } from '../realtime/io.ts';
import type { AppSocket } from '../realtime/handle.ts';
import { expireAway, onAway, onKept, onResumed, type GraceHost } from './grace.ts';
import {
  afterNodeDied,
  PARTNER_LEFT,
  MEDIA_KEEP_MAX_MS,
  RECONNECT_GRACE_MS,
  CHAT_ENDED,
  type EndReason,
  type Match,
  type MatchAway,
  type MatchEnded,
  type MatchEvents,
  type MatchMade,
  type MatchKept,
  type MatchResumed,
  skipOf,
} from './match.ts';
import { LastPartners, sideAcross, type MatchSide } from './lastPartners.ts';
import type { MatchServiceOptions } from './serviceOptions.ts';
export type { MatchServiceOptions } from './serviceOptions.ts';
export type { EndReason, GameKind, Match, MatchEvents } from './match.ts';
export { CHAT_ENDED, RECONNECT_GRACE_MS } from './match.ts';
import { type Avoidance, MemoryQueue, type Pair, type SharedQueue } from './queue.ts';

interface Searcher {
  interests: string[];
  /** when the search began: a search queued again after a Redis restart keeps its place */
  joinedAt?: number;
}

/**
 * Matchmaking authority: the queue, the live matches, and the partner relationships every
 * other feature checks (signals, chat, games, reports). Every node keeps its own matches and
 * every match that spans nodes, made and ended through the cluster bus, so these lookups stay
 * synchronous for any socket (or forwarded stand-in) on any node.
 */
export class MatchService extends EventEmitter<MatchEvents> {
  readonly queue: SharedQueue;
  readonly bus: ClusterBus;
  private readonly io: AppServer;
  private readonly now: () => number;
  private readonly skipWithinMs: number;
  private readonly graceMs: number;
  /** matches with a seat in its grace period, checked on every tick */
  private readonly waiting = new Set<Match>();
  private readonly matches = new Map<string, Match>();
  private readonly byId = new Map<string, Match>();
  private readonly searching = new Map<string, Searcher>();
  /** each socket's last partner, for reports just after a chat ended */
  private readonly lastPartners: LastPartners;
  /** each user's socket that searched last on this node, to tell a second tab about the first */
  private readonly lastSearchBy = new Map<string, string>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly grace: GraceHost;
  /** this node is stopping: its sockets' matches wait for them on other nodes */
  draining = false;

  constructor(io: AppServer, options: MatchServiceOptions = {}) {
    super();
    this.io = io;
    this.queue = options.sharedQueue ?? new MemoryQueue(options.queue);
    this.bus = options.bus ?? new ClusterBus('local');
    this.now = options.now ?? Date.now;
    this.lastPartners = new LastPartners(options.recentPartnerMs ?? 10 * 60_000);
    this.skipWithinMs = options.queue?.skipWithinMs ?? MATCHING.skipWithinMs;
    this.graceMs = options.graceMs ?? RECONNECT_GRACE_MS;
    this.bus.on<MatchMade>('match:made', (msg) => this.onMade(msg));
    this.bus.on<MatchEnded>('match:ended', (msg) => this.onEnded(msg));
    this.grace = {
      nodeId: this.nodeId,
      byId: this.byId,
      bySocket: this.matches,
      waiting: this.waiting,
      emit: (event, match, seat) => this.emit(event, match, seat),
      localSocket: (id) => this.localSocket(id),
      endFor: (match, seat) => this.announceEnd(match, match.sockets[seat], 'disconnected'),
      forgetHere: (match) =>
        this.onEnded({ matchId: match.id, by: match.sockets[0], reason: 'disconnected' }),
    };
    this.bus.on<MatchAway>('match:away', (msg) => onAway(this.grace, msg));
    this.bus.on<MatchResumed>('match:resumed', (msg) => onResumed(this.grace, msg));
    this.bus.on<MatchKept>('match:kept', (msg) => onKept(this.grace, msg));
  }

  get nodeId(): string {
    return this.bus.nodeId;
  }

  start(tickMs = 250): void {
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * Graceful stop: no more matching here; every local searcher leaves the queue (they search
   * again once reconnected elsewhere) and every local matched socket goes into its grace
   * period now, announced to all nodes, so a partner on another node is never stranded.
   */
  async drain(): Promise<void> {
    this.draining = true;
    this.stop();
    const local = [...this.io.of('/').sockets.keys()];
    for (const id of local) this.away(id);
    await Promise.all(
      local.filter((id) => this.searching.has(id)).map((id) => this.stopSearching(id)),
    ).catch(() => undefined);
  }

  async tick(): Promise<void> {
    this.expireAway();
    this.lastPartners.prune(this.now());
    try {
      for (const pair of await this.queue.tick(this.now())) this.pairUp(pair);
    } catch {
      /* the store is briefly unreachable: the next tick tries again */
    }
  }

  /** A match by its id (any node's, once this node heard of it). */
  byMatchId(matchId: string): Match | undefined {
    return this.byId.get(matchId);
  }

  /** A match kept through a restart (restart.ts): its seats are away until their deadlines. */
  adoptKept(match: Match): void {
    this.byId.set(match.id, match);
    this.waiting.add(match);
  }

  /** The matches whose game rooms this node hosts. */
  owned(): Match[] {
    return [...this.byId.values()].filter((m) => m.owner === this.nodeId);
  }

  matchOf(socketId: string): Match | undefined {
    return this.matches.get(socketId);
  }

  partnerOf(socketId: string): string | undefined {
    const match = this.matches.get(socketId);
    if (!match) return undefined;
    return match.sockets[0] === socketId ? match.sockets[1] : match.sockets[0];
  }

  /** The current partner, or the one who left within the report window. */
  reportablePartner(socketId: string, partnerSocketId: string) {
    const match = this.matches.get(socketId);
    if (match && this.partnerOf(socketId) === partnerSocketId) {
      const i = match.sockets.indexOf(partnerSocketId);
      return { userId: match.users[i]!, matchId: match.id };
    }
    return this.lastPartners.find(socketId, partnerSocketId, this.now());
  }

  /**
   * Who sat across from `userId` in `matchId`: a match they are in now, or one that ended
   * within the report window. Undefined when they were not in it (or it is long gone), so a
   * report or block names the person its dialog was opened for, never whoever is there now.
   */
  partnerIn(userId: string, matchId: string): MatchSide | undefined {
    const live = this.byId.get(matchId);
    if (live) return sideAcross(live, userId);
    return this.lastPartners.across(userId, matchId, this.now());
  }

  isSearching(socketId: string): boolean {
    return this.searching.has(socketId);
  }

  /**
   * findPartner: leaves any current match, then queues (ignored while already searching). The
   * skip of the partner left (or `skip`, one just left by nextPartner) goes to the store with
   * the search itself: the skipper is not in the queue before it is recorded, so the two still
   * never meet again, and a Next costs one store trip rather than two.
   */
  async search(socket: AppSocket, interests: string[], skip?: Avoidance): Promise<void> {
    if (this.searching.has(socket.id)) return;
    this.noteOtherTab(socket);
    const joinedAt = this.now();
    this.searching.set(socket.id, { interests, joinedAt });
    const ended = this.endMatchNow(socket.id, 'next') ?? skip;
    let pair: Pair | null;
    try {
      pair = await this.queue.join(this.entryOf(socket, interests, joinedAt), ended);
    } catch (err) {
      // the queue is out of reach (Redis restarting): not searching, so a retry can search
      this.searching.delete(socket.id);
      throw err;
    }
    // The socket may have left or gone while the queue answered.
    if (!this.searching.has(socket.id) || socket.disconnected) {
      if (pair) this.pairUp(pair);
      else await this.queue.leave(socket.id);
      return;
    }
    if (pair) this.pairUp(pair);
  }

  private entryOf(socket: AppSocket, interests: string[], joinedAt: number) {
    return {
      socketId: socket.id,
      userId: socket.data.user.id,
      ...(socket.data.deviceId ? { deviceId: socket.data.deviceId } : {}),
      interests,
      joinedAt,
      node: this.nodeId,
      country: socket.data.country.country,
      countryCode: socket.data.country.countryCode,
      guest: socket.data.user.is_anonymous === 1,
    };
  }

  /**
   * The shared queue is back after an outage and may have lost everything (a Redis restart):
   * this node's searchers join it again, in their old places; `prime` first feeds each one's
   * blocks. Joining is idempotent, so a queue that kept its state loses nothing either.
   */
  async requeue(prime: (socket: AppSocket) => Promise<void> | undefined): Promise<void> {
    const sockets = this.io.of('/').sockets;
    for (const [id, searcher] of [...this.searching]) {
      const socket = sockets.get(id);
      if (!socket || this.draining) continue;
      await prime(socket);
      const pair = await this.queue.join(
        this.entryOf(socket, searcher.interests, searcher.joinedAt ?? this.now()),
      );
      // as in search(): the socket may have left or gone while the queue answered
      if (pair) this.pairUp(pair);
      else if (!this.searching.has(id) || socket.disconnected) await this.queue.leave(id);
    }
  }

  /** nextPartner: leave the partner and search again with the same interests. */
  async next(socket: AppSocket): Promise<void> {
    const interests = this.searching.get(socket.id)?.interests ?? socket.data.lastInterests ?? [];
    const skip = this.endMatchNow(socket.id, 'next');
    await this.stopSearching(socket.id);
    await this.search(socket, interests, skip);
  }

  /** Leaves the queue and any match. */
  async leave(socketId: string, reason: EndReason = 'left'): Promise<void> {
    await this.endMatch(socketId, reason);
    await this.stopSearching(socketId);
  }

  private async stopSearching(socketId: string): Promise<void> {
    this.searching.delete(socketId);
    await this.queue.leave(socketId);
  }

  private pairUp(pair: Pair): void {
    const { first, second } = pair;
    const match: Match = {
      id: randomUUID(),
      sockets: [first.socketId, second.socketId],
      users: [first.userId, second.userId],
      nodes: [first.node ?? this.nodeId, second.node ?? this.nodeId],
      devices: [first.deviceId ?? null, second.deviceId ?? null],
      countries: [first, second].map((e) => ({
        country: e.country ?? 'Unknown',
        countryCode: e.countryCode ?? 'UN',
      })) as NonNullable<Match['countries']>,
      // a participant's node hosts the game rooms, so a dead owner always ends the match too
      owner: first.node ?? this.nodeId,
      startedAt: this.now(),
      game: null,
      away: [null, null],
    };
    const found = (partner: typeof first, polite: boolean): PartnerFound => ({
      partnerId: partner.socketId,
      commonInterests: pair.commonInterests,
      country: partner.country ?? 'Unknown',
      countryCode: partner.countryCode ?? 'UN',
      polite,
      matchId: match.id,
      partnerIsGuest: partner.guest === true,
    });
    this.announce(match, 'match:made', {
      match,
      found: [found(second, false), found(first, true)],
      interests: [first.interests, second.interests],
    } satisfies MatchMade);
  }

  /**
   * Match news reaches every node only when the match spans nodes. A match of two sockets on
   * this node concerns no other node (not even if this node dies: its sockets go with it), and
   * not publishing it spares Redis and every node a message for 1 in N matches.
   */
  private announce(match: Match, type: string, payload: MatchMade | MatchEnded): void {
    const here = !match.shared && match.nodes[0] === this.nodeId && match.nodes[1] === this.nodeId;
    this.bus.publish(type, payload, here ? 'local' : 'cluster');
  }

  /** Runs on every node: record the match, tell this node's sockets who their partner is. */
  private onMade({ match, found, interests }: MatchMade): void {
    this.byId.set(match.id, match);
    match.sockets.forEach((id, i) => {
      this.matches.set(id, match);
      if (match.nodes[i] !== this.nodeId) return;
      this.searching.delete(id);
      const socket = this.io.of('/').sockets.get(id);
      if (!socket) {
        // gone between queueing and pairing: undo the match, the partner searches again
        this.announceEnd(match, id, 'disconnected');
        return;
      }
      socket.data.lastInterests = interests[i];
      socket.emit('partnerFound', found[i]!);
    });
    if (match.owner === this.nodeId && this.byId.has(match.id)) this.emit('matched', match);
  }

  /**
   * Ends the socket's match. A skip (Next, Disconnect) is recorded in the queue first, so
   * neither side can be paired with the other again by the time either searches.
   */
  private async endMatch(socketId: string, reason: EndReason): Promise<void> {
    const match = this.matches.get(socketId);
    if (!match) return;
    const now = this.now();
    const skip = skipOf(match, socketId, reason, now + this.skipWithinMs);
    if (skip)
      await this.queue.avoid(skip, now).catch(() => {
        /* the store is briefly unreachable: the match still ends; the old rule applies */
      });
    if (this.matches.get(socketId) === match) this.announceEnd(match, socketId, reason);
  }

  private announceEnd(match: Match, by: string, reason: EndReason): void {
    this.announce(match, 'match:ended', { matchId: match.id, by, reason } satisfies MatchEnded);
  }

  /** Ends the socket's match at once; returns the skip, which the caller records with its join. */
  private endMatchNow(socketId: string, reason: EndReason): Avoidance | undefined {
    const match = this.matches.get(socketId);
    if (!match) return undefined;
    this.announceEnd(match, socketId, reason);
    return skipOf(match, socketId, reason, this.now() + this.skipWithinMs);
  }

  /** Runs on every node: forget the match, tell this node's remaining socket. */
  private onEnded({ matchId, by, reason }: MatchEnded): void {
    const match = this.byId.get(matchId);
    if (!match) return;
    this.byId.delete(matchId);
    this.waiting.delete(match);
    for (const socketId of match.sockets)
      if (this.matches.get(socketId) === match) this.matches.delete(socketId);
    this.lastPartners.ended(match, this.now());
    if (match.owner === this.nodeId) this.emit('ended', match, by, reason);
    const partnerIndex = match.sockets[0] === by ? 1 : 0;
    if (match.nodes[partnerIndex] === this.nodeId) {
      this.io
        .of('/')
        .sockets.get(match.sockets[partnerIndex])
        ?.emit('partnerDisconnected', {
          reason: textOf(PARTNER_LEFT[reason]),
          ...PARTNER_LEFT[reason],
        });
    }
  }

  /** Ends every match with a socket on a node that died (scale-out). */
  endMatchesOfNode(node: string): void {
    for (const match of [...this.byId.values()]) {
      const ended = afterNodeDied(match, node);
      if (ended) this.bus.publish('match:ended', ended);
    }
  }

  /**
   * A matched socket dropped (network, server restart, drain): the match waits for it for the
   * grace period and the partner hears only "reconnecting". False when it was not matched.
   */
  away(socketId: string): boolean {
    const match = this.matches.get(socketId);
    if (!match) return false;
    const seat = match.sockets.indexOf(socketId) as 0 | 1;
    // counted from now, the moment this server lost the socket, whatever the client noticed;
    // cluster-wide even for a match within one node: its user may come back on any node
    const now = this.now();
    this.bus.publish('match:away', {
      match,
      seat,
      deadline: now + this.graceMs,
      limit: now + Math.max(this.graceMs, MEDIA_KEEP_MAX_MS),
    } satisfies MatchAway);
    return true;
  }

  /**
   * peerConnected: the partner of an away seat still has its media (their peer connection is
   * up), so the seat waits another grace period from now, up to MEDIA_KEEP_MAX_MS past its
   * drop: a call whose video kept playing is not ended for a slow socket reconnect.
   */
  keepForMedia(socketId: string, matchId: string): Refusal | void {
    const match = this.matches.get(socketId);
    if (!match || match.id !== matchId) return CHAT_ENDED;
    const seat = match.sockets[0] === socketId ? 1 : 0;
    const away = match.away[seat];
    if (away === null) return; // nobody away: nothing to keep
    const limit = match.awayLimit?.[seat] ?? away;
    const deadline = Math.min(this.now() + this.graceMs, limit);
    if (deadline <= away) return;
    this.bus.publish('match:kept', { matchId, seat, deadline } satisfies MatchKept);
  }

  /** True while the partner of `socketId` is in its grace period. */
  partnerAway(socketId: string): boolean {
    const match = this.matches.get(socketId);
    return !!match && match.away[match.sockets[0] === socketId ? 1 : 0] !== null;
  }

  /**
   * resumeMatch: the same user, on a new socket (any node), takes back their seat. A seat whose
   * old socket still looks connected (the server has not noticed the drop yet) is taken over
   * and the old socket closed.
   */
  async resume(socket: AppSocket, matchId: string): Promise<Refusal | void> {
    const match = this.byId.get(matchId);
    if (!match) return CHAT_ENDED;
    const user = socket.data.user.id;
    const seats = ([0, 1] as const).filter((i) => match.users[i] === user);
    const seat = seats.find((i) => match.away[i] !== null) ?? seats[0];
    if (seat === undefined) return CHAT_ENDED;
    const old = match.sockets[seat];
    if (old === socket.id) return;
    const current = this.matches.get(socket.id);
    if (current && current !== match) return { code: 'leave_chat_first' };
    if (this.searching.has(socket.id)) await this.stopSearching(socket.id);
    const wasAway = match.away[seat] !== null;
    this.bus.publish('match:resumed', {
      matchId,
      seat,
      old,
      socketId: socket.id,
      node: this.nodeId,
    } satisfies MatchResumed);
    if (!wasAway) this.io.in(old).disconnectSockets(true);
  }

  /**
   * Who a resumeMatch would bring this socket back to (the other seat's account and browser),
   * for the admission's gates; undefined when the socket's user has no seat in that match.
   */
  resumePartner(
    socket: AppSocket,
    matchId: string,
  ): { userId: string; deviceId: string | null } | undefined {
    const match = this.byId.get(matchId);
    const seat = match?.users.indexOf(socket.data.user.id) ?? -1;
    if (!match || seat < 0) return undefined;
    const other = seat === 0 ? 1 : 0;
    return { userId: match.users[other], deviceId: match.devices?.[other] ?? null };
  }

  /**
   * The user may not take their seat back (the admission refused the resume): the match ends
   * now for everyone, as if they had not come back in time.
   */
  abandonSeat(matchId: string, userId: string): void {
    const match = this.byId.get(matchId);
    const seat = match?.users.indexOf(userId) ?? -1;
    if (match && seat >= 0) this.announceEnd(match, match.sockets[seat as 0 | 1], 'disconnected');
  }

  /** Ends the matches whose grace period ran out (see grace.ts). */
  expireAway(now = this.now()): void {
    expireAway(this.grace, now);
  }

  private localSocket(id: string) {
    return this.io.of('/').sockets.get(id);
  }

  /**
   * The same account searching in a second tab (on this node) while its first tab searches or
   * is in a chat is told so: two tabs of one person compete for matches and confuse them.
   */
  private noteOtherTab(socket: AppSocket): void {
    const user = socket.data.user.id;
    const prev = this.lastSearchBy.get(user);
    if (
      prev &&
      prev !== socket.id &&
      (this.searching.has(prev) || this.matches.has(prev)) &&
      this.localSocket(prev)?.connected
    )
      socket.emit('notice', {
        code: 'openInAnotherTab',
        message: textOf({ code: 'openInAnotherTab' }),
      });
    this.lastSearchBy.set(user, socket.id);
  }

  /** Forgets per-socket memory once a socket is gone. */
  forget(socketId: string, userId?: string): void {
    this.lastPartners.forget(socketId);
    if (userId && this.lastSearchBy.get(userId) === socketId) this.lastSearchBy.delete(userId);
  }
}
