import type { EventEmitter } from 'node:events';
import type { Refusal } from '../../shared/protocol/index.ts';
import type { ClusterBus } from '../cluster/bus.ts';
import type { AppServer } from '../realtime/io.ts';
import type { AppSocket } from '../realtime/handle.ts';
import {
  CHAT_ENDED,
  MEDIA_KEEP_MAX_MS,
  type Match,
  type MatchAway,
  type MatchEvents,
  type MatchKept,
  type MatchResumed,
} from './match.ts';

/** What the seats need from the matchmaking service that owns them. */
export interface SeatsDeps {
  io: AppServer;
  bus: ClusterBus;
  /** where the owner-node events (away, resumed) go: the MatchService */
  events: Pick<EventEmitter<MatchEvents>, 'emit'>;
  now(): number;
  /** how long a dropped socket's match waits for it (ms) */
  graceMs: number;
  /** ends the match for everyone: `seat` did not come back */
  endFor(match: Match, seat: 0 | 1): void;
  /** drops a match on this node only (both seats gone, nobody to tell) */
  forgetHere(match: Match): void;
  /** takes a socket out of the queue; undefined when it was not searching */
  leaveQueue(socketId: string): Promise<void> | undefined;
}

/**
 * The live matches as this node knows them, seat by seat, and their grace period. A seat whose
 * socket dropped is "away" until its deadline: its socket asks every node through the bus
 * (going away, kept while media flows, coming back on a new socket, giving the seat up) and
 * every node applies the answers alike (onAway, onKept, onResumed), so all nodes agree; past
 * the deadline the match ends.
 */
export class Seats {
  private readonly byId = new Map<string, Match>();
  /** live matches by socket id (an away seat's old socket is no longer in it) */
  private readonly bySocket = new Map<string, Match>();
  /** matches with a seat in its grace period, checked on every tick */
  private readonly waiting = new Set<Match>();
  private readonly deps: SeatsDeps;

  constructor(deps: SeatsDeps) {
    this.deps = deps;
    deps.bus.on<MatchAway>('match:away', (msg) => this.onAway(msg));
    deps.bus.on<MatchResumed>('match:resumed', (msg) => this.onResumed(msg));
    deps.bus.on<MatchKept>('match:kept', (msg) => this.onKept(msg));
  }

  private get nodeId(): string {
    return this.deps.bus.nodeId;
  }

  private localSocket(id: string): AppSocket | undefined {
    return this.deps.io.of('/').sockets.get(id);
  }

  /** A match by its id (any node's, once this node heard of it). */
  byMatchId(matchId: string): Match | undefined {
    return this.byId.get(matchId);
  }

  /** The live match a socket sits in. */
  of(socketId: string): Match | undefined {
    return this.bySocket.get(socketId);
  }

  /** Every match this node knows of. */
  all(): Match[] {
    return [...this.byId.values()];
  }

  /** A match was made (every node hears it): known by its id. */
  made(match: Match): void {
    this.byId.set(match.id, match);
  }

  /** A socket of a match just made takes its seat. */
  sit(socketId: string, match: Match): void {
    this.bySocket.set(socketId, match);
  }

  /** A match kept through a restart (restart.ts): its seats are away until their deadlines. */
  adoptKept(match: Match): void {
    this.byId.set(match.id, match);
    this.waiting.add(match);
  }

  /** A match ended (every node hears it): forgotten here; the match, if this node knew it. */
  ended(matchId: string): Match | undefined {
    const match = this.byId.get(matchId);
    if (!match) return undefined;
    this.byId.delete(matchId);
    this.waiting.delete(match);
    for (const socketId of match.sockets)
      if (this.bySocket.get(socketId) === match) this.bySocket.delete(socketId);
    return match;
  }

  /**
   * A matched socket dropped (network, server restart, drain): the match waits for it for the
   * grace period and the partner hears only "reconnecting". False when it was not matched.
   */
  away(socketId: string): boolean {
    const match = this.bySocket.get(socketId);
    if (!match) return false;
    const seat = match.sockets.indexOf(socketId) as 0 | 1;
    // counted from now, the moment this server lost the socket, whatever the client noticed;
    // cluster-wide even for a match within one node: its user may come back on any node
    const now = this.deps.now();
    const { graceMs } = this.deps;
    this.deps.bus.publish('match:away', {
      match,
      seat,
      deadline: now + graceMs,
      limit: now + Math.max(graceMs, MEDIA_KEEP_MAX_MS),
    } satisfies MatchAway);
    return true;
  }

