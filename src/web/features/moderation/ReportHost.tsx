import type { ReportReason, ShieldEvidence } from '../../../shared/protocol/report.ts';
import { notify } from '../../components/toast.ts';
import { whenAnswered } from '../../lib/answered.ts';
import { shownMatchId, useCall } from '../chat/callStore.ts';
import { useSocket } from '../session/useRealtime.ts';
import { countryOf, sessionMessages, usePartners } from './lastPartner.ts';
import { ReportDialog } from './ReportDialog.tsx';
import { useReportDialog } from './reportDialog.ts';
import { say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';

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
        i18n._('moderation.report.notSent'),
        i18n._('moderation.report.tooOld'),
      );
    // the shield's Report can open the dialog after the toolbar's was used
    if (reported[matchId])
      return void notify(
        'info',
        i18n._('moderation.report.alreadyToast'),
        i18n._('moderation.report.alreadyToastText'),
      );
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
        if (!res.ok) return void notify('error', i18n._('moderation.report.notSent'), say(res));
        useReportDialog.setState((s) => ({ reported: { ...s.reported, [matchId]: true } }));
        const current = shownMatchId(useCall.getState());
        notify(
          'success',
          i18n._('moderation.report.sent'),
          current === matchId
            ? i18n._('moderation.report.sentCurrent')
            : i18n._('moderation.report.sentEarlier', { country: countryOf(about) }),
        );
      },
    );
  };

  return <ReportDialog onConfirm={report} />;
}
