import { useLingui } from '@lingui/react';
import { Modal } from './Modal.tsx';
import { settleConfirm, useConfirmState } from './confirm.ts';

/** The one confirmation dialog; defaults per the spec: 'Are you sure?', 'Confirm', 'Cancel'. */
export function ConfirmDialog() {
  const { i18n } = useLingui();
  const request = useConfirmState((s) => s.request);
  return (
    <Modal
      open={request !== null}
      onClose={() => settleConfirm(false)}
      labelledBy="confirm-title"
      describedBy="confirm-message"
    >
      <h2 id="confirm-title">{request?.title ?? i18n._('confirm.title')}</h2>
      {request?.message && (
        <p id="confirm-message" className="muted">
          {request.message}
        </p>
      )}
      {request?.details}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={() => settleConfirm(false)}>
          {request?.cancelText ?? i18n._('confirm.cancel')}
        </button>
        <button
          type="button"
          className={`btn ${request?.danger ? 'btn-danger' : 'btn-primary'}`}
          onClick={() => settleConfirm(true)}
        >
          {request?.confirmText ?? i18n._('confirm.confirm')}
        </button>
      </div>
    </Modal>
  );
}
