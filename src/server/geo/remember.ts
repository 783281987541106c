import type { Db } from '../store/db.ts';
import type { UserRow } from '../store/users.ts';
import { UNKNOWN, type Country } from './country.ts';

type Stored = Pick<UserRow, 'id' | 'is_anonymous' | 'country' | 'country_code'>;

/**
 * Keeps a member's looked-up country on the account, so Settings, Connection info and the
 * leaderboard can show it (partners see it live from the lookup). Guests are not stored: their
 * rows are throwaway. Writes only when the country is known and changed. Returns the user as
 * it now stands.
 */
export async function rememberCountry<U extends Stored>(
  db: Db,
  user: U,
  found: Country,
): Promise<U> {
  if (user.is_anonymous === 1 || found.countryCode === UNKNOWN.countryCode) return user;
  if (user.country_code === found.countryCode && user.country === found.country) return user;
  await db
    .updateTable('users')
    .set({ country: found.country, country_code: found.countryCode })
    .where('id', '=', user.id)
    .execute();
  return { ...user, country: found.country, country_code: found.countryCode };
}
