import type { Kysely } from 'kysely';

/**
 * The app language a member chose, kept on the account so that another browser opens in it
 * too (null until they choose; guests keep theirs in the browser only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('ui_locale', 'text').execute();
}
