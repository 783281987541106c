import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import type { RecentView } from '../../../shared/protocol/index.ts';
import type { ReportReason } from '../../../shared/protocol/report.ts';
import { REPORT_MESSAGE } from '../moderation/ReportDialog.tsx';
import { RecentPerson } from './RecentPerson.tsx';
import { ReportReasons } from '../moderation/ReportReasons.tsx';

/**
 * Report someone met lately: the call's report dialog (its words and reasons), about the
 * person of a Recent row, named by the match.
 */
export function RecentReportDialog({
  person,
  onClose,
  onConfirm,
}: {
  person: RecentView;
  onClose: () => void;
  onConfirm: (reason: ReportReason) => void;
}) {
  const { i18n } = useLingui();
  const [reason, setReason] = useState<ReportReason | null>(null);
  return (
    <Modal
      open
      onClose={onClose}
      labelledBy="recent-report-title"
      describedBy="recent-report-message"
      className="report-modal"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (reason) onConfirm(reason);
        }}
      >
        <h2 id="recent-report-title">{i18n._('contacts.report.confirm.title')}</h2>
        <p id="recent-report-message" className="muted">
          {REPORT_MESSAGE}
        </p>
        <RecentPerson person={person} />
        <ReportReasons name="recent-report-reason" value={reason} onChange={setReason} />
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {i18n._('contacts.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={!reason}>
            {i18n._('contacts.report.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
