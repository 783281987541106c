import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { flushMeetings } from '../contacts/meetings.ts';
import { flushCallEvents } from '../standing/eventLog.ts';
import { eraseOf as eraseContactsOf } from '../contacts/store.ts';
import { sessionsRevoked } from '../auth/sessionLive.ts';
import { bansWritten, recordBan } from '../moderation/store.ts';
import type { Db } from '../store/db.ts';
import type { SocketUser } from '../store/users.ts';
import { APPEALS, type AppealsData } from './appeals.ts';
import { keepInOthersRecent, lastKeptMeeting } from './deletedRecent.ts';

/** The provider of the anonymous record a deleted account leaves behind (never signs in). */
export const DELETED_PROVIDER = 'deleted';

export interface Erased {
  /**
   * the anonymous record that now holds what must outlive the person (their points, so every
   * board keeps its sums; bans, so deletion is no way out of one; counted reports and appeals;
   * the meetings still in other people's Recent, so they can still report them); null when
   * nothing needed keeping
   */
  anonymousId: string | null;
}

/**
 * Deletes a person: their account row, sessions, devices, blocks they made, age-gate answers,
 * pair records, their contacts (both sides), their own Recent and any kept match. What other
 * people or the service still rely on moves to a fresh anonymous record with no name, e-mail,
 * provider id or country:
 * - points transactions and season totals (the leaderboards' sums and ranks stay as they were);
 * - bans (a ban in force keeps its device, so the same browser stays banned; an ended ban
 *   loses it);
 * - reports made or received (for the counts; their chat lines, evidence, device and address
 *   go, except that an escalated report keeps its chat lines and evidence);
 * - blocks others made against them (the blocker still never meets that browser again);
 * - an under-18 answer on their browser while it still holds (it works like a ban), and an age
 *   review hold in force (its browser stays held until an operator clears it);
 * - the meetings in other people's Recent still within their 7 days (shown as "deleted
 *   account", reportable), with the person's device ids until the last of them ends, so a ban
 *   those reports earn binds their browsers (deletedRecent.ts; retention ends the hold).
 * Undefined when no such user exists.
 */
export async function eraseUser(
  db: Db,
  userId: string,
  now: number,
  appeals: AppealsData = APPEALS,
): Promise<Erased | undefined> {
  // meetings of the last second still wait in memory: the others' Recent must hold them first
  await flushMeetings(db);
  // the same for calls' standing signals: written now, erased with the rest below
  await flushCallEvents(db);
  try {
    return await db.transaction().execute((trx) => eraseIn(trx, userId, now, appeals));
  } finally {
    // the session cache and the ban caches of this process reload at once
    sessionsRevoked(db);
    bansWritten(db);
  }
}

