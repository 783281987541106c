import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Flag } from '../../components/Flag.tsx';
import { Modal } from '../../components/Modal.tsx';
import { incomingOf, useCall } from '../chat/callStore.ts';
import { contactCalls } from './controller.ts';
import { startRing } from './ring.ts';
import { PersonAvatar } from '../guests/PersonAvatar.tsx';
import { shownName } from '../guests/names.ts';

/** Chromium and Safari focus the [autofocus] element as a modal dialog opens. */
const autofocus = (el: HTMLButtonElement | null) => el?.setAttribute('autofocus', '');

/**
 * "{name} is calling", anywhere in the app: Accept (focused) or Decline (also Escape). It rings
 * while it is open; the controller closes it when the ring stops (answered elsewhere, the caller
 * hung up, no answer in time).
 */
export function IncomingCallDialog() {
  const { i18n } = useLingui();
  const incoming = useCall(incomingOf);
  const callId = incoming?.callId;
  useEffect(() => (callId ? startRing() : undefined), [callId]);
  if (!incoming) return null;
  const { from } = incoming;
  return (
    <Modal
      open
      onClose={() => contactCalls.decline()}
      labelledBy="incoming-call-title"
      describedBy="incoming-call-hint"
      className="contact-call-modal"
    >
      <div className="contact-call-who">
        <PersonAvatar person={from} className="contact-call-avatar" />
        <Flag code={from.countryCode} showCode={false} />
      </div>
      <h2 id="incoming-call-title">
        {i18n._('contacts.incoming.title', { name: shownName(from, i18n) })}
      </h2>
      <p id="incoming-call-hint" className="muted">
        {i18n._('contacts.incoming.hint')}
      </p>
      <div className="modal-actions">
        <button type="button" className="btn btn-danger" onClick={() => contactCalls.decline()}>
          {i18n._('contacts.incoming.decline')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          ref={autofocus}
          onClick={() => void contactCalls.accept()}
        >
          {i18n._('contacts.incoming.accept')}
        </button>
      </div>
    </Modal>
  );
}
