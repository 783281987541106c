import type { Kysely } from 'kysely';

/**
 * Standing: the calls' own signals about a person (a partner left within 3 s, a call of 60 s
 * or more), by match, account and device; reports, blocks and ratings have their tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('standing_events')
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('standing_events_once', ['match_id', 'user_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('standing_events_user')
    .on('standing_events')
    .columns(['user_id', 'at'])
    .execute();
  await db.schema
    .createIndex('standing_events_device')
    .on('standing_events')
    .columns(['device_id', 'at'])
    .execute();
}
