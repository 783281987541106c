import { useState } from 'react';
import type { ReportReason, ShieldEvidence } from '../../../shared/protocol/report.ts';
import { notify } from '../../components/toast.ts';
import { whenAnswered } from '../../lib/answered.ts';
import { useCall } from '../chat/callStore.ts';
import { useSocket } from '../session/useRealtime.ts';
import { countryOf, reportable, sessionMessages, usePartners } from './lastPartner.ts';
import { ReportDialog } from './ReportDialog.tsx';
import { openReport } from './reportDialog.ts';

/** matches whose partner was reported from this page */
const reported = new Set<string>();

/** Whether the partner of `matchId` was already reported from this page. */
export const alreadyReported = (matchId: string) => reported.has(matchId);

/**
 * Report the current (or just-left) partner, after the confirmation dialog with its reasons.
 * The nudity shield opens the same dialog (openReport) with a reason and evidence chosen. The
 * report names the match the dialog was opened for, so it lands on that person even if they
 * left and someone new arrived while the dialog was open.
 */
export function ReportButton() {
  const socket = useSocket();
  // re-render when the partner changes or leaves
  useCall((s) => s.partner?.matchId ?? null);
  usePartners((s) => s.byMatch);
  const [sending, setSending] = useState(false);
  const [, setDone] = useState(0);
  const target = reportable();
  const already = target ? reported.has(target.matchId) : false;

  const report = (matchId: string, reason: ReportReason, evidence: ShieldEvidence | undefined) => {
    const about = usePartners.getState().byMatch[matchId];
    if (!socket || sending) return;
    if (!about)
      return void notify(
        'error',
        'Report not sent',
        'That chat is too long ago to report from here.',
      );
    // the shield's Report can open the dialog after the toolbar's was used
    if (reported.has(matchId))
      return void notify('info', 'Already reported', 'You reported this person in this chat.');
    setSending(true);
    const payload = {
      reportedSocketId: about.partnerId,
      matchId,
      sessionMessages: sessionMessages(about.messages),
      reason,
      ...(evidence ? { evidence } : {}),
    };
    whenAnswered(
      (reply) => socket.emit('reportUser', payload, reply),
      (res) => {
        setSending(false);
        if (!res.ok) return void notify('error', 'Report not sent', res.error);
        reported.add(matchId);
        setDone((n) => n + 1);
        const current = useCall.getState().partner?.matchId;
        notify(
          'success',
          'Report sent',
          current === matchId
            ? 'Thank you. You can tap Next to meet someone else.'
            : `Thank you. It is about your earlier partner from ${countryOf(about)}, not anyone you meet now.`,
        );
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
