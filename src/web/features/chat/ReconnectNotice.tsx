import { useCall } from './callStore.ts';
import './reconnect.css';

/**
 * Tells the person in a call that the server connection (theirs or the partner's) dropped,
 * while the video keeps playing peer to peer. Always mounted, so screen readers hear changes.
 */
export function ReconnectNotice() {
  const kind = useCall((s) => s.call.kind);
  const text =
    kind === 'reconnecting'
      ? 'Reconnecting… Your call continues; chat and games wait until you are back.'
      : kind === 'partnerAway'
        ? 'Partner reconnecting… Please wait a moment.'
        : '';
  return (
    <p className={`reconnect-notice ${text ? '' : 'is-hidden'}`} role="status">
      {text && <span className="spinner" aria-hidden="true" />}
      {text}
    </p>
  );
}
