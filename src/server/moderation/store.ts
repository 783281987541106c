import { randomUUID } from 'node:crypto';
import type { Db } from '../store/db.ts';
import type { SocketUser } from '../store/users.ts';

import type { BanSource } from './schema.ts';

export interface ActiveBan {
  expiresAt: number;
  reason: string;
}

export const DEVICE_REASON = 'This browser was banned while using a guest session.';

const generations = new WeakMap<Db, number>();
/** Moves after every ban written through `db` in this process, so a ban cache reloads at once. */
export const bansGeneration = (db: Db): number => generations.get(db) ?? 0;
export const bansWritten = (db: Db) => generations.set(db, bansGeneration(db) + 1);

/** Every ban in force at `now` (few: a moderation table, not a user table). */
export function activeBans(db: Db, now: number) {
  return db
    .selectFrom('bans')
    .select(['user_id', 'device_id', 'expires_at', 'reason'])
    .where('lifted_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/**
 * The browsers whose bans hold this user: the one in use (the socket's or request's cookie),
 * whoever signs in there, and for a guest also the browser it was made on. A member's own
 * browsers are not searched: a ban on one of them binds that browser, not the account.
 */
function devicesOf(user: SocketUser, deviceId: string | null | undefined): string[] {
  const devices = user.is_anonymous === 1 ? [deviceId, user.device_id] : [deviceId];
  return [...new Set(devices.filter((d): d is string => Boolean(d)))];
}

/** The stronger of the account's own ban and a device ban ending at `deviceExpiry`. */
export function banOf(
  user: SocketUser,
  deviceExpiry: number | null,
  now: number,
): ActiveBan | null {
  const own =
    user.banned_until !== null && user.banned_until > now
      ? { expiresAt: user.banned_until, reason: user.ban_reason ?? 'banned' }
      : null;
  if (deviceExpiry !== null && (!own || deviceExpiry > own.expiresAt))
    return { expiresAt: deviceExpiry, reason: DEVICE_REASON };
  return own;
}

/**
 * A socket's user and the ban holding it right now, in one read of the store (the search
 * guard runs it for anyone the ban cache cannot vouch for, and reports run it always).
 * Same rule as activeBanFor. Undefined when the user no longer exists.
 */
export async function readBanState(
  db: Db,
  userId: string,
  deviceId: string | null | undefined,
  now = Date.now(),
): Promise<{ user: SocketUser; ban: ActiveBan | null } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'is_anonymous', 'device_id', 'banned_until', 'ban_reason'])
    .select((eb) =>
      eb
        .selectFrom('bans')
        .select('bans.expires_at')
        .where((w) =>
          w.or([
            w.and([
              w('users.is_anonymous', '=', 1),
              w('bans.device_id', '=', w.ref('users.device_id')),
            ]),
            ...(deviceId ? [w('bans.device_id', '=', deviceId)] : []),
          ]),
        )
        .where('bans.lifted_at', 'is', null)
        .where('bans.expires_at', '>', now)
        .orderBy('bans.expires_at', 'desc')
        .limit(1)
        .as('device_ban_expires_at'),
    )
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { device_ban_expires_at: deviceBan, ...user } = row;
  // pg returns bigint columns of a subquery as strings
  const deviceExpiry = deviceBan === null || deviceBan === undefined ? null : Number(deviceBan);
  return { user, ban: banOf(user, deviceExpiry, now) };
}

/**
 * The ban holding `user` right now, read fresh from the store: the account's own, or one on the
 * browser in use (a member's ban binds every browser they used, whoever signs in there while it
 * is in force; a guest is held by the browser it was made on too). Null when free to match.
 */
export async function activeBanFor(
  db: Db,
  user: SocketUser,
  deviceId: string | null | undefined,
  now = Date.now(),
): Promise<ActiveBan | null> {
  const devices = devicesOf(user, deviceId);
  const row = devices.length
    ? await db
        .selectFrom('bans')
        .select('expires_at')
        .where('device_id', 'in', devices)
        .where('lifted_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('expires_at', 'desc')
        .executeTakeFirst()
    : undefined;
  return banOf(user, row?.expires_at ?? null, now);
}

export interface BanInput {
  userId: string;
  source: BanSource;
  reason: string;
  expiresAt: number;
  now?: number;
}

/** Stores a ban (history row + the user's fast columns) in one transaction. */
export async function recordBan(db: Db, input: BanInput): Promise<ActiveBan> {
  const now = input.now ?? Date.now();
  try {
    return await recordBanIn(db, input, now);
  } finally {
    bansWritten(db);
  }
}

function recordBanIn(db: Db, input: BanInput, now: number): Promise<ActiveBan> {
  return db.transaction().execute((trx) => writeBan(trx, input, now));
}

/** How many of a member's most recent devices a ban binds to. */
export const MEMBER_DEVICES_BOUND = 20;

/**
 * Records a device a member used (a member's ban binds to it); guests are bound already. A
 * member who is banned right now binds the ban to this browser at once.
 */
export async function rememberDevice(
  db: Db,
  user: Pick<SocketUser, 'id' | 'is_anonymous' | 'banned_until' | 'ban_reason'>,
  deviceId: string | null | undefined,
  now = Date.now(),
): Promise<void> {
  if (user.is_anonymous === 1 || !deviceId) return;
  await db
    .insertInto('user_devices')
    .values({ user_id: user.id, device_id: deviceId, last_seen_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'device_id']).doUpdateSet({ last_seen_at: now }))
    .execute();
  if (user.banned_until === null || user.banned_until <= now) return;
  const bound = await db
    .selectFrom('bans')
    .select('id')
    .where('user_id', '=', user.id)
    .where('device_id', '=', deviceId)
    .where('lifted_at', 'is', null)
    .where('expires_at', '>=', user.banned_until)
    .executeTakeFirst();
  if (bound) return;
  await db
    .insertInto('bans')
    .values({
      id: randomUUID(),
      user_id: user.id,
      device_id: deviceId,
      source: 'device',
      reason: user.ban_reason ?? 'banned',
      created_at: now,
      expires_at: user.banned_until,
      lifted_at: null,
    })
    .execute();
  bansWritten(db);
}

