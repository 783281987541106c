/** People's data, the transparency page and the operator's site settings (REST). */

/** `DELETE /api/me` needs this body: the client asked the person first. */
export interface DeleteAccountBody {
  confirm: true;
}

export interface TransparencyMonth {
  /** `YYYY-MM` (UTC) */
  month: string;
  /** reports received, by ReportReason code ('none': filed without a reason) */
  reports: Record<string, number>;
  /** bans the report policy made on its own */
  automaticBans: number;
  /** bans an operator made */
  operatorBans: number;
  appealsReceived: number;
  appealsAccepted: number;
  /** median time from an appeal to its decision, in hours; null when none was decided */
  medianDecisionHours: number | null;
}

export interface TransparencyResponse {
  generatedAt: string;
  months: TransparencyMonth[];
}

/** `GET /api/site`: what the operator set for the legal pages (server config). */
export interface SiteInfo {
  siteName: string;
  publicUrl: string | null;
  privacyEmail: string;
  appealsEmail: string;
  /**
   * where illegal content and risks to children are reported to the operator (SAFETY_CONTACT:
   * an e-mail address or an https:// page); null when the operator set none
   */
  safetyContact: string | null;
  retention: { guestIdleDays: number; reportDays: number; sessionDays: number };
}