  /**
   * peerConnected: the partner of an away seat still has its media (their peer connection is
   * up), so the seat waits another grace period from now, up to MEDIA_KEEP_MAX_MS past its
   * drop: a call whose video kept playing is not ended for a slow socket reconnect.
   */
  keepForMedia(socketId: string, matchId: string): Refusal | void {
    const match = this.bySocket.get(socketId);
    if (!match || match.id !== matchId) return CHAT_ENDED;
    const seat = match.sockets[0] === socketId ? 1 : 0;
    const away = match.away[seat];
    if (away === null) return; // nobody away: nothing to keep
    const limit = match.awayLimit?.[seat] ?? away;
    const deadline = Math.min(this.deps.now() + this.deps.graceMs, limit);
    if (deadline <= away) return;
    this.deps.bus.publish('match:kept', { matchId, seat, deadline } satisfies MatchKept);
  }

  /** True while the partner of `socketId` is in its grace period. */
  partnerAway(socketId: string): boolean {
    const match = this.bySocket.get(socketId);
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
    const current = this.bySocket.get(socket.id);
    if (current && current !== match) return { code: 'leave_chat_first' };
    const leaving = this.deps.leaveQueue(socket.id);
    if (leaving) await leaving;
    const wasAway = match.away[seat] !== null;
    this.deps.bus.publish('match:resumed', {
      matchId,
      seat,
      old,
      socketId: socket.id,
      node: this.nodeId,
    } satisfies MatchResumed);
    if (!wasAway) this.deps.io.in(old).disconnectSockets(true);
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
    if (match && seat >= 0) this.deps.endFor(match, seat as 0 | 1);
  }

  /**
   * Ends the matches whose grace period ran out. The node of the partner still here ends it
   * for everyone (so it is ended once); a match with both seats gone and expired is dropped by
   * every node on its own (there is nobody to tell).
   */
  expireAway(now = this.deps.now()): void {
    for (const match of [...this.waiting]) {
      const [a0, a1] = match.away;
      const expired = (a: number | null) => a !== null && a <= now;
      if (a0 !== null && a1 !== null) {
        if (expired(a0) && expired(a1)) this.deps.forgetHere(match);
        continue;
      }
      const seat = expired(a0) ? 0 : expired(a1) ? 1 : null;
      if (seat === null) continue;
      const other = seat === 0 ? 1 : 0;
      if (match.nodes[other] === this.nodeId) this.deps.endFor(match, seat);
    }
  }

  /** Runs on every node: the seat's socket is gone for now; its partner is told. */
  private onAway({ match: news, seat, deadline, limit }: MatchAway): void {
    let match = this.byId.get(news.id);
    if (!match) this.byId.set(news.id, (match = news));
    if (match.sockets[seat] !== news.sockets[seat]) return;
    match.shared = true;
    match.away[seat] = deadline;
    match.awayLimit ??= [null, null];
    match.awayLimit[seat] = limit ?? deadline;
    this.waiting.add(match);
    if (this.bySocket.get(match.sockets[seat]) === match) this.bySocket.delete(match.sockets[seat]);
    if (match.owner === this.nodeId) this.deps.events.emit('away', match, seat);
    const other = seat === 0 ? 1 : 0;
    if (match.nodes[other] === this.nodeId && match.away[other] === null)
      this.localSocket(match.sockets[other])?.emit('partnerReconnecting', { matchId: match.id });
  }

  /**
   * Runs on every node: the away seat's partner reports that their peer connection is still up
   * (the call's media never stopped), so the seat's grace period runs longer. Only ever later,
   * so a late message cannot shorten it.
   */
  private onKept({ matchId, seat, deadline }: MatchKept): void {
    const match = this.byId.get(matchId);
    const away = match?.away[seat];
    if (!match || away === null || away === undefined) return;
    match.away[seat] = Math.max(away, deadline);
  }

  /** Runs on every node: the seat is back on a new socket; both sides learn who is who now. */
  private onResumed({ matchId, seat, old, socketId, node }: MatchResumed): void {
    const match = this.byId.get(matchId);
    if (!match || match.sockets[seat] !== old) return;
    if (this.bySocket.get(old) === match) this.bySocket.delete(old);
    match.sockets[seat] = socketId;
    match.nodes[seat] = node;
    // handed over by a draining node with nobody left elsewhere: the first one back hosts it
    if (!match.owner) match.owner = node;
    match.away[seat] = null;
    if (match.awayLimit) match.awayLimit[seat] = null;
    match.shared = true;
    this.bySocket.set(socketId, match);
    if (match.away[0] === null && match.away[1] === null) this.waiting.delete(match);
    if (match.owner === this.nodeId) this.deps.events.emit('resumed', match, seat);
    const other = seat === 0 ? 1 : 0;
    const partnerAway = match.away[other] !== null;
    if (node === this.nodeId)
      this.localSocket(socketId)?.emit('matchResumed', {
        matchId,
        partnerId: match.sockets[other],
        partnerAway,
      });
    if (match.nodes[other] === this.nodeId && !partnerAway)
      this.localSocket(match.sockets[other])?.emit('matchResumed', {
        matchId,
        partnerId: socketId,
        partnerAway: false,
      });
  }
}
