import { useLingui } from '@lingui/react';
import { shownMatchId, useCall } from '../chat/callStore.ts';
import { useSocket } from '../session/useRealtime.ts';
import { reportable, usePartners } from './lastPartner.ts';
import { openReport, useReportDialog } from './reportDialog.ts';

/** Whether the partner of `matchId` was already reported from this page. */
export const alreadyReported = (matchId: string) =>
  Boolean(useReportDialog.getState().reported[matchId]);

/**
 * Report the current (or just-left) partner, after the confirmation dialog with its reasons
 * (ReportHost renders and sends it). The nudity shield opens the same dialog (openReport) with
 * a reason and evidence chosen.
 */
export function ReportButton() {
  const { i18n } = useLingui();
  const socket = useSocket();
  // re-render when the partner changes or leaves
  useCall(shownMatchId);
  usePartners((s) => s.byMatch);
  const sending = useReportDialog((s) => s.sending);
  const reported = useReportDialog((s) => s.reported);
  const target = reportable();
  const already = target ? Boolean(reported[target.matchId]) : false;

  return (
    <button
      type="button"
      className="btn btn-ghost report-btn"
      onClick={() => openReport()}
      disabled={!socket || !target || already}
      aria-busy={sending}
      title={already ? i18n._('moderation.report.alreadyTitle') : i18n._('moderation.report.title')}
    >
      {sending && <span className="spinner" aria-hidden="true" />}
      {already ? i18n._('moderation.report.reported') : i18n._('moderation.report.button')}
    </button>
  );
}
