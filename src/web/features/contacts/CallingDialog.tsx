import { useLingui } from '@lingui/react';
import { CONTACTS } from '../../../shared/protocol/contacts.ts';
import { Flag } from '../../components/Flag.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useCall } from '../chat/callStore.ts';
import { contactCalls } from './controller.ts';
import { PersonAvatar } from '../guests/PersonAvatar.tsx';
import { shownName } from '../guests/names.ts';

/**
 * While a call with a contact is placed (the caller: "Calling {name}…") or accepted and
 * connecting (the callee): who, that it is under way, and Cancel (also Escape).
 */
export function CallingDialog() {
  const { i18n } = useLingui();
  const call = useCall((s) => (s.call.kind === 'calling' ? s.call : null));
  if (!call) return null;
  const { contact, role } = call;
  return (
    <Modal
      open
      onClose={() => contactCalls.cancel()}
      labelledBy="calling-title"
      describedBy="calling-hint"
      className="contact-call-modal"
    >
      <div className="contact-call-who">
        <PersonAvatar person={contact} className="contact-call-avatar is-ringing" />
        <Flag code={contact.countryCode} showCode={false} />
      </div>
      <h2 id="calling-title">
        {role === 'caller'
          ? i18n._('contacts.calling.title', { name: shownName(contact, i18n) })
          : i18n._('contacts.connecting.title', { name: shownName(contact, i18n) })}
      </h2>
      <p id="calling-hint" className="muted contact-call-hint" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>
          {role === 'caller'
            ? i18n._('contacts.calling.hint', {
                seconds: call.ringSeconds ?? CONTACTS.ringMs / 1000,
              })
            : i18n._('contacts.connecting.hint')}
        </span>
      </p>
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={() => contactCalls.cancel()}>
          {i18n._('contacts.cancel')}
        </button>
      </div>
    </Modal>
  );
}
