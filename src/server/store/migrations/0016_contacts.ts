import type { Kysely } from 'kysely';

/**
 * Contacts: two people who both chose "Keep in touch" in a call, one row per side (the row's
 * id is the contact id its owner sees); the people met lately on an account (Recent, kept 7
 * days by the retention job); and whether a person appears offline to their contacts. The
 * kept matches (0013) live only for a restart's seconds and reports only name the reported,
 * so neither can serve Recent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_met_at', 'bigint', (c) => c.notNull())
    /** the owner's calls to the other declined in a row, and until when calling is paused */
    .addColumn('declines', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paused_until', 'bigint')
    .execute();
  await db.schema
    .createIndex('contacts_pair')
    .on('contacts')
    .columns(['owner_id', 'other_id'])
    .unique()
    .execute();
  await db.schema.createIndex('contacts_other').on('contacts').column('other_id').execute();

  await db.schema
    .createTable('recent_meetings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('match_id', 'text', (c) => c.notNull())
    /** where the other called from, as the user saw it */
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('met_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recent_meetings_once')
    .on('recent_meetings')
    .columns(['user_id', 'match_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('recent_meetings_other')
    .on('recent_meetings')
    .column('other_id')
    .execute();
  await db.schema
    .createIndex('recent_meetings_met')
    .on('recent_meetings')
    .column('met_at')
    .execute();

  await db.schema
    .createTable('presence_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('appear_offline', 'integer', (c) => c.notNull())
    .execute();
}
