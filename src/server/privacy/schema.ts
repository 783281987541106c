/** Tables added by migration 0015_people_data (epoch-ms times). */

/** A lease on a scheduled job: with several nodes, only the holder runs it until it expires. */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: number;
}

/**
 * Reports the retention job removed, counted per month and reason, so the transparency page
 * keeps its history after the reports themselves are gone. No person is named in it.
 */
export interface ReportTalliesTable {
  /** `YYYY-MM` (UTC) */
  month: string;
  /** a ReportReason code, or 'none' for reports filed without one */
  reason: string;
  reports: number;
}

/**
 * Migration 0018: a deleted account's anonymous record still named in someone's Recent, and
 * until when (the last such meeting's 7 days); its device ids wait in `user_devices` till then.
 */
export interface DeletedRecentHoldsTable {
  user_id: string;
  until: number;
}

export interface PrivacyTables {
  job_leases: JobLeasesTable;
  report_tallies: ReportTalliesTable;
  deleted_recent_holds: DeletedRecentHoldsTable;
}
