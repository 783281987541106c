import { useState } from 'react';
import { confirm } from '../../components/confirm.ts';
import { notify } from '../../components/toast.ts';
import { useCall } from '../chat/callStore.ts';
import { useSocket } from '../session/useRealtime.ts';
import { reportable, sessionMessages } from './lastPartner.ts';

const reported = new Set<string>();

/** Report the current (or just-left) partner, after the confirmation dialog. */
export function ReportButton() {
  const socket = useSocket();
  // re-render when the partner changes
  const partnerId = useCall((s) => s.partner?.partnerId ?? null);
  const [sending, setSending] = useState(false);
  const [, setDone] = useState(0);
  const target = partnerId ? { partnerId } : reportable();
  const already = target ? reported.has(target.partnerId) : false;

  const report = async () => {
    const current = reportable();
    if (!socket || !current || sending) return;
    const ok = await confirm({
      message:
        'Report this person for breaking the rules? Our moderators will see this chat. Users reported by several people are banned.',
      danger: true,
    });
    if (!ok) return;
    setSending(true);
    let answered = false;
    const settle = () => {
      const first = !answered;
      answered = true;
      setSending(false);
      return first;
    };
    const timer = setTimeout(() => {
      if (settle())
        notify('error', 'Report not sent', 'The server did not answer. Please try again.');
    }, 10_000);
    const payload = {
      reportedSocketId: current.partnerId,
      sessionMessages: sessionMessages(current.messages),
    };
    socket.emit('reportUser', payload, (res) => {
      clearTimeout(timer);
      if (!settle()) return;
      if (!res.ok) return void notify('error', 'Report not sent', res.error);
      reported.add(current.partnerId);
      setDone((n) => n + 1);
      notify('success', 'Report sent', 'Thank you. You can tap Next to meet someone else.');
    });
  };

  return (
    <button
      type="button"
      className="btn btn-ghost report-btn"
      onClick={() => void report()}
      disabled={!socket || !target || already}
      aria-busy={sending}
      title={already ? 'You reported this person' : 'Report this person'}
    >
      {sending && <span className="spinner" aria-hidden="true" />}
      {already ? 'Reported' : 'Report'}
    </button>
  );
}
