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
      title={already ? 'You reported this person' : 'Report this person'}
    >
      {sending && <span className="spinner" aria-hidden="true" />}
      {already ? 'Reported' : 'Report'}
    </button>
  );
}
