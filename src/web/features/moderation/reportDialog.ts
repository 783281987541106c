import { create } from 'zustand';
import type { ReportReason, ShieldEvidence } from '../../../shared/protocol/report.ts';
import { reportable } from './lastPartner.ts';

export interface ReportRequest {
  /**
   * the match the dialog is about, fixed as it opens: the report names this person even if
   * they leave and someone else arrives before Confirm
   */
  matchId: string;
  /** the reason chosen when the dialog opens (the shield opens it with 'nudity') */
  reason?: ReportReason;
  /** the nudity shield's category and score, sent with a 'nudity' report */
  evidence?: ShieldEvidence;
}

interface ReportDialogState {
  request: ReportRequest | null;
  /** a report is on its way */
  sending: boolean;
  /** matches whose partner was reported from this page */
  reported: Record<string, true>;
}

export const useReportDialog = create<ReportDialogState>(() => ({
  request: null,
  sending: false,
  reported: {},
}));

/**
 * Opens the report dialog (rendered once by ReportHost, which sends the report) about the current
 * partner, else the one who just left; nothing when there was nobody.
 */
export function openReport(request: Omit<ReportRequest, 'matchId'> = {}): void {
  const target = reportable();
  if (target) useReportDialog.setState({ request: { ...request, matchId: target.matchId } });
}

export function closeReport(): void {
  useReportDialog.setState({ request: null });
}
