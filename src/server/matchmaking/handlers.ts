import { normalizeInterests } from '../../shared/rules/interests.ts';
import { countryName } from '../geo/country.ts';
import type { AppSocket, HandlerTable } from '../realtime/handle.ts';
import type { Db } from '../store/db.ts';
import { isBanned } from '../store/users.ts';
import type { MatchService } from './service.ts';

const BANNED = 'You are banned and cannot search until the ban lifts.';

/** The core loop's socket events: search, leave, next, signal relay and chat relay. */
export function matchmakingHandlers({ service, db }: { service: MatchService; db: Db }) {
  return {
    findPartner: async ({ interests }, socket) => {
      if (isBanned(socket.data.user)) return BANNED;
      const parsed = normalizeInterests(interests);
      if (!parsed.ok) return parsed.error;
      await service.search(socket, parsed.interests);
    },

    leave: (_, socket) => service.leave(socket.id, 'left'),

    nextPartner: async (_, socket) => {
      if (isBanned(socket.data.user)) {
        await service.leave(socket.id, 'left');
        return BANNED;
      }
      await service.next(socket);
    },

    signal: ({ partnerId, signal }, socket) => {
      if (service.partnerOf(socket.id) !== partnerId)
        return 'You can only signal your current partner.';
      socket.to(partnerId).emit('signal', { partnerId: socket.id, signal });
    },

    sendMessage: ({ text }, socket) => {
      const partner = service.partnerOf(socket.id);
      if (!partner) return 'You are not in a chat right now.';
      socket.to(partner).emit('receiveMessage', { sender: 'partner', text: text.trim() });
    },

    profileUpdate: async ({ country, countryCode }, socket) => {
      const code = countryCode.toUpperCase();
      if (code === 'UN') return 'countryCode must be a real two-letter country code';
      // Only a fallback: the server's own lookup wins when it found something.
      if (socket.data.country.countryCode !== 'UN') return;
      socket.data.country = { countryCode: code, country: country || countryName(code) };
      await db
        .updateTable('users')
        .set({ country: socket.data.country.country, country_code: code })
        .where('id', '=', socket.data.user.id)
        .execute();
    },
  } satisfies HandlerTable;
}

/** A socket went away: out of the queue and its match, its partner told. */
export function matchmakingDisconnect(service: MatchService, socket: AppSocket): void {
  void service.leave(socket.id, 'disconnected');
  service.forget(socket.id);
}
