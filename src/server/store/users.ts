import { randomInt, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  GUEST_NAME,
  guestNameOf,
  type GuestName,
  type Provider,
  type PublicUser,
} from '../../shared/protocol/index.ts';
import type { Db } from './db.ts';
import type { UsersTable } from './schema.ts';

export type UserRow = Selectable<UsersTable>;

/**
 * What a live socket keeps of its user: the id and what ban checks read. A whole row per idle
 * socket was a few hundred bytes of heap each, multiplied by every connection.
 */
export type SocketUser = Pick<
  UserRow,
  'id' | 'is_anonymous' | 'device_id' | 'banned_until' | 'ban_reason'
>;

export const toSocketUser = (row: SocketUser): SocketUser => ({
  id: row.id,
  is_anonymous: row.is_anonymous,
  device_id: row.device_id,
  banned_until: row.banned_until,
  ban_reason: row.ban_reason,
});

/** A new account's name seed: random, so its guest name reveals nothing about the account. */
export const newNameSeed = (): number => randomInt(0, GUEST_NAME.seeds);

/**
 * How a person is named on the wire when they have no name of their own (a guest, or a member
 * with neither username nor provider name): their guest name, else nothing.
 */
export function guestNameFor(u: {
  username: string | null;
  display_name: string | null;
  name_seed: number | null;
}): { guestName: GuestName } | Record<string, never> {
  if (u.username !== null || u.display_name !== null || u.name_seed === null) return {};
  return { guestName: guestNameOf(Number(u.name_seed)) };
}

export function isBanned(user: Pick<UserRow, 'banned_until'>, now = Date.now()): boolean {
  return user.banned_until !== null && user.banned_until > now;
}

export function toPublicUser(user: UserRow, now = Date.now()): PublicUser {
  const banned = isBanned(user, now);
  return {
    id: user.id,
    isAnonymous: user.is_anonymous === 1,
    isBanned: banned,
    banExpiresAt: banned && user.banned_until ? new Date(user.banned_until).toISOString() : null,
    displayName: user.display_name,
    email: user.email,
    provider: user.provider as Provider,
  };
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function createGuest(
  db: Db,
  deviceId: string | null,
  now = Date.now(),
): Promise<UserRow> {
  const row = {
    id: randomUUID(),
    provider: 'guest',
    provider_subject: null,
    is_anonymous: 1,
    display_name: null,
    email: null,
    username: null,
    username_lower: null,
    username_changed_at: null,
    country: null,
    country_code: null,
    device_id: deviceId,
    created_at: now,
    last_seen_at: now,
    banned_until: null,
    ban_reason: null,
    ui_locale: null,
    name_seed: newNameSeed(),
  };
  await db.insertInto('users').values(row).execute();
  return { ...row, points_all_time: 0, wins: 0, losses: 0, draws: 0, streak: 0 };
}

export async function touchUser(db: Db, id: string, now = Date.now()): Promise<void> {
  await db.updateTable('users').set({ last_seen_at: now }).where('id', '=', id).execute();
}
