import { normalizeInterests } from '../../shared/rules/interests.ts';
import { countryName } from '../geo/country.ts';
import { handle, type AppSocket, type HandleOptions } from '../realtime/handle.ts';
import type { Db } from '../store/db.ts';
import { isBanned } from '../store/users.ts';
import type { MatchService } from './service.ts';

/** The core loop's socket events: search, leave, next, signal relay and chat relay. */
export function registerMatchmaking(
  socket: AppSocket,
  { service, db, options }: { service: MatchService; db: Db; options: HandleOptions },
): void {
  handle(
    socket,
    'findPartner',
    async ({ interests }) => {
      if (isBanned(socket.data.user))
        return 'You are banned and cannot search until the ban lifts.';
      const parsed = normalizeInterests(interests);
      if (!parsed.ok) return parsed.error;
      await service.search(socket, parsed.interests);
    },
    options,
  );

  handle(socket, 'leave', () => service.leave(socket.id, 'left'), options);

  handle(
    socket,
    'nextPartner',
    async () => {
      if (isBanned(socket.data.user)) {
        await service.leave(socket.id, 'left');
        return 'You are banned and cannot search until the ban lifts.';
      }
      await service.next(socket);
    },
    options,
  );

  handle(
    socket,
    'signal',
    ({ partnerId, signal }) => {
      if (service.partnerOf(socket.id) !== partnerId)
        return 'You can only signal your current partner.';
      socket.to(partnerId).emit('signal', { partnerId: socket.id, signal });
    },
    options,
  );

  handle(
    socket,
    'sendMessage',
    ({ text }) => {
      const partner = service.partnerOf(socket.id);
      if (!partner) return 'You are not in a chat right now.';
      socket.to(partner).emit('receiveMessage', { sender: 'partner', text: text.trim() });
    },
    options,
  );

  handle(
    socket,
    'profileUpdate',
    async ({ country, countryCode }) => {
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
    options,
  );

  socket.on('disconnect', () => {
    void service.leave(socket.id, 'disconnected');
    service.forget(socket.id);
  });
}
