import { randomUUID } from 'node:crypto';
import { deviceIdentity, type Avoidance } from '../matchmaking/avoidances.ts';
import type { Db } from '../store/db.ts';
import type { BlocksTable } from './schema.ts';

export type BlockRow = BlocksTable;

/** One side of a block: the account, and the browser it used when known. */
export interface Party {
  userId: string;
  deviceId: string | null;
}

/** Records a block; blocking the same account again changes nothing. */
export async function addBlock(
  db: Db,
  blocker: Party,
  blocked: Party,
  where: { country: string; countryCode: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('blocks')
    .values({
      id: randomUUID(),
      blocker_id: blocker.userId,
      blocker_device: blocker.deviceId,
      blocked_id: blocked.userId,
      blocked_device: blocked.deviceId,
      country: where.country,
      country_code: where.countryCode,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

/** Every block this person is on either side of, by account or by device. */
export function blocksInvolving(db: Db, party: Party): Promise<BlockRow[]> {
  return db
    .selectFrom('blocks')
    .selectAll()
    .where((eb) => {
      const ors = [eb('blocker_id', '=', party.userId), eb('blocked_id', '=', party.userId)];
      if (party.deviceId)
        ors.push(
          eb('blocker_device', '=', party.deviceId),
          eb('blocked_device', '=', party.deviceId),
        );
      return eb.or(ors);
    })
    .execute();
}

/** The blocks a person made, newest first (Settings), with what names the blocked person. */
export function blocksBy(db: Db, blockerId: string) {
  return db
    .selectFrom('blocks')
    .leftJoin('users', 'users.id', 'blocks.blocked_id')
    .selectAll('blocks')
    .select(['users.username', 'users.display_name', 'users.name_seed'])
    .where('blocks.blocker_id', '=', blockerId)
    .orderBy('blocks.created_at', 'desc')
    .limit(500)
    .execute();
}

/** Removes one of the blocker's own blocks; the removed row, or undefined when none. */
export async function removeBlock(
  db: Db,
  blockerId: string,
  id: string,
): Promise<BlockRow | undefined> {
  const row = await db
    .selectFrom('blocks')
    .selectAll()
    .where('id', '=', id)
    .where('blocker_id', '=', blockerId)
    .executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom('blocks').where('id', '=', id).execute();
  return row;
}

const identitiesOf = (userId: string, deviceId: string | null) =>
  deviceId ? [userId, deviceIdentity(deviceId)] : [userId];

/** The queue's permanent avoidances for one block: each identity of one side against the other's. */
export function avoidancesOf(row: BlockRow): Avoidance[] {
  const out: Avoidance[] = [];
  for (const by of identitiesOf(row.blocker_id, row.blocker_device))
    for (const other of identitiesOf(row.blocked_id, row.blocked_device))
      out.push({ by, other, until: null });
  return out;
}
