import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: every change to `bans` (by any node, the operator CLI or plain SQL) is announced
 * on the `matchup_bans` channel with its schema. Nothing listens any more: a NOTIFY reaches a
 * node after the writer's commit returned, too late for an entry in between, so each entry
 * reads the person's row (store/db.ts, bansVersion). Kept: a migration that ran is not edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create function matchup_bans_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('matchup_bans', tg_table_schema);
      return null;
    end $$`.execute(db);
  await sql`create trigger bans_changed after insert or update or delete or truncate on bans
    for each statement execute function matchup_bans_changed()`.execute(db);
}
