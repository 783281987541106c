import { randomUUID } from 'node:crypto';
import type { Db } from '../store/db.ts';

/** A hold in force: the person's account, and the browser they were met on. */
export interface ActiveHold {
  userId: string;
  deviceId: string | null;
  createdAt: number;
}

const generations = new WeakMap<Db, number>();
/** Moves after every hold written or cleared through `db` in this process. */
export const holdsGeneration = (db: Db): number => generations.get(db) ?? 0;
export const holdsWritten = (db: Db) => generations.set(db, holdsGeneration(db) + 1);

/** Every hold in force (few: people waiting for an operator, not a user table). */
export async function activeHolds(db: Db): Promise<ActiveHold[]> {
  const rows = await db
    .selectFrom('age_holds')
    .select(['user_id', 'device_id', 'created_at'])
    .where('cleared_at', 'is', null)
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    deviceId: r.device_id,
    createdAt: Number(r.created_at),
  }));
}

/**
 * The browsers whose hold binds a person: the one in use, and for a guest the one it was made
 * on (as with bans: a fresh guest in a held browser is held; a member's account is held by its
 * own hold, or by the browser in use).
 */
export function devicesOf(
  user: { is_anonymous: number; device_id: string | null },
  deviceId: string | null | undefined,
): string[] {
  const devices = user.is_anonymous === 1 ? [deviceId, user.device_id] : [deviceId];
  return [...new Set(devices.filter((d): d is string => Boolean(d)))];
}

/** Whether a hold binds this account or one of these browsers, read from the store. */
export async function isHeldInStore(db: Db, userId: string, devices: string[]): Promise<boolean> {
  const row = await db
    .selectFrom('age_holds')
    .select('id')
    .where('cleared_at', 'is', null)
    .where((eb) =>
      devices.length
        ? eb.or([eb('user_id', '=', userId), eb('device_id', 'in', devices)])
        : eb('user_id', '=', userId),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The hold in force on this account, if any (the console shows it). */
export async function holdOf(db: Db, userId: string): Promise<ActiveHold | null> {
  const row = await db
    .selectFrom('age_holds')
    .select(['user_id', 'device_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('cleared_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { userId: row.user_id, deviceId: row.device_id, createdAt: Number(row.created_at) }
    : null;
}

/** When the person's last hold was cleared: signals filed before it are spent. */
export async function lastClearedAt(db: Db, userId: string): Promise<number | null> {
  const row = await db
    .selectFrom('age_holds')
    .select((eb) => eb.fn.max('cleared_at').as('at'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.at == null ? null : Number(row.at);
}

/** Writes a hold (inside the caller's transaction: it moves holdsGeneration once committed). */
export async function writeHold(
  db: Db,
  hold: { userId: string; deviceId: string | null },
  now: number,
): Promise<void> {
  await db
    .insertInto('age_holds')
    .values({
      id: randomUUID(),
      user_id: hold.userId,
      device_id: hold.deviceId,
      created_at: now,
      cleared_at: null,
      cleared_by: null,
    })
    .execute();
}

/** An operator cleared the person: every hold on the account ends. False when none was in force. */
export async function clearHold(db: Db, userId: string, by: string, now: number): Promise<boolean> {
  const done = await db
    .updateTable('age_holds')
    .set({ cleared_at: now, cleared_by: by })
    .where('user_id', '=', userId)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
  holdsWritten(db);
  return Number(done.numUpdatedRows) > 0;
}
