import type { Kysely } from 'kysely';

/**
 * Age signals from partners' devices: an automatic "Appears under 18" report carries the
 * apparent age the reporter's device estimated (whole years; null on every other report), and
 * a person whom two distinct reporters' signals named within a day is held for an operator's
 * review until cleared. A hold binds the account and the browser it was met on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('age_estimate', 'integer').execute();
  await db.schema
    .createTable('age_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('cleared_at', 'bigint')
    .addColumn('cleared_by', 'text')
    .execute();
  await db.schema.createIndex('age_holds_user').on('age_holds').column('user_id').execute();
  await db.schema.createIndex('age_holds_device').on('age_holds').column('device_id').execute();
}