async function eraseIn(
  trx: Db,
  userId: string,
  now: number,
  appeals: AppealsData,
): Promise<Erased | undefined> {
  const user = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const used = await trx
    .selectFrom('user_devices')
    .select('device_id')
    .where('user_id', '=', userId)
    .execute();
  const devices = [
    ...new Set([user.device_id, ...used.map((d) => d.device_id)].filter((d): d is string => !!d)),
  ];

  const lastMet = await lastKeptMeeting(trx, userId, now);
  const keep = lastMet !== null || (await mustKeep(trx, userId, appeals));
  const anonymousId = keep ? randomUUID() : null;
  if (anonymousId) {
    await trx
      .insertInto('users')
      .values({
        id: anonymousId,
        provider: DELETED_PROVIDER,
        provider_subject: null,
        is_anonymous: user.is_anonymous,
        display_name: null,
        email: null,
        username: null,
        username_lower: null,
        username_changed_at: null,
        country: null,
        country_code: null,
        device_id: null,
        created_at: now,
        last_seen_at: now,
        banned_until: null,
        ban_reason: null,
        ui_locale: null,
        points_all_time: user.points_all_time,
        wins: user.wins,
        losses: user.losses,
        draws: user.draws,
        streak: user.streak,
      })
      .execute();
    await trx
      .updateTable('transactions')
      .set({ user_id: anonymousId })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .withTables<{ season_points: { sort_name: string } }>()
      .updateTable('season_points')
      .set({ user_id: anonymousId, sort_name: '' })
      .where('user_id', '=', userId)
      .execute();
    // an escalated report (child safety) keeps its chat lines and evidence for the hotline
    // report; it moves to the anonymous record like any other
    await trx
      .updateTable('reports')
      .set({ messages: '[]', evidence: null })
      .where((eb) => eb.or([eb('reporter_id', '=', userId), eb('reported_id', '=', userId)]))
      .where('escalated_at', 'is', null)
      .execute();
    await trx
      .updateTable('reports')
      .set({ reporter_id: anonymousId, reporter_device: null, reporter_address: null })
      .where('reporter_id', '=', userId)
      .execute();
    await trx
      .updateTable('reports')
      .set({ reported_id: anonymousId })
      .where('reported_id', '=', userId)
      .execute();
    await trx
      .updateTable('bans')
      .set({ user_id: anonymousId })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('bans')
      .set({ device_id: null })
      .where('user_id', '=', anonymousId)
      .where((eb) => eb.or([eb('lifted_at', 'is not', null), eb('expires_at', '<=', now)]))
      .execute();
    await trx
      .updateTable('blocks')
      .set({ blocked_id: anonymousId })
      .where('blocked_id', '=', userId)
      .execute();
    // an age review hold in force keeps its browser held, as a ban does
    await trx
      .updateTable('age_holds')
      .set({ user_id: anonymousId })
      .where('user_id', '=', userId)
      .where('cleared_at', 'is', null)
      .execute();
    await appeals.erase(trx, userId, anonymousId);
    if (lastMet !== null)
      await keepInOthersRecent(trx, { userId, devices }, anonymousId, lastMet, now);
  }

  await trx.deleteFrom('blocks').where('blocker_id', '=', userId).execute();
  await trx.deleteFrom('age_holds').where('user_id', '=', userId).execute();
  // contacts name the person on both sides: both sides' rows go, with the person's own Recent
  // (the others' entries within their 7 days moved to the anonymous record above)
  await eraseContactsOf(trx, userId);
  // a warning only matters to the person's next search; an operator's role ends with the account
  await trx.deleteFrom('warnings').where('user_id', '=', userId).execute();
  await trx.deleteFrom('operators').where('user_id', '=', userId).execute();
  await trx.deleteFrom('age_checks').where('subject', '=', `user:${userId}`).execute();
  if (devices.length) {
    await trx
      .deleteFrom('age_checks')
      .where(
        'subject',
        'in',
        devices.map((d) => `device:${d}`),
      )
      .where((eb) =>
        eb.or([eb('adult', '=', 1), eb('retry_at', 'is', null), eb('retry_at', '<=', now)]),
      )
      .execute();
  }
  // the pair record behind the anti-farming cap names both players
  await trx.deleteFrom('pair_games').where('pair_key', 'like', `%${userId}%`).execute();
  await trx.deleteFrom('kept_matches').where('body', 'like', `%${userId}%`).execute();
  await trx.deleteFrom('user_devices').where('user_id', '=', userId).execute();
  await trx.deleteFrom('refresh_sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  return { anonymousId };
}

/** Whether anything of the person must outlive them (see eraseUser; retention asks it again). */
export async function mustKeep(
  trx: Db,
  userId: string,
  appeals: AppealsData = APPEALS,
): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select
      (select count(*) from transactions where user_id = ${userId})
    + (select count(*) from season_points where user_id = ${userId})
    + (select count(*) from bans where user_id = ${userId})
    + (select count(*) from reports where reporter_id = ${userId} or reported_id = ${userId})
    + (select count(*) from blocks where blocked_id = ${userId}) as n`.execute(trx);
  return Number(rows[0]?.n ?? 0) > 0 || (await appeals.has(trx, userId));
}

/**
 * A member signing in on a browser that still carries the ban of an account deleted there is
 * banned too, until that ban ends: otherwise deleting the account and signing in again with the
 * same provider would be a way out of it. (Guests are held by every device ban already.)
 */
export async function holdDeletedAccountBan<U extends SocketUser>(
  db: Db,
  user: U,
  deviceId: string | null | undefined,
  now = Date.now(),
): Promise<U> {
  if (user.is_anonymous === 1 || !deviceId) return user;
  const left = await db
    .selectFrom('bans')
    .innerJoin('users', 'users.id', 'bans.user_id')
    .select(['bans.expires_at', 'bans.reason'])
    .where('users.provider', '=', DELETED_PROVIDER)
    .where('bans.device_id', '=', deviceId)
    .where('bans.lifted_at', 'is', null)
    .where('bans.expires_at', '>', now)
    .orderBy('bans.expires_at', 'desc')
    .executeTakeFirst();
  if (!left || (user.banned_until ?? 0) >= left.expires_at) return user;
  await recordBan(db, {
    userId: user.id,
    source: 'device',
    reason: left.reason,
    expiresAt: left.expires_at,
    now,
  });
  return { ...user, banned_until: left.expires_at, ban_reason: left.reason };
}
