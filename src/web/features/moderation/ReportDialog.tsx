import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import type { ReportReason, ShieldEvidence } from '../../../shared/protocol/report.ts';
import { PartnerSummary } from './PartnerSummary.tsx';
import { closeReport, useReportDialog } from './reportDialog.ts';
import { ReportReasons } from './ReportReasons.tsx';

/** The report dialogs' question (here and on People), in the app's language. */
export const reportMessage = (i18n: I18n) => i18n._('moderation.report.message');

/**
 * @deprecated English only: use `reportMessage(i18n)`. Kept while People's report dialog still
 * reads it.
 */
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
  const { i18n } = useLingui();
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
        <h2 id="report-title">{i18n._('moderation.report.confirmTitle')}</h2>
        <p id="report-message" className="muted">
          {reportMessage(i18n)}
        </p>
        {request && <PartnerSummary matchId={request.matchId} />}
        <ReportReasons name="report-reason" value={reason} onChange={setReason} />
        {evidence && (
          <p className="report-evidence muted">
            {i18n._('moderation.report.evidence', {
              category: evidence.category,
              score: new Intl.NumberFormat(i18n.locale, {
                style: 'percent',
                maximumFractionDigits: 0,
              }).format(evidence.score),
            })}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={closeReport}>
            {i18n._('moderation.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={!reason}>
            {i18n._('moderation.report.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
