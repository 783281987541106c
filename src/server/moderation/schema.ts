/** Tables added by migration 0005_moderation (epoch-ms times). */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  reported_id: string;
  match_id: string;
  /** JSON array of the session's chat lines, capped */
  messages: string;
  created_at: number;
}

export type BanSource = 'reports' | 'operator' | 'device';

export interface BansTable {
  id: string;
  user_id: string;
  device_id: string | null;
  source: BanSource;
  reason: string;
  created_at: number;
  expires_at: number;
  lifted_at: number | null;
}

export interface ModerationTables {
  reports: ReportsTable;
  bans: BansTable;
}
