import type { TokenService } from '../auth/tokens.ts';
import type { ServerFeature } from '../feature.ts';
import { countryOfCode } from '../geo/country.ts';
import type { HandlerTable } from '../realtime/handle.ts';
import type { Db } from '../store/db.ts';
import { registerProfileRoutes } from './routes.ts';

/** The profile's socket event: a country the client knows when the server's lookup did not. */
export function profileHandlers({ db }: { db: Db }) {
  return {
    // `country` (the client's free text) is accepted on the wire and dropped: the name shown
    // beside the flag is always the server's, derived from the code
    profileUpdate: async ({ countryCode }, socket) => {
      const known = countryOfCode(countryCode);
      if (!known) return { code: 'unknown_country' };
      // Only a fallback: the server's own lookup wins when it found something.
      if (socket.data.country.countryCode !== 'UN') return;
      socket.data.country = known;
      await db
        .updateTable('users')
        .set({ country: known.country, country_code: known.countryCode })
        .where('id', '=', socket.data.user.id)
        .execute();
    },
  } satisfies HandlerTable;
}

/** `GET/PATCH /api/me`, `PUT /api/me/locale` and the `profileUpdate` socket event. */
export function profileFeature(deps: { db: Db; tokens: TokenService }): ServerFeature {
  return {
    name: 'profile',
    routes: (app) => registerProfileRoutes(app, deps),
    handlers: profileHandlers(deps),
  };
}
