import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: every change to `bans` (by any node, the operator CLI or plain SQL) is announced
 * on the `matchup_bans` channel with its schema, so each node's ban cache reloads at once and
 * the search guard needs no query. SQLite needs nothing: its data_version says the same.
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
