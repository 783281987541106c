import { normalizeInterests } from '../../shared/rules/interests.ts';
import { normalizeCountryPreference, normalizeLanguages } from '../../shared/rules/languages.ts';
import { ageGateStatus, ageSubjectOf } from '../age/gate.ts';
import type { Admit } from '../admission/admission.ts';
import type { ChatRead } from '../cluster/gameChat.ts';
import type { ServerFeature } from '../feature.ts';
import { countryOfCode } from '../geo/country.ts';
import type { AppSocket, HandlerTable } from '../realtime/handle.ts';
import type { SpamGuard } from '../spam/guard.ts';
import type { Db } from '../store/db.ts';
import type { MatchService } from './service.ts';

/** what a search naming no language and no country keeps on its socket (never changed) */
const NO_AFFINITY: NonNullable<AppSocket['data']['affinity']> = Object.freeze({
  languages: [] as string[],
  prefersCountry: null,
});

/**
 * The core loop's socket events: search, leave, next, resume, signal relay and chat relay (the
 * country fallback, profileUpdate, is the profile feature's). Every way into the queue or a
 * call (search, Next, resume) passes the one admission first: ban, 18+ gate, blocks.
 */
export function matchmakingHandlers({
  service,
  admit,
  ignoreLanguages = false,
  spam,
  game,
}: {
  service: MatchService;
  db: Db;
  /** the gates of every entry path (admission/admission.ts) */
  admit: Admit;
  /** warms what a first search reads (the queue learns the person's blocks) as it connects */
  beforeSearch?: (socket: AppSocket) => Promise<void> | undefined;
  /** a bench pricing languages (benchKnobs.ts): searches queue without them */
  ignoreLanguages?: boolean;
  /** holds the links of someone new or a likely bot behind "Show" (spam/guard.ts) */
  spam?: SpamGuard;
  /**
   * the match's running game reads a chat line first (a guess): games/host/host.ts chat, on
   * the match's owner node (cluster/gameChat.ts)
   */
  game?: { chat(socketId: string, text: string): ChatRead | Promise<ChatRead> };
}) {
  return {
    findPartner: async ({ interests, languages = [], country }, socket) => {
      const parsed = normalizeInterests(interests);
      if (!parsed.ok) return parsed.error;
      // a search that names no language and no country (most of them) reads neither rule
      let affinity = NO_AFFINITY;
      if (languages.length || country) {
        const spoken = normalizeLanguages(languages);
        if (!spoken.ok) return spoken.error;
        const prefers = normalizeCountryPreference(country);
        if (!prefers.ok) return prefers.error;
        // two letters that name no country ('QQ') would be a preference nobody could meet
        if (prefers.country && !countryOfCode(prefers.country))
          return { code: 'bad_country_preference' };
        affinity = { languages: spoken.languages, prefersCountry: prefers.country };
      }
      const refused = await admit(socket, 'search');
      if (refused) return refused;
      if (!ignoreLanguages) socket.data.affinity = affinity;
      await service.search(socket, parsed.interests);
    },

    leave: (_, socket) => service.leave(socket.id, 'left'),

    nextPartner: async (_, socket) => {
      const refused = await admit(socket, 'next');
      // the person asked to leave this partner: refused a new one, they still leave this one
      if (refused) {
        await service.leave(socket.id, 'next');
        return refused;
      }
      return service.next(socket);
    },

    signal: ({ partnerId, signal }, socket) => {
      if (service.partnerOf(socket.id) !== partnerId) return { code: 'signal_not_partner' };
      socket.to(partnerId).emit('signal', { partnerId: socket.id, signal });
    },

    sendMessage: async ({ text }, socket) => {
      const partner = service.partnerOf(socket.id);
      if (!partner) return { code: 'not_in_chat' };
      if (service.seats.partnerAway(socket.id)) return { code: 'partner_reconnecting' };
      const taken = await game?.chat(socket.id, text.trim());
      if (taken === 'taken') return;
      if (taken) return taken;
      // read on another node (the match's owner): the call may have ended meanwhile
      if (service.partnerOf(socket.id) !== partner) return { code: 'not_in_chat' };
      const matchId = socket.data.inMatch;
      const across = matchId && service.partnerIn(socket.data.user.id, matchId);
      if (!spam || !matchId || !across)
        return void socket
          .to(partner)
          .emit('receiveMessage', { sender: 'partner', text: text.trim() });
      const message = await spam.relay(
        socket.id,
        socket.data.user.id,
        matchId,
        across.userId,
        text.trim(),
      );
      // the call ended (or the partner left) while the store answered: nobody to tell
      if (service.partnerOf(socket.id) !== partner) return { code: 'not_in_chat' };
      socket.to(partner).emit('receiveMessage', message);
    },

    resumeMatch: async ({ matchId }, socket) => {
      const partner = service.seats.resumePartner(socket, matchId);
      if (partner) {
        const refused = await admit(socket, 'resume', partner);
        if (refused) {
          // the seat is not taken back: the partner hears at once, not when the grace runs out
          service.seats.abandonSeat(matchId, socket.data.user.id);
          return refused;
        }
      }
      return service.seats.resume(socket, matchId);
    },

    peerConnected: ({ matchId }, socket) => service.seats.keepForMedia(socket.id, matchId),
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
  if (!maybeBack || !service.seats.away(socket.id))
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
