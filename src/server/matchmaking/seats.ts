import type { Refusal } from '../../shared/protocol/index.ts';
import type { ClusterBus } from '../cluster/bus.ts';
import type { AppSocket } from '../realtime/handle.ts';
import type { GraceHost } from './grace.ts';
import {
  CHAT_ENDED,
  MEDIA_KEEP_MAX_MS,
  type MatchAway,
  type MatchKept,
  type MatchResumed,
} from './match.ts';

/**
 * A seat's side of the grace period, as its socket (or the server) asks for it: going away,
 * being kept while media flows, coming back on a new socket or giving the seat up. Each asks
 * every node through the bus; grace.ts applies the answers on every node alike.
 */
export interface SeatHost extends GraceHost {
  bus: ClusterBus;
  now(): number;
  /** how long a dropped socket's match waits for it (ms) */
  graceMs: number;
  isSearching(socketId: string): boolean;
  stopSearching(socketId: string): Promise<void>;
  /** closes a socket wherever it is connected */
  closeSocket(socketId: string): void;
}

/**
 * A matched socket dropped (network, server restart, drain): the match waits for it for the
 * grace period and the partner hears only "reconnecting". False when it was not matched.
 */
export function away(host: SeatHost, socketId: string): boolean {
  const match = host.bySocket.get(socketId);
  if (!match) return false;
  const seat = match.sockets.indexOf(socketId) as 0 | 1;
  // counted from now, the moment this server lost the socket, whatever the client noticed;
  // cluster-wide even for a match within one node: its user may come back on any node
  const now = host.now();
  host.bus.publish('match:away', {
    match,
    seat,
    deadline: now + host.graceMs,
    limit: now + Math.max(host.graceMs, MEDIA_KEEP_MAX_MS),
  } satisfies MatchAway);
  return true;
}

/**
 * peerConnected: the partner of an away seat still has its media (their peer connection is
 * up), so the seat waits another grace period from now, up to MEDIA_KEEP_MAX_MS past its
 * drop: a call whose video kept playing is not ended for a slow socket reconnect.
 */
export function keepForMedia(host: SeatHost, socketId: string, matchId: string): Refusal | void {
  const match = host.bySocket.get(socketId);
  if (!match || match.id !== matchId) return CHAT_ENDED;
  const seat = match.sockets[0] === socketId ? 1 : 0;
  const away = match.away[seat];
  if (away === null) return; // nobody away: nothing to keep
  const limit = match.awayLimit?.[seat] ?? away;
  const deadline = Math.min(host.now() + host.graceMs, limit);
  if (deadline <= away) return;
  host.bus.publish('match:kept', { matchId, seat, deadline } satisfies MatchKept);
}

/** True while the partner of `socketId` is in its grace period. */
export function partnerAway(host: SeatHost, socketId: string): boolean {
  const match = host.bySocket.get(socketId);
  return !!match && match.away[match.sockets[0] === socketId ? 1 : 0] !== null;
}

/**
 * resumeMatch: the same user, on a new socket (any node), takes back their seat. A seat whose
 * old socket still looks connected (the server has not noticed the drop yet) is taken over
 * and the old socket closed.
 */
export async function resume(
  host: SeatHost,
  socket: AppSocket,
  matchId: string,
): Promise<Refusal | void> {
  const match = host.byId.get(matchId);
  if (!match) return CHAT_ENDED;
  const user = socket.data.user.id;
  const seats = ([0, 1] as const).filter((i) => match.users[i] === user);
  const seat = seats.find((i) => match.away[i] !== null) ?? seats[0];
  if (seat === undefined) return CHAT_ENDED;
  const old = match.sockets[seat];
  if (old === socket.id) return;
  const current = host.bySocket.get(socket.id);
  if (current && current !== match) return { code: 'leave_chat_first' };
  if (host.isSearching(socket.id)) await host.stopSearching(socket.id);
  const wasAway = match.away[seat] !== null;
  host.bus.publish('match:resumed', {
    matchId,
    seat,
    old,
    socketId: socket.id,
    node: host.nodeId,
  } satisfies MatchResumed);
  if (!wasAway) host.closeSocket(old);
}

/**
 * Who a resumeMatch would bring this socket back to (the other seat's account and browser),
 * for the admission's gates; undefined when the socket's user has no seat in that match.
 */
export function resumePartner(
  host: SeatHost,
  socket: AppSocket,
  matchId: string,
): { userId: string; deviceId: string | null } | undefined {
  const match = host.byId.get(matchId);
  const seat = match?.users.indexOf(socket.data.user.id) ?? -1;
  if (!match || seat < 0) return undefined;
  const other = seat === 0 ? 1 : 0;
  return { userId: match.users[other], deviceId: match.devices?.[other] ?? null };
}

/**
 * The user may not take their seat back (the admission refused the resume): the match ends
 * now for everyone, as if they had not come back in time.
 */
export function abandonSeat(host: SeatHost, matchId: string, userId: string): void {
  const match = host.byId.get(matchId);
  const seat = match?.users.indexOf(userId) ?? -1;
  if (match && seat >= 0) host.endFor(match, seat as 0 | 1);
}
