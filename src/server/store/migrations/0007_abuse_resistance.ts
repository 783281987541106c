import type { Kysely } from 'kysely';

/**
 * Abuse resistance: who a report came from beyond the account (the browser's device
 * cookie, the client address behind a trusted proxy, member or guest), so that throwaway guest
 * accounts from one browser count once and never ban a member on their own; and the devices
 * each member has used, so that a member's ban also holds the guests of those browsers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('reporter_device', 'text').execute();
  await db.schema.alterTable('reports').addColumn('reporter_address', 'text').execute();
  await db.schema
    .alterTable('reports')
    .addColumn('reporter_member', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_devices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_devices_pk', ['user_id', 'device_id'])
    .execute();
  await db.schema
    .createIndex('user_devices_device')
    .on('user_devices')
    .column('device_id')
    .execute();
}
