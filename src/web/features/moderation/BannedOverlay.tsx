import { Modal } from '../../components/Modal.tsx';
import { useSession } from '../session/session.ts';
import { formatBanEnd, formatRemaining } from './countdown.ts';
import { useNow } from './useNow.ts';
import './moderation.css';

const noop = () => undefined;

/**
 * The blocking 'Account Banned' overlay: shown whenever the session user is banned (after a
 * live `banned` event or from /api/auth/refresh after a reload). It cannot be dismissed; the
 * countdown ticks every second and, at expiry, asks for a reload (the server state is fresh then).
 */
export function BannedOverlay() {
  const user = useSession((s) => s.user);
  const banned = Boolean(user?.isBanned && user.banExpiresAt);
  const now = useNow(banned);
  if (!banned || !user?.banExpiresAt) return null;
  const remaining = formatRemaining(Date.parse(user.banExpiresAt), now);
  return (
    <Modal open onClose={noop} labelledBy="ban-title" describedBy="ban-text" className="ban-modal">
      <svg className="ban-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M5.5 5.5l13 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h2 id="ban-title">Account Banned</h2>
      <p id="ban-text">You have been banned for violating our terms.</p>
      {remaining ? (
        <>
          <p className="ban-countdown" role="timer" aria-live="off">
            Ban lifts in: {remaining}
          </p>
          <p className="muted ban-until">Until {formatBanEnd(user.banExpiresAt)}</p>
        </>
      ) : (
        <p className="ban-countdown" role="status">
          Ban expired. Please reload the page.
        </p>
      )}
      <p className="muted ban-appeal">
        Think this is a mistake? Appeal by e-mail to{' '}
        <a href="mailto:appeals@matchup.example">appeals@matchup.example</a>.
      </p>
      {!remaining && (
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
            Reload
          </button>
        </div>
      )}
    </Modal>
  );
}
