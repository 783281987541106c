/** The table added by migration 0013_kept_matches (epoch-ms times). */
export interface KeptMatchesTable {
  match_id: string;
  /** the match as JSON (restart.ts `KeptMatch`) */
  body: string;
  kept_at: number;
}

export interface MatchTables {
  kept_matches: KeptMatchesTable;
}
