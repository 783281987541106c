/** REST shapes of the points ledger and the leaderboard (a wire contract). */
export type LeaderboardScope = 'seasonal' | 'all_time';

export interface LeaderboardItem {
  id: string;
  /** the same as id; the spec's clients read either */
  firebaseUid: string;
  username: string | null;
  displayName: string | null;
  countryCode: string | null;
  wins: number;
  losses: number;
  points: number;
}

export interface LeaderboardResponse {
  items: LeaderboardItem[];
  /** opaque; null at the end of the board */
  nextCursor: string | null;
}

export interface MyRankResponse {
  /** 1 + players with more points (equal points share a rank); null when not on the board */
  rank: number | null;
  points: number;
  /** how many other players share this rank */
  ties: number;
}

export interface TransactionItem {
  id: string;
  /** e.g. 'trivia_win' */
  reason: string;
  gameType: string | null;
  /** ISO 8601 */
  createdAt: string;
  matchId: string | null;
  delta: number;
  totalAfter: number;
}

export interface TransactionsResponse {
  items: TransactionItem[];
}
