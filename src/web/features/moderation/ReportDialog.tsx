import { useEffect, useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import type { ReportReason, ShieldEvidence } from '../../../shared/protocol/report.ts';
import { PartnerSummary } from './PartnerSummary.tsx';
import { closeReport, useReportDialog } from './reportDialog.ts';
import { ReportReasons } from './ReportReasons.tsx';

export const REPORT_MESSAGE =
  'Report this person for breaking the rules? Our moderators will see this chat. Users reported by several people are banned.';

interface Props {
  onConfirm: (matchId: string, reason: ReportReason, evidence: ShieldEvidence | undefined) => void;
}

/**
 * The report confirmation (spec: 'Are you sure?', Confirm, Cancel) with the reason to choose,
 * about the person it was opened for (shown, and sent as its match), whoever is there later.
 * Evidence from the nudity shield goes along only while 'Nudity or sexual content' is chosen.
 */
export function ReportDialog({ onConfirm }: Props) {
  const request = useReportDialog((s) => s.request);
  const [reason, setReason] = useState<ReportReason | null>(null);
  useEffect(() => setReason(request?.reason ?? null), [request]);
  const evidence = reason === 'nudity' ? request?.evidence : undefined;

  return (
    <Modal
      open={request !== null}
      onClose={closeReport}
      labelledBy="report-title"
      describedBy="report-message"
      className="report-modal"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason || !request) return;
          closeReport();
          onConfirm(request.matchId, reason, evidence);
        }}
      >
        <h2 id="report-title">Are you sure?</h2>
        <p id="report-message" className="muted">
          {REPORT_MESSAGE}
        </p>
        {request && <PartnerSummary matchId={request.matchId} />}
        <ReportReasons name="report-reason" value={reason} onChange={setReason} />
        {evidence && (
          <p className="report-evidence muted">
            The nudity shield&apos;s finding ({evidence.category},{' '}
            {Math.round(evidence.score * 100)}
            %) is attached. No image is sent.
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={closeReport}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={!reason}>
            Confirm
          </button>
        </div>
      </form>
    </Modal>
  );
}
