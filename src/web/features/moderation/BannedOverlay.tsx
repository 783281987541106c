import { useLingui } from '@lingui/react';
import { Modal } from '../../components/Modal.tsx';
import { useSession } from '../session/session.ts';
import { withElements } from '../../i18n/elements.tsx';
import { AppealForm } from './AppealForm.tsx';
import { useStanding } from './standing.ts';
import { formatBanEnd, formatRemaining } from './countdown.ts';
import { banReasonText, ruleText } from './reasons.ts';
import { useNow } from './useNow.ts';
import './moderation.css';

const noop = () => undefined;

/**
 * The blocking 'Account Banned' overlay: shown whenever the session user is banned (after a
 * live `banned` event or from /api/auth/refresh after a reload). It cannot be dismissed; the
 * countdown ticks every second and, at expiry, asks for a reload (the server state is fresh then).
 * A person held only by the browser they use (another account's ban binds it) is told so, not
 * that their account was banned. It shows the reason and the rule, and offers one appeal; an accepted appeal frees the session
 * without a reload (standing.ts).
 */
export function BannedOverlay() {
  const { i18n } = useLingui();
  const user = useSession((s) => s.user);
  const banned = Boolean(user?.isBanned && user.banExpiresAt);
  const now = useNow(banned);
  const ban = useStanding((s) => s.standing?.ban ?? null);
  const appealsEmail = useStanding((s) => s.standing?.appealsEmail ?? null);
  if (!banned || !user?.banExpiresAt) return null;
  const remaining = formatRemaining(Date.parse(user.banExpiresAt), now);
  // the server's reason code 'device': the account is held only by the browser it is used in
  const byBrowser = ban?.reason === 'device';
  return (
    <Modal open onClose={noop} labelledBy="ban-title" describedBy="ban-text" className="ban-modal">
      <svg className="ban-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M5.5 5.5l13 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h2 id="ban-title">
        {byBrowser ? i18n._('moderation.banned.browserTitle') : i18n._('moderation.banned.title')}
      </h2>
      <p id="ban-text">
        {byBrowser ? i18n._('moderation.banned.browserText') : i18n._('moderation.banned.text')}
      </p>
      {ban && (
        <dl className="ban-facts">
          <dt>{i18n._('moderation.reasonLabel')}</dt>
          <dd>{ban.detail ?? banReasonText(ban.reason, ban.reasonParams)}</dd>
          <dt>{i18n._('moderation.ruleLabel')}</dt>
          <dd>{ruleText(ban.rule)}</dd>
        </dl>
      )}
      {remaining ? (
        <>
          <p className="ban-countdown" role="timer" aria-live="off">
            {i18n._('moderation.banned.liftsIn', { remaining })}
          </p>
          <p className="muted ban-until">
            {i18n._('moderation.banned.until', { time: formatBanEnd(user.banExpiresAt) })}
          </p>
        </>
      ) : (
        <p className="ban-countdown" role="status">
          {i18n._('moderation.banned.expired')}
        </p>
      )}
      {remaining && ban && <AppealForm key={ban.expiresAt} appeal={ban.appeal} />}
      {appealsEmail && (
        <p className="muted ban-appeal">
          {withElements((m) => i18n._('moderation.banned.appealByEmail', m), {
            email: <a href={`mailto:${appealsEmail}`}>{appealsEmail}</a>,
          })}
        </p>
      )}
      {!remaining && (
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
            {i18n._('moderation.reload')}
          </button>
        </div>
      )}
    </Modal>
  );
}
