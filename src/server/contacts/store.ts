import { randomUUID } from 'node:crypto';
import { CONTACTS } from '../../shared/protocol/contacts.ts';
import type { Db } from '../store/db.ts';
import { flushMeetings } from './meetings.ts';

/**
 * The contacts' records: mutual contacts (one row per side), the people met lately (Recent)
 * and "Appear offline". Every function takes the store it runs on, so a caller can run several
 * in one transaction.
 */

/**
 * The name a contact is shown by: their username, else their provider name, else "Guest" (for
 * the clients that do not read `guestName`; ours word the guest name instead).
 */
export const nameOf = (u: { username: string | null; display_name: string | null }) =>
  u.username ?? u.display_name ?? 'Guest';

async function side(db: Db, owner: string, other: string, now: number): Promise<string> {
  const row = await db
    .selectFrom('contacts')
    .select('id')
    .where('owner_id', '=', owner)
    .where('other_id', '=', other)
    .executeTakeFirst();
  if (row) {
    await db.updateTable('contacts').set({ last_met_at: now }).where('id', '=', row.id).execute();
    return row.id;
  }
  const id = randomUUID();
  await db
    .insertInto('contacts')
    .values({ id, owner_id: owner, other_id: other, created_at: now, last_met_at: now })
    .execute();
  return id;
}

/** Both sides' rows of a mutual contact; returns the id each side knows the other by. */
export function addMutual(db: Db, a: string, b: string, now: number) {
  return db.transaction().execute(async (trx) => ({
    aSees: await side(trx, a, b, now),
    bSees: await side(trx, b, a, now),
  }));
}

/** Removes the contact between two people on both sides (a removal, a block). */
export async function removePair(db: Db, a: string, b: string): Promise<void> {
  await db
    .deleteFrom('contacts')
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_id', '=', a), eb('other_id', '=', b)]),
        eb.and([eb('owner_id', '=', b), eb('other_id', '=', a)]),
      ]),
    )
    .execute();
}

/** Removes a person from everyone's contacts, and everyone from theirs (an under-18 answer). */
export async function removeEverywhere(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('contacts')
    .select('other_id')
    .where('owner_id', '=', userId)
    .execute();
  await db
    .deleteFrom('contacts')
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('other_id', '=', userId)]))
    .execute();
  return rows.map((r) => r.other_id);
}

/** One contact row of `owner` by its id, with who it is. */
export function contactOf(db: Db, owner: string, contactId: string) {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('owner_id', '=', owner)
    .where('id', '=', contactId)
    .executeTakeFirst();
}

/** The row `owner` keeps for `other`, when they are contacts. */
export function rowFor(db: Db, owner: string, other: string) {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('owner_id', '=', owner)
    .where('other_id', '=', other)
    .executeTakeFirst();
}

/** Everyone who keeps `userId` as a contact, with the id each knows them by. */
export function keptBy(db: Db, userId: string) {
  return db
    .selectFrom('contacts')
    .select(['owner_id', 'id'])
    .where('other_id', '=', userId)
    .execute();
}

/** A person's contacts with what the list shows of each, last met first. */
export async function listOf(db: Db, owner: string) {
  // a guest contact's country comes from Recent (below)
  await flushMeetings(db);
  return db
    .selectFrom('contacts')
    .innerJoin('users', 'users.id', 'contacts.other_id')
    .select([
      'contacts.id',
      'contacts.other_id',
      'contacts.last_met_at',
      'users.username',
      'users.display_name',
      'users.name_seed',
      'users.banned_until',
      // a guest's country is not kept on the account: the one seen at the last meeting (Recent)
      (eb) =>
        eb.fn
          .coalesce(
            'users.country_code',
            eb
              .selectFrom('recent_meetings')
              .select('recent_meetings.country_code')
              .whereRef('recent_meetings.other_id', '=', 'contacts.other_id')
              .where('recent_meetings.user_id', '=', owner)
              .orderBy('recent_meetings.met_at', 'desc')
              .limit(1),
          )
          .as('country_code'),
    ])
    .where('contacts.owner_id', '=', owner)
    .orderBy('contacts.last_met_at', 'desc')
    .execute();
}

/** A declined call: the caller's run of declines grows; the third in a row pauses calling. */
export async function declined(db: Db, rowId: string, now: number): Promise<void> {
  const row = await db
    .selectFrom('contacts')
    .select('declines')
    .where('id', '=', rowId)
    .executeTakeFirst();
  if (!row) return;
  const declines = row.declines + 1;
  await db
    .updateTable('contacts')
    .set(
      declines >= CONTACTS.declinesToPause
        ? { declines: 0, paused_until: now + CONTACTS.pauseMs }
        : { declines },
    )
    .where('id', '=', rowId)
    .execute();
}

/** An answered call ends the run of declines. */
export async function answered(db: Db, rowId: string, now: number): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ declines: 0, last_met_at: now })
    .where('id', '=', rowId)
    .execute();
}

