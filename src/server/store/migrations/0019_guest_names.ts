import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Each account's random name seed: a guest is shown by the name it stands for
 * (shared/protocol/guestName.ts). Existing accounts draw theirs here, at random, never from
 * their id, so the name tells nothing about the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('name_seed', 'integer').execute();
  // below 2^31 - 1 (GUEST_NAME.seeds), as a new account draws it
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`update users set name_seed = floor(random() * 2147483647)::integer`.execute(db);
  else await sql`update users set name_seed = abs(random() % 2147483647)`.execute(db);
}
