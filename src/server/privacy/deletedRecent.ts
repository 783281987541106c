import { CONTACTS } from '../../shared/protocol/contacts.ts';
import type { Db } from '../store/db.ts';

/**
 * Deleting one's data never erases another person's way to report them (docs/product.md,
 * Contacts): the people a deleted person met keep the meeting in their Recent for its 7 days,
 * naming only the deleted account's anonymous record (no name, no contact, no presence; the
 * country and time they saw). Reports from it count like any other, and the deleted person's
 * device ids wait under that record for the ban those reports may earn (moderation/store.ts
 * writeBan binds every device listed for the banned account). The retention job ends the hold.
 */

/** The latest meeting with `userId` still in someone else's Recent at `now`, if any. */
export async function lastKeptMeeting(db: Db, userId: string, now: number): Promise<number | null> {
  const row = await db
    .selectFrom('recent_meetings')
    .select((eb) => eb.fn.max('met_at').as('last'))
    .where('other_id', '=', userId)
    .where('user_id', '!=', userId)
    .where('met_at', '>', now - CONTACTS.recentKeepMs)
    .executeTakeFirst();
  const last = row?.last;
  // pg answers a bigint aggregate as a string
  return last === null || last === undefined ? null : Number(last);
}

/**
 * Moves the others' Recent entries naming `userId` (those still within their 7 days) to the
 * anonymous record, with the person's devices, until the last of those entries ends.
 */
export async function keepInOthersRecent(
  trx: Db,
  from: { userId: string; devices: readonly string[] },
  anonymousId: string,
  lastMet: number,
  now: number,
): Promise<void> {
  await trx
    .updateTable('recent_meetings')
    .set({ other_id: anonymousId })
    .where('other_id', '=', from.userId)
    .where('user_id', '!=', from.userId)
    .where('met_at', '>', now - CONTACTS.recentKeepMs)
    .execute();
  if (from.devices.length)
    await trx
      .insertInto('user_devices')
      .values(from.devices.map((d) => ({ user_id: anonymousId, device_id: d, last_seen_at: now })))
      .onConflict((oc) => oc.columns(['user_id', 'device_id']).doNothing())
      .execute();
  await trx
    .insertInto('deleted_recent_holds')
    .values({ user_id: anonymousId, until: lastMet + CONTACTS.recentKeepMs })
    .execute();
}

/** Holds whose last Recent entry has ended at `now` (a bounded batch per retention run). */
export function endedHolds(db: Db, now: number, limit: number) {
  return db
    .selectFrom('deleted_recent_holds')
    .select('user_id')
    .where('until', '<=', now)
    .orderBy('until')
    .limit(limit)
    .execute();
}