/** The last people met on this account within the keep window, newest first. */
export async function recentOf(db: Db, userId: string, now: number) {
  await flushMeetings(db);
  return db
    .selectFrom('recent_meetings')
    .innerJoin('users', 'users.id', 'recent_meetings.other_id')
    .select([
      'recent_meetings.match_id',
      'recent_meetings.other_id',
      'recent_meetings.country_code',
      'recent_meetings.met_at',
      'users.username',
      'users.display_name',
      'users.provider',
      'users.name_seed',
    ])
    .where('recent_meetings.user_id', '=', userId)
    .where('recent_meetings.met_at', '>', now - CONTACTS.recentKeepMs)
    .orderBy('recent_meetings.met_at', 'desc')
    .limit(CONTACTS.recentMax)
    .execute();
}

/** Whom `userId` met in `matchId`, when it is still in their Recent. */
export async function meetingIn(db: Db, userId: string, matchId: string, now: number) {
  await flushMeetings(db);
  return db
    .selectFrom('recent_meetings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('match_id', '=', matchId)
    .where('met_at', '>', now - CONTACTS.recentKeepMs)
    .executeTakeFirst();
}

/** Retention: Recent entries past the keep window go. */
export async function pruneRecent(db: Db, now: number): Promise<number> {
  await flushMeetings(db);
  const res = await db
    .deleteFrom('recent_meetings')
    .where('met_at', '<=', now - CONTACTS.recentKeepMs)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function appearsOffline(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('presence_settings')
    .select('appear_offline')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.appear_offline === 1;
}

export async function setAppearOffline(db: Db, userId: string, on: boolean): Promise<void> {
  await db
    .insertInto('presence_settings')
    .values({ user_id: userId, appear_offline: on ? 1 : 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ appear_offline: on ? 1 : 0 }))
    .execute();
}

/**
 * A guest signed in to an account that already existed (or a new one): their contacts, Recent
 * and presence setting move to it. Rows the account already has for the same person win.
 */
export async function carryOver(db: Db, guestId: string, memberId: string): Promise<void> {
  if (guestId === memberId) return;
  await flushMeetings(db);
  await db.transaction().execute(async (trx) => {
    const mine = await trx
      .selectFrom('contacts')
      .selectAll()
      .where('owner_id', '=', guestId)
      .execute();
    for (const row of mine) {
      if (row.other_id === memberId) continue;
      const theirs = await trx
        .selectFrom('contacts')
        .select('id')
        .where('owner_id', '=', row.other_id)
        .where('other_id', '=', guestId)
        .executeTakeFirst();
      const taken = await rowFor(trx, memberId, row.other_id);
      if (!taken) await side(trx, memberId, row.other_id, row.last_met_at);
      if (theirs && !(await rowFor(trx, row.other_id, memberId)))
        await side(trx, row.other_id, memberId, row.last_met_at);
    }
    await trx
      .deleteFrom('contacts')
      .where((eb) => eb.or([eb('owner_id', '=', guestId), eb('other_id', '=', guestId)]))
      .execute();
    await trx
      .updateTable('recent_meetings')
      .set({ user_id: memberId })
      .where('user_id', '=', guestId)
      .where('other_id', '!=', memberId)
      .execute();
    await trx
      .updateTable('recent_meetings')
      .set({ other_id: memberId })
      .where('other_id', '=', guestId)
      .where('user_id', '!=', memberId)
      .execute();
  });
}

/** What the export gives a person of their contacts and Recent. */
export async function exportOf(db: Db, userId: string) {
  await flushMeetings(db);
  const [contacts, recent, offline] = await Promise.all([
    db
      .selectFrom('contacts')
      .select(['id', 'created_at', 'last_met_at', 'paused_until'])
      .where('owner_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('recent_meetings')
      .select(['match_id', 'country_code', 'met_at'])
      .where('user_id', '=', userId)
      .orderBy('met_at')
      .execute(),
    appearsOffline(db, userId),
  ]);
  const iso = (t: number | null) => (t === null ? null : new Date(Number(t)).toISOString());
  return {
    contacts: contacts.map((c) => ({
      id: c.id,
      since: iso(c.created_at)!,
      lastMetAt: iso(c.last_met_at)!,
      callsPausedUntil: iso(c.paused_until),
    })),
    recentlyMet: recent.map((r) => ({
      matchId: r.match_id,
      countryCode: r.country_code,
      metAt: iso(r.met_at)!,
    })),
    appearOffline: offline,
  };
}

/** Erasure: every row of the person's contacts, Recent and setting, on both sides. */
export async function eraseOf(db: Db, userId: string): Promise<void> {
  await flushMeetings(db);
  await db
    .deleteFrom('contacts')
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('other_id', '=', userId)]))
    .execute();
  await db
    .deleteFrom('recent_meetings')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('other_id', '=', userId)]))
    .execute();
  await db.deleteFrom('presence_settings').where('user_id', '=', userId).execute();
}
