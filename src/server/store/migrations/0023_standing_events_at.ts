import type { Kysely } from 'kysely';

/**
 * Standing: the calls' signals by time alone, so the retention pass removes those older than
 * the standing rule reads without going through the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('standing_events_at').on('standing_events').column('at').execute();
}
