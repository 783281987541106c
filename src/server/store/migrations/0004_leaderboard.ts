import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Leaderboard: a sort name that always follows username/display name, keyset indexes for both
 * boards (points desc, name, id), per-board point histograms so a rank is a short sum instead
 * of a count over a million rows, and the per-pair record behind the anti-farming cap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // "C" collation: byte order, the same as SQLite's, and what keyset comparisons use.
  const name = sql`lower(coalesce(username, display_name, ''))`;
  if (pg) {
    await sql`alter table users add column sort_name text collate "C"
      generated always as (${name}) stored`.execute(db);
    await sql`alter table season_points add column sort_name text collate "C" not null default ''`.execute(
      db,
    );
    await sql`create function season_points_follow_name() returns trigger language plpgsql as $$
      begin
        update season_points set sort_name = new.sort_name where user_id = new.id;
        return new;
      end $$`.execute(db);
    await sql`create trigger season_points_follow_name after update of username, display_name
      on users for each row execute function season_points_follow_name()`.execute(db);
  } else {
    await sql`alter table users add column sort_name text
      generated always as (${name}) virtual`.execute(db);
    await sql`alter table season_points add column sort_name text not null default ''`.execute(db);
    await sql`create trigger season_points_follow_name after update of username, display_name
      on users begin
        update season_points set sort_name = lower(coalesce(new.username, new.display_name, ''))
        where user_id = new.id;
      end`.execute(db);
  }

  // Partial indexes: only signed-in players with points are on a board.
  await sql`create index users_board on users (points_all_time desc, sort_name, id)
    where is_anonymous = 0 and points_all_time > 0`.execute(db);
  await sql`create index season_points_board on season_points
    (season_id, points desc, sort_name, user_id) where points > 0`.execute(db);

  await db.schema
    .createTable('leaderboard_counts')
    .addColumn('board', 'text', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaderboard_counts_pk', ['board', 'points'])
    .execute();

  await db.schema
    .createTable('pair_games')
    .addColumn('pair_key', 'text', (c) => c.notNull())
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pair_games_pk', ['pair_key', 'match_id', 'game_type'])
    .execute();
  await db.schema
    .createIndex('pair_games_recent')
    .on('pair_games')
    .columns(['pair_key', 'created_at'])
    .execute();

  // Rows written before this migration (none on a fresh store).
  await sql`update season_points set sort_name =
    coalesce((select u.sort_name from users u where u.id = season_points.user_id), '')`.execute(db);
  await sql`insert into leaderboard_counts (board, points, players)
    select 'all', points_all_time, count(*) from users
    where is_anonymous = 0 and points_all_time > 0 group by points_all_time`.execute(db);
  await sql`insert into leaderboard_counts (board, points, players)
    select season_id, points, count(*) from season_points
    where points > 0 group by season_id, points`.execute(db);
}
