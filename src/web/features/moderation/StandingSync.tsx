import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { StandingPayload } from '../../../shared/protocol/index.ts';
import { Modal } from '../../components/Modal.tsx';
import { notify } from '../../components/toast.ts';
import { i18n as app } from '../../i18n/i18n.ts';
import { failureText } from '../console/codes.ts';
import { api, useSession } from '../session/session.ts';
import { useSocket } from '../session/useRealtime.ts';
import { banReasonText, ruleText } from './reasons.ts';
import { forgetStanding, loadStanding, useStanding } from './standing.ts';

/** While an appeal waits, the app asks again this often (another node may decide it). */
const APPEAL_POLL_MS = 15_000;

/** What a standing event tells the person, in the app's language at the moment it comes. */
function told(
  code: StandingPayload['code'],
): [kind: 'success' | 'info', title: string, text: string] | undefined {
  const i18n = app;
  switch (code) {
    case 'appeal_accepted':
      return [
        'success',
        i18n._('moderation.standing.appealAccepted'),
        i18n._('moderation.standing.appealAcceptedText'),
      ];
    case 'appeal_rejected':
      return [
        'info',
        i18n._('moderation.standing.appealAnswered'),
        i18n._('moderation.standing.appealAnsweredText'),
      ];
    case 'warned':
      return [
        'info',
        i18n._('moderation.standing.warned'),
        i18n._('moderation.standing.warnedText'),
      ];
    default:
      return undefined;
  }
}

/**
 * Keeps the person's standing current while signed in: read at sign-in (members: the
 * Operators link; anyone banned: the ban's reason and appeal), again on the `standing` and
 * `banned` events, and every few seconds while an appeal waits. Shows a warning once a search
 * was refused for it, until acknowledged.
 */
export function StandingSync() {
  const userId = useSession((s) => s.user?.id);
  const member = useSession((s) => s.user?.isAnonymous === false);
  const banned = useSession((s) => Boolean(s.user?.isBanned));
  const waiting = useStanding((s) => s.standing?.ban?.appeal?.status === 'open');
  const socket = useSocket();

  useEffect(() => {
    if (userId && (member || banned)) void loadStanding();
  }, [userId, member, banned]);
  // another person signs in, or nobody: the last one's standing goes
  useEffect(() => () => forgetStanding(), [userId]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void loadStanding(), APPEAL_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  useEffect(() => {
    if (!socket) return;
    const onStanding = (payload: StandingPayload) => {
      const words = told(payload.code);
      if (words) notify(words[0], words[1], words[2]);
      void loadStanding();
    };
    socket.on('standing', onStanding);
    return () => {
      socket.off('standing', onStanding);
    };
  }, [socket]);

  return <WarningDialog />;
}

function WarningDialog() {
  const { i18n } = useLingui();
  const open = useStanding((s) => s.warningOpen);
  const warning = useStanding((s) => s.standing?.warning ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!open || !warning) return null;
  const acknowledge = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post(`/api/me/warnings/${encodeURIComponent(warning.id)}/ack`, {});
      const resume = useStanding.getState().afterAcknowledged;
      useStanding.setState({ warningOpen: false, afterAcknowledged: null });
      await loadStanding();
      notify(
        'success',
        i18n._('moderation.warning.thanks'),
        resume ? i18n._('moderation.warning.searching') : i18n._('moderation.warning.searchAgain'),
      );
      resume?.();
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={() => useStanding.setState({ warningOpen: false, afterAcknowledged: null })}
      labelledBy="warning-title"
      describedBy="warning-text"
    >
      <h2 id="warning-title">{i18n._('moderation.warning.title')}</h2>
      <p id="warning-text">{i18n._('moderation.warning.text')}</p>
      <dl className="ban-facts">
        <dt>{i18n._('moderation.reasonLabel')}</dt>
        <dd>{banReasonText(warning.reason)}</dd>
        <dt>{i18n._('moderation.ruleLabel')}</dt>
        <dd>{ruleText(warning.rule)}</dd>
      </dl>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void acknowledge()}
        >
          {busy ? i18n._('moderation.warning.saving') : i18n._('moderation.warning.understand')}
        </button>
      </div>
    </Modal>
  );
}