/**
 * The ban row, and for a member one more per browser they used, so that logging out and
 * carrying on as a guest, or signing in to another account, in the same browser finds the ban. A
 * deleted account's record gets one per browser kept for it too.
 */
export async function writeBan(trx: Db, input: BanInput, now: number): Promise<ActiveBan> {
  const user = await trx
    .selectFrom('users')
    .select(['is_anonymous', 'device_id', 'banned_until'])
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow();
  const member = user.is_anonymous !== 1;
  const row = (device_id: string | null, source: BanSource) => ({
    id: randomUUID(),
    user_id: input.userId,
    device_id,
    source,
    reason: input.reason,
    created_at: now,
    expires_at: input.expiresAt,
    lifted_at: null,
  });
  const rows = [row(member ? null : user.device_id, input.source)];
  // a member's browsers; for a deleted account still in others' Recent (guest or member), the
  // browsers it used (privacy/deletedRecent.ts); a live guest has none listed
  const used = await trx
    .selectFrom('user_devices')
    .select('device_id')
    .where('user_id', '=', input.userId)
    .orderBy('last_seen_at', 'desc')
    .limit(MEMBER_DEVICES_BOUND)
    .execute();
  const devices = new Set([member ? user.device_id : null, ...used.map((d) => d.device_id)]);
  if (!member) devices.delete(user.device_id);
  for (const d of devices) if (d) rows.push(row(d, 'device'));
  await trx.insertInto('bans').values(rows).execute();
  await trx
    .updateTable('users')
    .set({ banned_until: input.expiresAt, ban_reason: input.reason })
    .where('id', '=', input.userId)
    .execute();
  return { expiresAt: input.expiresAt, reason: input.reason };
}

/**
 * A guest on a banned browser is banned too (a new guest is born banned): records it on the
 * guest so every later check, refresh and the operator CLI see it. Returns the current row.
 */
export async function applyDeviceBan<U extends SocketUser>(
  db: Db,
  user: U,
  deviceId: string | null | undefined,
  now = Date.now(),
): Promise<U> {
  if (user.is_anonymous !== 1) return user;
  const ban = await activeBanFor(db, user, deviceId, now);
  if (!ban || (user.banned_until ?? 0) >= ban.expiresAt) return user;
  await recordBan(db, {
    userId: user.id,
    source: 'device',
    reason: DEVICE_REASON,
    expiresAt: ban.expiresAt,
    now,
  });
  return { ...user, banned_until: ban.expiresAt, ban_reason: DEVICE_REASON };
}

/** Lifts a user's active bans, and those of guests born banned on the same browser. */
export async function liftBans(db: Db, userId: string, now = Date.now()): Promise<number> {
  try {
    return await liftBansIn(db, userId, now);
  } finally {
    bansWritten(db);
  }
}

function liftBansIn(db: Db, userId: string, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('bans')
      .select(['device_id'])
      .where('user_id', '=', userId)
      .where('lifted_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    const devices = [...new Set(own.map((b) => b.device_id).filter((d): d is string => !!d))];
    let query = trx
      .selectFrom('bans')
      .select(['id', 'user_id'])
      .where('lifted_at', 'is', null)
      .where('expires_at', '>', now);
    query = devices.length
      ? query.where((eb) => eb.or([eb('user_id', '=', userId), eb('device_id', 'in', devices)]))
      : query.where('user_id', '=', userId);
    const lifted = await query.execute();
    if (lifted.length) {
      await trx
        .updateTable('bans')
        .set({ lifted_at: now })
        .where(
          'id',
          'in',
          lifted.map((b) => b.id),
        )
        .execute();
    }
    const users = [...new Set([userId, ...lifted.map((b) => b.user_id)])];
    await trx
      .updateTable('users')
      .set({ banned_until: null, ban_reason: null })
      .where('id', 'in', users)
      .execute();
    return lifted.length;
  });
}
