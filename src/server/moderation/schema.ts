import type { Generated } from 'kysely';

/** Tables added by migration 0005_moderation (epoch-ms times). */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  reported_id: string;
  match_id: string;
  /** JSON array of the session's chat lines, capped */
  messages: string;
  created_at: number;
  /** 0010: a ReportReason code; null when the client gave none */
  reason: string | null;
  /** 0010: JSON {category, score} from the reporter's nudity shield; null otherwise */
  evidence: string | null;
  /** 0007: the reporter's device cookie, client address (trusted proxy only) and membership */
  reporter_device: string | null;
  reporter_address: string | null;
  reporter_member: Generated<number>;
  /** 0014: when an operator handled it, who (user id or 'cli'), and how (a ReportStatus) */
  handled_at: number | null;
  handled_by: string | null;
  handled_action: string | null;
  /** 0021: the apparent age a partner's device estimated (an automatic report); else null */
  age_estimate: number | null;
  /** 0024: when an operator escalated it (child safety) and who: kept from retention and erasure */
  escalated_at: number | null;
  escalated_by: string | null;
}

/** 0007: the devices (device cookies) a member has used; a member's ban binds to them. */
export interface UserDevicesTable {
  user_id: string;
  device_id: string;
  last_seen_at: number;
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
  user_devices: UserDevicesTable;
}
