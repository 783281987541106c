import type { ReportReason, ShieldEvidence } from '../../../shared/protocol/report.ts';
import { notify } from '../../components/toast.ts';
import { whenAnswered } from '../../lib/answered.ts';
import { shownMatchId, useCall } from '../chat/callStore.ts';
import { useSocket } from '../session/useRealtime.ts';
import { countryOf, sessionMessages, usePartners } from './lastPartner.ts';
import { ReportDialog } from './ReportDialog.tsx';
import { useReportDialog } from './reportDialog.ts';
import { say } from '../../i18n/codes.ts';

/**
 * The report dialog and its sending, mounted once for the app (not in the call toolbar): a
 * dialog left open stays open when the call screen closes (no match found after the partner
 * left) and still reports the person it was opened for, named by their match.
 */
export function ReportHost() {
  const socket = useSocket();

  const report = (matchId: string, reason: ReportReason, evidence: ShieldEvidence | undefined) => {
    const about = usePartners.getState().byMatch[matchId];
    const { sending, reported } = useReportDialog.getState();
    if (!socket || sending) return;
    if (!about)
      return void notify(
        'error',
        'Report not sent',
        'That chat is too long ago to report from here.',
      );
    // the shield's Report can open the dialog after the toolbar's was used
    if (reported[matchId])
      return void notify('info', 'Already reported', 'You reported this person in this chat.');
    useReportDialog.setState({ sending: true });
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
        useReportDialog.setState({ sending: false });
        if (!res.ok) return void notify('error', 'Report not sent', say(res));
        useReportDialog.setState((s) => ({ reported: { ...s.reported, [matchId]: true } }));
        const current = shownMatchId(useCall.getState());
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

  return <ReportDialog onConfirm={report} />;
}
