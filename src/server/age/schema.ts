/** The table added by migration 0012_age_gate (epoch-ms times, 0/1 booleans). */
export interface AgeChecksTable {
  /** `user:<id>` or `device:<id>` */
  subject: string;
  birth_date: string;
  adult: number;
  answered_at: number;
  retry_at: number | null;
}

/** 0021: a person held for an operator's age review (cleared_at null: in force). */
export interface AgeHoldsTable {
  id: string;
  user_id: string;
  /** the browser the person was met on when held: a new guest there is held too */
  device_id: string | null;
  created_at: number;
  cleared_at: number | null;
  /** the operator who cleared it (user id or 'cli') */
  cleared_by: string | null;
}

export interface AgeTables {
  age_checks: AgeChecksTable;
  age_holds: AgeHoldsTable;
}
