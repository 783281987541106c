/** The table added by migration 0012_age_gate (epoch-ms times, 0/1 booleans). */
export interface AgeChecksTable {
  /** `user:<id>` or `device:<id>` */
  subject: string;
  birth_date: string;
  adult: number;
  answered_at: number;
  retry_at: number | null;
}

export interface AgeTables {
  age_checks: AgeChecksTable;
}
