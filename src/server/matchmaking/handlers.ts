import { normalizeInterests } from '../../shared/rules/interests.ts';
import { AGE_REFUSED_MESSAGE, AGE_REQUIRED_MESSAGE } from '../../shared/protocol/index.ts';
import { GAME_REASONS } from '../../shared/protocol/reasons.ts';
import { ageGateStatus, ageSubjectOf } from '../age/gate.ts';
import type { ServerFeature } from '../feature.ts';
import type { AppSocket, HandlerTable } from '../realtime/handle.ts';
import type { Db } from '../store/db.ts';
import type { MatchService } from './service.ts';

/**
 * The core loop's socket events: search, leave, next, resume, signal relay and chat relay (the
 * country fallback, profileUpdate, is the profile feature's). Bans are not
 * checked here: the moderation guard runs before findPartner and nextPartner (one ban gate).
 */
export function matchmakingHandlers({
  service,
  db,
  beforeSearch,
}: {
  service: MatchService;
  db: Db;
  /** runs before the socket queues (the queue learns the person's blocks) */
  beforeSearch?: (socket: AppSocket) => Promise<void> | undefined;
}) {
  return {
    findPartner: async ({ interests }, socket) => {
      const parsed = normalizeInterests(interests);
      if (!parsed.ok) return parsed.error;
      // the 18+ gate holds on the server too: a client that skips the dialog is refused here;
      // an adult stays one, so a socket's later searches skip the check (its digest and cache
      // lookup were ~6% of a search's CPU)
      if (socket.data.adult !== true) {
        const age = await ageGateStatus(db, ageSubjectOf(socket.data.user, socket.data.deviceId));
        if (age.status === 'refused') return AGE_REFUSED_MESSAGE;
        if (age.status === 'unknown') return AGE_REQUIRED_MESSAGE;
        socket.data.adult = true;
      }
      await beforeSearch?.(socket);
      await service.search(socket, parsed.interests);
    },

    leave: (_, socket) => service.leave(socket.id, 'left'),

    nextPartner: async (_, socket) => {
      await beforeSearch?.(socket);
      await service.next(socket);
    },

    signal: ({ partnerId, signal }, socket) => {
      if (service.partnerOf(socket.id) !== partnerId)
        return 'You can only signal your current partner.';
      socket.to(partnerId).emit('signal', { partnerId: socket.id, signal });
    },

    sendMessage: ({ text }, socket) => {
      const partner = service.partnerOf(socket.id);
      if (!partner) return GAME_REASONS.notInChat.text;
      if (service.partnerAway(socket.id))
        return 'Your partner is reconnecting. Try again in a moment.';
      socket.to(partner).emit('receiveMessage', { sender: 'partner', text: text.trim() });
    },

    resumeMatch: ({ matchId }, socket) => service.resume(socket, matchId),

    peerConnected: ({ matchId }, socket) => service.keepForMedia(socket.id, matchId),
  } satisfies HandlerTable;
}

/**
 * Disconnect reasons that may be a blip (network, ping timeout, this server stopping; and a
 * socket the app heartbeat dropped for silence): the match waits for the user to come back. A client that closed its socket on purpose, or a socket the
 * server closed (ban, session revoked, replaced by a resumed one), ends the match at once.
 */
const MAYBE_BACK = new Set([
  'transport close',
  'transport error',
  'ping timeout',
  'server shutting down',
]);

/** A socket went away: out of the queue; its match waits for it or ends, its partner told. */
export function matchmakingDisconnect(
  service: MatchService,
  socket: AppSocket,
  reason: string,
): void {
  const maybeBack = MAYBE_BACK.has(reason) || socket.data.silent === true || service.draining;
  if (!maybeBack || !service.away(socket.id))
    void service.leave(socket.id, 'disconnected').catch(() => undefined);
  service.forget(socket.id, socket.data.user.id);
}

/**
 * What a socket's first search reads from the store (its age check, the person's blocks), read
 * as it connects instead of when its user clicks: the first search then queues at once, and a
 * burst of first searches (a node's users after a restart, say) does not wait in line for the
 * store. Both are cached per person, so a reconnect reads nothing; a failure here is retried
 * by the search itself.
 */
async function prefetch(
  { db, beforeSearch }: Parameters<typeof matchmakingHandlers>[0],
  socket: AppSocket,
): Promise<void> {
  try {
    const age = await ageGateStatus(db, ageSubjectOf(socket.data.user, socket.data.deviceId));
    if (age.status !== 'adult' || !socket.connected) return;
    socket.data.adult = true;
    await beforeSearch?.(socket);
  } catch {
    /* the search reads them again */
  }
}

/** The core loop as a server feature: its events, its disconnects and its queue timer. */
export function matchmakingFeature(deps: Parameters<typeof matchmakingHandlers>[0]): ServerFeature {
  const { service } = deps;
  return {
    name: 'matchmaking',
    handlers: matchmakingHandlers(deps),
    onConnect: (socket) => void prefetch(deps, socket),
    onDisconnect: (socket, reason) => matchmakingDisconnect(service, socket, reason),
    start: () => service.start(),
    // graceful: matching stops (its timer too) and matches wait for their users to come back
    stop: () => service.drain(),
  };
}
