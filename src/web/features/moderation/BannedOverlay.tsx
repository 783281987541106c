import { BAN_REASONS, RULES } from '../../../shared/protocol/console.ts';
import { Modal } from '../../components/Modal.tsx';
import { useSession } from '../session/session.ts';
import { AppealForm } from './AppealForm.tsx';
import { useStanding } from './standing.ts';
import { formatBanEnd, formatRemaining } from './countdown.ts';
import { useNow } from './useNow.ts';
import './moderation.css';

const noop = () => undefined;

/**
 * The blocking 'Account Banned' overlay: shown whenever the session user is banned (after a
 * live `banned` event or from /api/auth/refresh after a reload). It cannot be dismissed; the
 * countdown ticks every second and, at expiry, asks for a reload (the server state is fresh then).
 * It shows the reason and the rule, and offers one appeal; an accepted appeal frees the session
 * without a reload (standing.ts).
 */
export function BannedOverlay() {
  const user = useSession((s) => s.user);
  const banned = Boolean(user?.isBanned && user.banExpiresAt);
  const now = useNow(banned);
  const ban = useStanding((s) => s.standing?.ban ?? null);
  const appealsEmail = useStanding((s) => s.standing?.appealsEmail ?? null);
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
      {ban && (
        <dl className="ban-facts">
          <dt>Reason</dt>
          <dd>{ban.detail ?? BAN_REASONS[ban.reason].label}</dd>
          <dt>Rule</dt>
          <dd>{RULES[ban.rule]}</dd>
        </dl>
      )}
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
      {remaining && ban && <AppealForm key={ban.expiresAt} appeal={ban.appeal} />}
      {appealsEmail && (
        <p className="muted ban-appeal">
          You can also appeal by e-mail to <a href={`mailto:${appealsEmail}`}>{appealsEmail}</a>.
        </p>
      )}
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
