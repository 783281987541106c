import { useCall } from './callStore.ts';
import './reconnect.css';

/**
 * Tells the person in a call that the server connection (theirs or the partner's) dropped,
 * while the video keeps playing peer to peer. Always mounted, so screen readers hear changes.
 */
export function ReconnectNotice() {
  const matched = useCall((s) => s.phase === 'matched');
  const mine = useCall((s) => s.reconnecting);
  const theirs = useCall((s) => s.partnerReconnecting);
  const text = !matched
    ? ''
    : mine
      ? 'Reconnecting… Your call continues; chat and games wait until you are back.'
      : theirs
        ? 'Partner reconnecting… Please wait a moment.'
        : '';
  return (
    <p className={`reconnect-notice ${text ? '' : 'is-hidden'}`} role="status">
      {text && <span className="spinner" aria-hidden="true" />}
      {text}
    </p>
  );
}
