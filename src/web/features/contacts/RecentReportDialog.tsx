import { useState } from 'react';
import { Flag } from '../../components/Flag.tsx';
import { Modal } from '../../components/Modal.tsx';
import type { RecentView } from '../../../shared/protocol/index.ts';
import type { ReportReason } from '../../../shared/protocol/report.ts';
import { REPORT_MESSAGE } from '../moderation/ReportDialog.tsx';
import { countryName } from './country.ts';
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
        <h2 id="recent-report-title">Are you sure?</h2>
        <p id="recent-report-message" className="muted">
          {REPORT_MESSAGE}
        </p>
        <p className="partner-summary-who">
          <Flag code={person.countryCode} showCode={false} />
          <span>
            <strong>{person.name}</strong> from {countryName(person.countryCode)}
          </span>
        </p>
        <ReportReasons name="recent-report-reason" value={reason} onChange={setReason} />
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
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
