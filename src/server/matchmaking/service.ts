import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import { ClusterBus } from '../cluster/bus.ts';
import type { AppServer } from '../realtime/io.ts';
import type { AppSocket } from '../realtime/handle.ts';
import { MemoryQueue, type Pair, type QueueOptions, type SharedQueue } from './queue.ts';

export type GameKind = 'trivia' | 'laugh';

/** A live pairing of two sockets. The server is the authority for who is whose partner. */
export interface Match {
  id: string;
  sockets: [string, string];
  users: [string, string];
  /** the node each socket is connected to */
  nodes: [string, string];
  /** the node that made the match; its game rooms live there */
  owner: string;
  startedAt: number;
  /** the one game running in this match, if any (trivia and laugh lock each other out) */
  game: GameKind | null;
}

export type EndReason = 'left' | 'next' | 'disconnected' | 'banned';

export interface MatchEvents {
  matched: [match: Match];
  /** `by` is the socket that ended it. Fired on the match's owner node. */
  ended: [match: Match, by: string, reason: EndReason];
}

export interface MatchServiceOptions {
  queue?: Partial<QueueOptions>;
  /** a shared queue (Redis) instead of the in-memory one */
  sharedQueue?: SharedQueue;
  /** the bus to the other nodes; a local one by default */
  bus?: ClusterBus;
  now?: () => number;
  /** how long a just-left partner can still be reported (ms) */
  recentPartnerMs?: number;
}

interface Searcher {
  interests: string[];
}

const PARTNER_LEFT: Record<EndReason, string> = {
  left: 'Partner left the chat',
  next: 'Partner left the chat',
  disconnected: 'Partner disconnected',
  banned: 'Partner left the chat',
};

interface MatchMade {
  match: Match;
  found: [PartnerFound, PartnerFound];
  interests: [string[], string[]];
}
interface MatchEnded {
  matchId: string;
  by: string;
  reason: EndReason;
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
  private readonly recentPartnerMs: number;
  private readonly matches = new Map<string, Match>();
  private readonly byId = new Map<string, Match>();
  private readonly searching = new Map<string, Searcher>();
  private readonly lastPartner = new Map<
    string,
    { socketId: string; userId: string; matchId: string; at: number }
  >();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(io: AppServer, options: MatchServiceOptions = {}) {
    super();
    this.io = io;
    this.queue = options.sharedQueue ?? new MemoryQueue(options.queue);
    this.bus = options.bus ?? new ClusterBus('local');
    this.now = options.now ?? Date.now;
    this.recentPartnerMs = options.recentPartnerMs ?? 10 * 60_000;
    this.bus.on<MatchMade>('match:made', (msg) => this.onMade(msg));
    this.bus.on<MatchEnded>('match:ended', (msg) => this.onEnded(msg));
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

  async tick(): Promise<void> {
    try {
      for (const pair of await this.queue.tick(this.now())) this.pairUp(pair);
    } catch {
      /* the store is briefly unreachable: the next tick tries again */
    }
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
    const last = this.lastPartner.get(socketId);
    if (last && last.socketId === partnerSocketId && this.now() - last.at < this.recentPartnerMs) {
      return { userId: last.userId, matchId: last.matchId };
    }
    return undefined;
  }

  isSearching(socketId: string): boolean {
    return this.searching.has(socketId);
  }

  /** findPartner: leaves any current match, then queues (ignored while already searching). */
  async search(socket: AppSocket, interests: string[]): Promise<void> {
    if (this.searching.has(socket.id)) return;
    this.endMatch(socket.id, 'next');
    this.searching.set(socket.id, { interests });
    const pair = await this.queue.join({
      socketId: socket.id,
      userId: socket.data.user.id,
      interests,
      joinedAt: this.now(),
      node: this.nodeId,
      country: socket.data.country.country,
      countryCode: socket.data.country.countryCode,
    });
    // The socket may have left or gone while the queue answered.
    if (!this.searching.has(socket.id) || socket.disconnected) {
      if (pair) this.pairUp(pair);
      else await this.queue.leave(socket.id);
      return;
    }
    if (pair) this.pairUp(pair);
  }

  /** nextPartner: leave the partner and search again with the same interests. */
  async next(socket: AppSocket): Promise<void> {
    const interests = this.searching.get(socket.id)?.interests ?? socket.data.lastInterests ?? [];
    this.endMatch(socket.id, 'next');
    await this.stopSearching(socket.id);
    await this.search(socket, interests);
  }

  /** Leaves the queue and any match. */
  async leave(socketId: string, reason: EndReason = 'left'): Promise<void> {
    this.endMatch(socketId, reason);
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
      // a participant's node hosts the game rooms, so a dead owner always ends the match too
      owner: first.node ?? this.nodeId,
      startedAt: this.now(),
      game: null,
    };
    const found = (partner: typeof first, polite: boolean): PartnerFound => ({
      partnerId: partner.socketId,
      commonInterests: pair.commonInterests,
      country: partner.country ?? 'Unknown',
      countryCode: partner.countryCode ?? 'UN',
      polite,
      matchId: match.id,
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
    const here = match.nodes[0] === this.nodeId && match.nodes[1] === this.nodeId;
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
        this.announce(match, 'match:ended', {
          matchId: match.id,
          by: id,
          reason: 'disconnected',
        } satisfies MatchEnded);
        return;
      }
      socket.data.lastInterests = interests[i];
      socket.emit('partnerFound', found[i]!);
    });
    if (match.owner === this.nodeId && this.byId.has(match.id)) this.emit('matched', match);
  }

  private endMatch(socketId: string, reason: EndReason): void {
    const match = this.matches.get(socketId);
    if (match)
      this.announce(match, 'match:ended', {
        matchId: match.id,
        by: socketId,
        reason,
      } satisfies MatchEnded);
  }

  /** Runs on every node: forget the match, tell this node's remaining socket. */
  private onEnded({ matchId, by, reason }: MatchEnded): void {
    const match = this.byId.get(matchId);
    if (!match) return;
    this.byId.delete(matchId);
    const at = this.now();
    const [s0, s1] = match.sockets;
    const [u0, u1] = match.users;
    if (this.matches.get(s0) === match) this.matches.delete(s0);
    if (this.matches.get(s1) === match) this.matches.delete(s1);
    this.lastPartner.set(s0, { socketId: s1, userId: u1, matchId, at });
    this.lastPartner.set(s1, { socketId: s0, userId: u0, matchId, at });
    if (match.owner === this.nodeId) this.emit('ended', match, by, reason);
    const partnerIndex = match.sockets[0] === by ? 1 : 0;
    if (match.nodes[partnerIndex] === this.nodeId) {
      this.io
        .of('/')
        .sockets.get(match.sockets[partnerIndex])
        ?.emit('partnerDisconnected', { reason: PARTNER_LEFT[reason] });
    }
  }

  /** Ends every match with a socket on a node that died (scale-out). */
  endMatchesOfNode(node: string): void {
    for (const match of [...this.byId.values()]) {
      const i = match.nodes.indexOf(node);
      if (i >= 0)
        this.bus.publish('match:ended', {
          matchId: match.id,
          by: match.sockets[i]!,
          reason: 'disconnected',
        } satisfies MatchEnded);
    }
  }

  /** Forgets per-socket memory once a socket is gone for good. */
  forget(socketId: string): void {
    setTimeout(() => this.lastPartner.delete(socketId), this.recentPartnerMs).unref();
  }
}
