import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { seasonIdOf, seasonRange, shiftMonth } from '../../shared/rules/season.ts';
import type { Db } from '../store/db.ts';
import { demoProfile, prng, userRow } from './demoPlayers.ts';
import { isPostgres } from './ledger.ts';
import { ALL_TIME_BOARD, type BoardColumns } from './schema.ts';
import type { SeedOptions } from './seed.ts';

async function insertBatches<T>(db: Db, table: string, rows: T[], size: number): Promise<void> {
  const bdb = db.withTables<BoardColumns>() as unknown as Db;
  for (let i = 0; i < rows.length; i += size) {
    await bdb
      .insertInto(table as 'users')
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/**
 * Many players fast: per-season totals drawn at random, written in batched inserts with one
 * ledger row per player and season, so totals still equal the sum of transactions.
 */
export async function seedBulk(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now ?? Date.now();
  const random = prng(options.seed ?? 1);
  // Random-key index inserts thrash SQLite's default 2 MB page cache once indexes outgrow it.
  if (!isPostgres(db)) await sql`pragma cache_size = -262144`.execute(db);
  const counts = new Map<string, Map<number, number>>();
  const count = (board: string, points: number) => {
    const m = counts.get(board) ?? counts.set(board, new Map()).get(board)!;
    m.set(points, (m.get(points) ?? 0) + 1);
  };
  const seasons = Array.from({ length: options.seasons }, (_, s) =>
    shiftMonth(seasonIdOf(now), -s),
  );
  const chunk = 20_000;
  for (let from = 0; from < options.players; from += chunk) {
    const users: object[] = [];
    const seasonRows: object[] = [];
    const ledger: object[] = [];
    for (let i = from; i < Math.min(options.players, from + chunk); i++) {
      const profile = demoProfile(i, random);
      const id = randomUUID();
      const user = {
        ...userRow({ ...profile, now }, id),
        points_all_time: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        streak: 0,
      };
      const sortName = (profile.username ?? profile.displayName ?? '').toLowerCase();
      const activity = random() ** 3; // most play little, a few play a lot
      for (const season of seasons) {
        const played = Math.floor(activity * 120 * random());
        if (!played) continue;
        const wins = Math.floor(played * (0.3 + 0.3 * random()));
        const draws = Math.floor((played - wins) * 0.2 * random());
        const losses = played - wins - draws;
        const points = wins * 20 + draws * 10;
        user.points_all_time += points;
        user.wins += wins;
        user.losses += losses;
        user.draws += draws;
        const [start, end] = seasonRange(season);
        ledger.push({
          id: randomUUID(),
          user_id: id,
          delta: points,
          reason: 'season_games',
          game_type: null,
          match_id: null,
          season_id: season,
          total_after: user.points_all_time,
          created_at: Math.floor(start + random() * (Math.min(end, now) - start)),
        });
        seasonRows.push({
          season_id: season,
          user_id: id,
          points,
          wins,
          losses,
          sort_name: sortName,
        });
        if (points > 0) count(season, points);
      }
      if (user.points_all_time > 0) count(ALL_TIME_BOARD, user.points_all_time);
      users.push(user);
    }
    await db.transaction().execute(async (trx) => {
      await insertBatches(trx, 'users', users, 1000);
      await insertBatches(trx, 'season_points', seasonRows, 2000);
      await insertBatches(trx, 'transactions', ledger, 2000);
    });
    options.log?.(`${Math.min(options.players, from + chunk)} / ${options.players} players`);
  }
  const histogram = [...counts].flatMap(([board, m]) =>
    [...m].map(([points, players]) => ({ board, points, players })),
  );
  await insertBatches(db, 'leaderboard_counts', histogram, 2000);
}
