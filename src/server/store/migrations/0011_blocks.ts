import type { Kysely } from 'kysely';

/**
 * Blocks: a person never meets someone they blocked again, by account and by device. The
 * queue keeps blocks in memory or Redis; this table is the record they are rebuilt from
 * (after a restart, on any node) and the list Settings shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocker_device', 'text')
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_device', 'text')
    /** where the blocked person called from, as the blocker saw it (the Settings label) */
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blocks_once')
    .on('blocks')
    .columns(['blocker_id', 'blocked_id'])
    .unique()
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').column('blocked_id').execute();
  await db.schema
    .createIndex('blocks_blocker_device')
    .on('blocks')
    .column('blocker_device')
    .execute();
  await db.schema
    .createIndex('blocks_blocked_device')
    .on('blocks')
    .column('blocked_device')
    .execute();
}
