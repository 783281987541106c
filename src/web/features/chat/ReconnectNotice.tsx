import { useLingui } from '@lingui/react';
import { useCall } from './callStore.ts';
import './reconnect.css';

/**
 * Tells the person in a call that the server connection (theirs or the partner's) dropped,
 * while the video keeps playing peer to peer. Always mounted, so screen readers hear changes.
 */
export function ReconnectNotice() {
  const { i18n } = useLingui();
  const kind = useCall((s) => s.call.kind);
  const text =
    kind === 'reconnecting'
      ? i18n._('chat.reconnecting')
      : kind === 'partnerAway'
        ? i18n._('chat.partnerReconnecting')
        : '';
  return (
    <p className={`reconnect-notice ${text ? '' : 'is-hidden'}`} role="status">
      {text && <span className="spinner" aria-hidden="true" />}
      {text}
    </p>
  );
}
