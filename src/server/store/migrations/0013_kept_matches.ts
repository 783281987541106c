import type { Kysely } from 'kysely';

/**
 * The live matches of a single node that stops gracefully, read back (and deleted) when it
 * starts again, so a call goes on through a restart (matchmaking/restart.ts). Rows live only
 * for the seconds of a restart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kept_matches')
    .addColumn('match_id', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('kept_at', 'bigint', (c) => c.notNull())
    .execute();
}
