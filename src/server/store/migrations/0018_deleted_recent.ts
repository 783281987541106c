import type { Kysely } from 'kysely';

/**
 * What a deleted account leaves in the Recent of the people it met: its anonymous record
 * (0015) keeps the meeting on the other side for that meeting's 7 days, so they can still
 * report it, and the deleted person's device ids (moved to `user_devices` under the record) so
 * a ban those reports earn binds the same browsers. One row per record says until when; the
 * retention job then removes the device ids, and the record itself when nothing else keeps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deleted_recent_holds')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('until', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deleted_recent_holds_until')
    .on('deleted_recent_holds')
    .column('until')
    .execute();
}
