import { EventEmitter } from 'node:events';
import { MATCHING } from '../../shared/constants.ts';
import { textOf, type Refusal } from '../../shared/protocol/index.ts';
import { ClusterBus } from '../cluster/bus.ts';
import type { AppServer } from '../realtime/io.ts';
import type { AppSocket } from '../realtime/handle.ts';
import {
  afterNodeDied,
  CONTACT_CALL_ENDED,
  markContactCall,
  matchMade,
  PARTNER_LEFT,
  RECONNECT_GRACE_MS,
  type EndReason,
  type Match,
  type MatchEnded,
  type MatchEvents,
  type MatchMade,
  skipOf,
} from './match.ts';
import { LastPartners, sideAcross, type CallSpan, type MatchSide } from './lastPartners.ts';
import type { MatchServiceOptions } from './serviceOptions.ts';
export type { MatchServiceOptions } from './serviceOptions.ts';
export type { EndReason, GameKind, Match, MatchEvents } from './match.ts';
export { CHAT_ENDED, RECONNECT_GRACE_MS } from './match.ts';
import type { Avoidance } from './avoidances.ts';
import { MemoryQueue, type Pair, type QueueEntry, type SharedQueue } from './queue.ts';
import { entryOf, OtherTabs, type Searcher } from './searchers.ts';
import { Seats } from './seats.ts';

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
  private readonly slowLane: ((socket: AppSocket) => boolean) | undefined;
  /**
   * the live matches seat by seat and their grace period: a dropped socket's seat waits for it
   * (away, keepForMedia, partnerAway, resume, resumePartner, abandonSeat, expireAway)
   */
  readonly seats: Seats;
  private readonly searching = new Map<string, Searcher>();
  /** each socket's last partner, for reports just after a chat ended */
  private readonly lastPartners: LastPartners;
  private readonly otherTabs = new OtherTabs();
  private readonly localSocket = (id: string) => this.io.of('/').sockets.get(id);
  private timer: ReturnType<typeof setInterval> | undefined;
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
    this.slowLane = options.slowLane;
    this.bus.on<MatchMade>('match:made', (msg) => this.onMade(msg));
    this.bus.on<MatchEnded>('match:ended', (msg) => this.onEnded(msg));
    this.seats = new Seats({
      io,
      bus: this.bus,
      events: this,
      now: () => this.now(),
      graceMs: options.graceMs ?? RECONNECT_GRACE_MS,
      endFor: (match, seat) => this.announceEnd(match, match.sockets[seat], 'disconnected'),
      forgetHere: (match) =>
        this.onEnded({ matchId: match.id, by: match.sockets[0], reason: 'disconnected' }),
      leaveQueue: (id) => (this.searching.has(id) ? this.stopSearching(id) : undefined),
    });
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
    for (const id of local) this.seats.away(id);
    await Promise.all(
      local.filter((id) => this.searching.has(id)).map((id) => this.stopSearching(id)),
    ).catch(() => undefined);
  }

  async tick(): Promise<void> {
    this.seats.expireAway();
    this.lastPartners.prune(this.now());
    try {
      for (const pair of await this.queue.tick(this.now())) this.pairUp(pair);
    } catch {
      /* the store is briefly unreachable: the next tick tries again */
    }
  }

  /** The matches whose game rooms this node hosts. */
  owned(): Match[] {
    return this.seats.all().filter((m) => m.owner === this.nodeId);
  }

  matchOf(socketId: string): Match | undefined {
    return this.seats.of(socketId);
  }

  partnerOf(socketId: string): string | undefined {
    const match = this.seats.of(socketId);
    if (!match) return undefined;
    return match.sockets[0] === socketId ? match.sockets[1] : match.sockets[0];
  }

  /** The current partner, or the one who left within the report window. */
  reportablePartner(socketId: string, partnerSocketId: string) {
    const match = this.seats.of(socketId);
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
    const live = this.seats.byMatchId(matchId);
    if (live) return sideAcross(live, userId);
    return this.lastPartners.across(userId, matchId, this.now());
  }

  /** `partnerIn`, with when that call began and ended (null while it runs): for rateCall. */
  callIn(userId: string, matchId: string): CallSpan | undefined {
    const live = this.seats.byMatchId(matchId);
    if (!live) return this.lastPartners.call(userId, matchId, this.now());
    const side = sideAcross(live, userId);
    return side && { ...side, startedAt: live.startedAt, endedAt: null };
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
    this.otherTabs.note(
      socket,
      (prev) =>
        (this.searching.has(prev) || !!this.seats.of(prev)) && !!this.localSocket(prev)?.connected,
    );
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

  /** The socket's search as the queue holds it, in the person's lane. */
  private entryOf(socket: AppSocket, interests: string[], joinedAt: number): QueueEntry {
    const entry = entryOf(socket, interests, joinedAt, this.nodeId);
    if (this.slowLane?.(socket)) entry.slow = true;
    return entry;
  }

  /**
   * nextPartner: leave the partner and search again with the same interests. From a call with
   * a contact it only leaves: a person who took a call from someone they know never lands in a
   * stranger's call they did not ask for (a search starts from Home, with findPartner).
   */
  async next(socket: AppSocket): Promise<Refusal | void> {
    if (this.seats.of(socket.id)?.contact) {
      await this.leave(socket.id, 'left');
      return CONTACT_CALL_ENDED;
    }
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

  /**
   * A call to a contact was answered: the pair becomes a match as the queue's pairs do (on the
   * bus, so the two may sit on different nodes), partnerFound naming each side's contact.
   */
  connect(pair: Pair, contactIds: [string, string]): void {
    for (const side of [pair.first, pair.second])
      void this.queue.leave(side.socketId).catch(() => undefined);
    this.pairUp(pair, contactIds);
  }

  private pairUp(pair: Pair, contactIds?: [string, string]): void {
    const made = matchMade(pair, this.nodeId, this.now());
    if (contactIds) markContactCall(made, contactIds);
    this.announce(made.match, 'match:made', made);
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
    this.seats.made(match);
    let gone: string | undefined;
    match.sockets.forEach((id, i) => {
      this.seats.sit(id, match);
      if (match.nodes[i] !== this.nodeId) return;
      this.searching.delete(id);
      const socket = this.localSocket(id);
      if (!socket) {
        gone = id;
        return;
      }
      socket.data.lastInterests = interests[i];
      socket.data.inMatch = match.id;
      socket.emit('partnerFound', found[i]!);
    });
    // A seat's socket went between queueing (or a contact's answer) and pairing: the match is
    // undone once both seats are taken. Undone from inside the loop, before the second seat,
    // it seated that one in a match already ended: their socket stayed "in a match" for good
    // (a contact calling them heard contact_busy) and they met a partner who never came.
    if (gone) this.announceEnd(match, gone, 'disconnected');
    if (match.owner === this.nodeId && this.seats.byMatchId(match.id)) this.emit('matched', match);
  }

  /**
   * Ends the socket's match. A skip (Next, Disconnect) is recorded in the queue first, so
   * neither side can be paired with the other again by the time either searches.
   */
  private async endMatch(socketId: string, reason: EndReason): Promise<void> {
    const match = this.seats.of(socketId);
    if (!match) return;
    const now = this.now();
    const skip = skipOf(match, socketId, reason, now + this.skipWithinMs);
    if (skip)
      await this.queue.avoid(skip, now).catch(() => {
        /* the store is briefly unreachable: the match still ends; the old rule applies */
      });
    if (this.seats.of(socketId) === match) this.announceEnd(match, socketId, reason);
  }

  private announceEnd(match: Match, by: string, reason: EndReason): void {
    this.announce(match, 'match:ended', { matchId: match.id, by, reason } satisfies MatchEnded);
  }

  /** Ends the socket's match at once; returns the skip, which the caller records with its join. */
  private endMatchNow(socketId: string, reason: EndReason): Avoidance | undefined {
    const match = this.seats.of(socketId);
    if (!match) return undefined;
    this.announceEnd(match, socketId, reason);
    return skipOf(match, socketId, reason, this.now() + this.skipWithinMs);
  }

  /** Runs on every node: forget the match, tell this node's remaining socket. */
  private onEnded({ matchId, by, reason }: MatchEnded): void {
    const match = this.seats.ended(matchId);
    if (!match) return;
    for (const socketId of match.sockets) {
      const local = this.io.of('/').sockets.get(socketId);
      // set, not deleted: deleting a field can turn the object into a slower dictionary
      if (local?.data.inMatch === matchId) local.data.inMatch = undefined;
    }
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
    for (const match of this.seats.all()) {
      const ended = afterNodeDied(match, node);
      if (ended) this.bus.publish('match:ended', ended);
    }
  }

  /** Forgets per-socket memory once a socket is gone. */
  forget(socketId: string, userId?: string): void {
    this.lastPartners.forget(socketId);
    this.otherTabs.forget(socketId, userId);
  }
}
