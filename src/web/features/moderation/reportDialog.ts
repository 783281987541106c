import { create } from 'zustand';
import type { ReportReason, ShieldEvidence } from '../../../shared/protocol/report.ts';

export interface ReportRequest {
  /** the reason chosen when the dialog opens (the shield opens it with 'nudity') */
  reason?: ReportReason;
  /** the nudity shield's category and score, sent with a 'nudity' report */
  evidence?: ShieldEvidence;
}

interface ReportDialogState {
  request: ReportRequest | null;
}

export const useReportDialog = create<ReportDialogState>(() => ({ request: null }));

/** Opens the report dialog (rendered by ReportButton, which sends the report). */
export function openReport(request: ReportRequest = {}): void {
  useReportDialog.setState({ request });
}

export function closeReport(): void {
  useReportDialog.setState({ request: null });
}
