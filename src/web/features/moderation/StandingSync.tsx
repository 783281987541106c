import { useEffect, useState } from 'react';
import type { StandingPayload } from '../../../shared/protocol/index.ts';
import { BAN_REASONS, RULES } from '../../../shared/protocol/console.ts';
import { Modal } from '../../components/Modal.tsx';
import { notify } from '../../components/toast.ts';
import { failureText } from '../console/codes.ts';
import { api, useSession } from '../session/session.ts';
import { useSocket } from '../session/useRealtime.ts';
import { forgetStanding, loadStanding, useStanding } from './standing.ts';

/** While an appeal waits, the app asks again this often (another node may decide it). */
const APPEAL_POLL_MS = 15_000;

const TOLD: Record<
  StandingPayload['code'],
  [kind: 'success' | 'info', title: string, text: string]
> = {
  appeal_accepted: ['success', 'Appeal accepted', 'Your ban is lifted. You can search again.'],
  appeal_rejected: ['info', 'Appeal answered', 'Your appeal was rejected. See the note.'],
  warned: ['info', 'A moderator warned you', 'You will see it at your next search.'],
};

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
      const told = TOLD[payload.code];
      if (told) notify(told[0], told[1], told[2]);
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
        'Thanks',
        resume ? 'Searching for a partner now.' : 'You can search again.',
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
      <h2 id="warning-title">A warning from the moderators</h2>
      <p id="warning-text">
        After a report about you, an operator reviewed your chat and warned you. Please keep to the
        rules; another breach can lead to a ban.
      </p>
      <dl className="ban-facts">
        <dt>Reason</dt>
        <dd>{BAN_REASONS[warning.reason].label}</dd>
        <dt>Rule</dt>
        <dd>{RULES[warning.rule]}</dd>
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
          {busy ? 'Saving…' : 'I understand'}
        </button>
      </div>
    </Modal>
  );
}
