import { useState } from 'react';
import type { ReportReason, ShieldEvidence } from '../../../shared/protocol/report.ts';
import { notify } from '../../components/toast.ts';
import { whenAnswered } from '../../lib/answered.ts';
import { useCall } from '../chat/callStore.ts';
import { useSocket } from '../session/useRealtime.ts';
import { reportable, sessionMessages } from './lastPartner.ts';
import { ReportDialog } from './ReportDialog.tsx';
import { openReport } from './reportDialog.ts';

const reported = new Set<string>();

/** Whether the current (or just-left) partner was already reported from this page. */
export const alreadyReported = (partnerId: string) => reported.has(partnerId);

/**
 * Report the current (or just-left) partner, after the confirmation dialog with its reasons.
 * The nudity shield opens the same dialog (openReport) with a reason and evidence chosen.
 */
export function ReportButton() {
  const socket = useSocket();
  // re-render when the partner changes
  const partnerId = useCall((s) => s.partner?.partnerId ?? null);
  const [sending, setSending] = useState(false);
  const [, setDone] = useState(0);
  const target = partnerId ? { partnerId } : reportable();
  const already = target ? reported.has(target.partnerId) : false;

  const report = (reason: ReportReason, evidence: ShieldEvidence | undefined) => {
    const current = reportable();
    if (!socket || !current || sending) return;
    // the shield's Report can open the dialog after the toolbar's was used
    if (reported.has(current.partnerId))
      return void notify('info', 'Already reported', 'You reported this person in this chat.');
    setSending(true);
    const payload = {
      reportedSocketId: current.partnerId,
      sessionMessages: sessionMessages(current.messages),
      reason,
      ...(evidence ? { evidence } : {}),
    };
    whenAnswered(
      (reply) => socket.emit('reportUser', payload, reply),
      (res) => {
        setSending(false);
        if (!res.ok) return void notify('error', 'Report not sent', res.error);
        reported.add(current.partnerId);
        setDone((n) => n + 1);
        notify('success', 'Report sent', 'Thank you. You can tap Next to meet someone else.');
      },
    );
  };

  return (
    <>
      <ReportDialog onConfirm={report} />
      <button
        type="button"
        className="btn btn-ghost report-btn"
        onClick={() => openReport()}
        disabled={!socket || !target || already}
        aria-busy={sending}
        title={already ? 'You reported this person' : 'Report this person'}
      >
        {sending && <span className="spinner" aria-hidden="true" />}
        {already ? 'Reported' : 'Report'}
      </button>
    </>
  );
}
