import { useState } from 'react';
import { confirm } from '../../components/confirm.ts';
import { notify } from '../../components/toast.ts';
import { whenAnswered } from '../../lib/answered.ts';
import { countryOf, reportable, usePartners } from '../moderation/lastPartner.ts';
import { PartnerSummary } from '../moderation/PartnerSummary.tsx';
import { useSocket } from '../session/useRealtime.ts';
import { callController } from './callController.ts';
import { shownMatchId, shownPartner, useCall } from './callStore.ts';
import { say } from '../../i18n/codes.ts';

/** matches whose partner was blocked from this page */
const blocked = new Set<string>();

/**
 * Block: after a confirmation, never be matched with this person again, and leave the call
 * if it is still on. The partner only sees that you left. The block names the match it was
 * opened for: the person who just left can be blocked too, and a dialog left open while
 * someone new arrives still blocks the one it showed, never the newcomer.
 */
export function BlockButton() {
  const socket = useSocket();
  // re-render when the partner changes or leaves
  useCall(shownMatchId);
  usePartners((s) => s.byMatch);
  const [sending, setSending] = useState(false);
  const target = reportable();
  const done = target ? blocked.has(target.matchId) : false;

  const block = async () => {
    if (!socket || !target || sending) return;
    const { matchId } = target;
    const ok = await confirm({
      title: 'Block this person?',
      message:
        "You will never be matched with them again, and you leave the call if it is still on. They won't be told they were blocked.",
      details: <PartnerSummary matchId={matchId} />,
      confirmText: 'Block',
      danger: true,
    });
    const about = usePartners.getState().byMatch[matchId];
    if (!ok) return;
    if (!about)
      return notify('error', 'Block not sent', 'That chat is too long ago to block from here.');
    setSending(true);
    whenAnswered(
      (reply) => socket.emit('blockUser', { partnerId: about.partnerId, matchId }, reply),
      (res) => {
        setSending(false);
        if (!res.ok) return notify('error', 'Block not sent', say(res));
        blocked.add(matchId);
        // the server left the call only if it was with them; a newer call goes on
        if (shownMatchId(useCall.getState()) === matchId) {
          callController.stop();
          notify(
            'success',
            'Blocked',
            "You won't be matched with this person again. Tap Find a Partner to meet someone new.",
          );
        } else {
          notify(
            'success',
            'Blocked',
            `You won't be matched with this person again: your earlier partner from ${countryOf(about)}.${shownPartner(useCall.getState()) ? ' Your current chat goes on.' : ''}`,
          );
        }
      },
    );
  };

  return (
    <button
      type="button"
      className="btn btn-ghost block-btn"
      onClick={() => void block()}
      disabled={!socket || !target || done}
      aria-busy={sending}
      title={done ? 'You blocked this person' : 'Block this person'}
    >
      {sending && <span className="spinner" aria-hidden="true" />}
      {done ? 'Blocked' : 'Block'}
    </button>
  );
}
