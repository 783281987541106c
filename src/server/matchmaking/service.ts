import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import type { AppServer } from '../realtime/io.ts';
import type { AppSocket } from '../realtime/handle.ts';
import { MatchQueue, type Pair, type QueueOptions } from './queue.ts';

export type GameKind = 'trivia' | 'laugh';

/** A live pairing of two sockets. The server is the authority for who is whose partner. */
export interface Match {
  id: string;
  sockets: [string, string];
  users: [string, string];
  startedAt: number;
  /** the one game running in this match, if any (trivia and laugh lock each other out) */
  game: GameKind | null;
}

export type EndReason = 'left' | 'next' | 'disconnected' | 'banned';

export interface MatchEvents {
  matched: [match: Match];
  /** `by` is the socket that ended it */
  ended: [match: Match, by: string, reason: EndReason];
}

export interface MatchServiceOptions {
  queue?: Partial<QueueOptions>;
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

/**
 * Matchmaking authority for one process: the queue, the live matches, and the partner
 * relationships every other feature checks (signals, chat, games, reports).
 */
export class MatchService extends EventEmitter<MatchEvents> {
  readonly queue: MatchQueue;
  private readonly io: AppServer;
  private readonly now: () => number;
  private readonly recentPartnerMs: number;
  private readonly matches = new Map<string, Match>();
  private readonly searching = new Map<string, Searcher>();
  private readonly lastPartner = new Map<
    string,
    { socketId: string; userId: string; matchId: string; at: number }
  >();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(io: AppServer, options: MatchServiceOptions = {}) {
    super();
    this.io = io;
    this.queue = new MatchQueue(options.queue);
    this.now = options.now ?? Date.now;
    this.recentPartnerMs = options.recentPartnerMs ?? 10 * 60_000;
  }

  start(tickMs = 250): void {
    this.timer = setInterval(() => this.tick(), tickMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  tick(): void {
    for (const pair of this.queue.tick(this.now())) this.pairUp(pair);
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
  search(socket: AppSocket, interests: string[]): void {
    if (this.searching.has(socket.id)) return;
    this.endMatch(socket.id, 'next');
    this.searching.set(socket.id, { interests });
    socket.emit('searching', { interests });
    const pair = this.queue.join({
      socketId: socket.id,
      userId: socket.data.user.id,
      interests,
      joinedAt: this.now(),
    });
    if (pair) this.pairUp(pair);
  }

  /** nextPartner: leave the partner and search again with the same interests. */
  next(socket: AppSocket): void {
    const interests = this.searching.get(socket.id)?.interests ?? socket.data.lastInterests ?? [];
    this.endMatch(socket.id, 'next');
    this.stopSearching(socket.id);
    this.search(socket, interests);
  }

  /** Leaves the queue and any match. */
  leave(socketId: string, reason: EndReason = 'left'): void {
    this.stopSearching(socketId);
    this.endMatch(socketId, reason);
  }

  private stopSearching(socketId: string): void {
    this.searching.delete(socketId);
    this.queue.leave(socketId);
  }

  private pairUp(pair: Pair): void {
    const a = this.io.of('/').sockets.get(pair.first.socketId);
    const b = this.io.of('/').sockets.get(pair.second.socketId);
    this.searching.delete(pair.first.socketId);
    this.searching.delete(pair.second.socketId);
    // A socket that vanished between queueing and pairing: put the other back.
    if (!a || !b) {
      for (const [s, entry] of [
        [a, pair.first],
        [b, pair.second],
      ] as const) {
        if (s) this.search(s, entry.interests);
      }
      return;
    }
    const match: Match = {
      id: randomUUID(),
      sockets: [a.id, b.id],
      users: [a.data.user.id, b.data.user.id],
      startedAt: this.now(),
      game: null,
    };
    this.matches.set(a.id, match);
    this.matches.set(b.id, match);
    this.queue.remember(match.users[0], match.users[1], match.startedAt);
    a.data.lastInterests = pair.first.interests;
    b.data.lastInterests = pair.second.interests;
    const found = (partner: AppSocket, polite: boolean): PartnerFound => ({
      partnerId: partner.id,
      commonInterests: pair.commonInterests,
      country: partner.data.country.country,
      countryCode: partner.data.country.countryCode,
      polite,
      matchId: match.id,
    });
    a.emit('partnerFound', found(b, false));
    b.emit('partnerFound', found(a, true));
    this.emit('matched', match);
  }

  private endMatch(socketId: string, reason: EndReason): void {
    const match = this.matches.get(socketId);
    if (!match) return;
    const partner = this.partnerOf(socketId)!;
    this.matches.delete(match.sockets[0]);
    this.matches.delete(match.sockets[1]);
    const at = this.now();
    const [s0, s1] = match.sockets;
    const [u0, u1] = match.users;
    this.lastPartner.set(s0, { socketId: s1, userId: u1, matchId: match.id, at });
    this.lastPartner.set(s1, { socketId: s0, userId: u0, matchId: match.id, at });
    this.emit('ended', match, socketId, reason);
    this.io.to(partner).emit('partnerDisconnected', { reason: PARTNER_LEFT[reason] });
  }

  /** Forgets per-socket memory once a socket is gone for good. */
  forget(socketId: string): void {
    setTimeout(() => this.lastPartner.delete(socketId), this.recentPartnerMs).unref();
  }
}
