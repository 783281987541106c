import type { AppSocket } from '../realtime/handle.ts';
import type { Match, MatchAway, MatchKept, MatchResumed } from './match.ts';

/**
 * The grace period's bookkeeping, run on every node from the bus's messages (so all nodes
 * agree): a seat whose socket dropped is "away" until its deadline; the same user coming back
 * on a new socket takes the seat again; past the deadline the match ends.
 */
export interface GraceHost {
  nodeId: string;
  byId: Map<string, Match>;
  /** live matches by socket id (an away seat's old socket is no longer in it) */
  bySocket: Map<string, Match>;
  /** matches with a seat in its grace period */
  waiting: Set<Match>;
  emit(event: 'away' | 'resumed', match: Match, seat: 0 | 1): void;
  localSocket(id: string): AppSocket | undefined;
  /** ends the match for everyone: `seat` did not come back */
  endFor(match: Match, seat: 0 | 1): void;
  /** drops a match on this node only (both seats gone, nobody to tell) */
  forgetHere(match: Match): void;
}

/** Runs on every node: the seat's socket is gone for now; its partner is told. */
export function onAway(host: GraceHost, { match: news, seat, deadline, limit }: MatchAway): void {
  let match = host.byId.get(news.id);
  if (!match) host.byId.set(news.id, (match = news));
  if (match.sockets[seat] !== news.sockets[seat]) return;
  match.shared = true;
  match.away[seat] = deadline;
  match.awayLimit ??= [null, null];
  match.awayLimit[seat] = limit ?? deadline;
  host.waiting.add(match);
  if (host.bySocket.get(match.sockets[seat]) === match) host.bySocket.delete(match.sockets[seat]);
  if (match.owner === host.nodeId) host.emit('away', match, seat);
  const other = seat === 0 ? 1 : 0;
  if (match.nodes[other] === host.nodeId && match.away[other] === null)
    host.localSocket(match.sockets[other])?.emit('partnerReconnecting', { matchId: match.id });
}

/**
 * Runs on every node: the away seat's partner reports that their peer connection is still up
 * (the call's media never stopped), so the seat's grace period runs longer. Only ever later,
 * so a late message cannot shorten it.
 */
export function onKept(host: GraceHost, { matchId, seat, deadline }: MatchKept): void {
  const match = host.byId.get(matchId);
  const away = match?.away[seat];
  if (!match || away === null || away === undefined) return;
  match.away[seat] = Math.max(away, deadline);
}

/** Runs on every node: the seat is back on a new socket; both sides learn who is who now. */
export function onResumed(
  host: GraceHost,
  { matchId, seat, old, socketId, node }: MatchResumed,
): void {
  const match = host.byId.get(matchId);
  if (!match || match.sockets[seat] !== old) return;
  if (host.bySocket.get(old) === match) host.bySocket.delete(old);
  match.sockets[seat] = socketId;
  match.nodes[seat] = node;
  // handed over by a draining node with nobody left elsewhere: the first one back hosts it
  if (!match.owner) match.owner = node;
  match.away[seat] = null;
  if (match.awayLimit) match.awayLimit[seat] = null;
  match.shared = true;
  host.bySocket.set(socketId, match);
  if (match.away[0] === null && match.away[1] === null) host.waiting.delete(match);
  if (match.owner === host.nodeId) host.emit('resumed', match, seat);
  const other = seat === 0 ? 1 : 0;
  const partnerAway = match.away[other] !== null;
  if (node === host.nodeId)
    host.localSocket(socketId)?.emit('matchResumed', {
      matchId,
      partnerId: match.sockets[other],
      partnerAway,
    });
  if (match.nodes[other] === host.nodeId && !partnerAway)
    host.localSocket(match.sockets[other])?.emit('matchResumed', {
      matchId,
      partnerId: socketId,
      partnerAway: false,
    });
}

/**
 * Ends the matches whose grace period ran out. The node of the partner still here ends it
 * for everyone (so it is ended once); a match with both seats gone and expired is dropped by
 * every node on its own (there is nobody to tell).
 */
export function expireAway(host: GraceHost, now: number): void {
  for (const match of [...host.waiting]) {
    const [a0, a1] = match.away;
    const expired = (a: number | null) => a !== null && a <= now;
    if (a0 !== null && a1 !== null) {
      if (expired(a0) && expired(a1)) host.forgetHere(match);
      continue;
    }
    const seat = expired(a0) ? 0 : expired(a1) ? 1 : null;
    if (seat === null) continue;
    const other = seat === 0 ? 1 : 0;
    if (match.nodes[other] === host.nodeId) host.endFor(match, seat);
  }
}
