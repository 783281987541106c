import type { Kysely } from 'kysely';

/**
 * Spam and the private rating: how many calls each person has had (their links are held in
 * the first five), the likely bots the bot rule found (an item each in the console's queue),
 * and the thumbs up or down people give a partner after a call, by the rated account and
 * device, never shown to the rated person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('call_counts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('calls', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('bot_flags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** the message as the rule compared it (normalised) */
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('partners', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('handled_at', 'bigint')
    .addColumn('handled_by', 'text')
    .execute();
  await db.schema.createIndex('bot_flags_user').on('bot_flags').column('user_id').execute();
  await db.schema
    .createTable('call_ratings')
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('rater_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rated_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rated_device', 'text')
    .addColumn('up', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('call_ratings_once', ['match_id', 'rater_id'])
    .execute();
  await db.schema.createIndex('call_ratings_rated').on('call_ratings').column('rated_id').execute();
  await db.schema
    .createIndex('call_ratings_rated_device')
    .on('call_ratings')
    .column('rated_device')
    .execute();
}
