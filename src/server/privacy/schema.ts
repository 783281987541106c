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

export interface PrivacyTables {
  job_leases: JobLeasesTable;
  report_tallies: ReportTalliesTable;
}
