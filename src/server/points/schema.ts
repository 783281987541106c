/**
 * Tables and columns added by migration 0004_leaderboard. `users.sort_name` and
 * `season_points.sort_name` are declared here (not in CoreTables) and reached through
 * `withBoardColumns(db)` so the core table types stay the accounts feature's.
 */
export interface LeaderboardCountsTable {
  /** 'all' for the all-time board, else a season id `YYYY-MM` */
  board: string;
  points: number;
  players: number;
}

export interface PairGamesTable {
  /** the two user ids, sorted, joined by a space */
  pair_key: string;
  match_id: string;
  game_type: string;
  created_at: number;
}

export interface PointsTables {
  leaderboard_counts: LeaderboardCountsTable;
  pair_games: PairGamesTable;
}

/** Extra columns on existing tables, for `db.withTables<BoardColumns>()`. */
export type BoardColumns = {
  users: { sort_name: string };
  season_points: { sort_name: string };
};

export const ALL_TIME_BOARD = 'all';
