import type { Kysely } from 'kysely';

/** Player totals on the user row, the append-only points ledger, and per-season totals. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('points_all_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('draws', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text')
    .addColumn('match_id', 'text')
    .addColumn('season_id', 'text', (c) => c.notNull())
    .addColumn('total_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One award per (match, game, user): a retried award never counts twice.
  await db.schema
    .createIndex('transactions_award_once')
    .on('transactions')
    .columns(['match_id', 'game_type', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('transactions_user_time')
    .on('transactions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('season_points')
    .addColumn('season_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('season_points_pk', ['season_id', 'user_id'])
    .execute();
}
