import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
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
      title: i18n._('chat.block.confirm.title'),
      message: i18n._('chat.block.confirm.body'),
      details: <PartnerSummary matchId={matchId} />,
      confirmText: i18n._('chat.block.action'),
      danger: true,
    });
    const about = usePartners.getState().byMatch[matchId];
    if (!ok) return;
    if (!about) return notify('error', i18n._('chat.block.notSent'), i18n._('chat.block.tooOld'));
    setSending(true);
    whenAnswered(
      (reply) => socket.emit('blockUser', { partnerId: about.partnerId, matchId }, reply),
      (res) => {
        setSending(false);
        if (!res.ok) return notify('error', i18n._('chat.block.notSent'), say(res));
        blocked.add(matchId);
        // the server left the call only if it was with them; a newer call goes on
        if (shownMatchId(useCall.getState()) === matchId) {
          callController.stop();
          notify('success', i18n._('chat.blocked'), i18n._('chat.block.done'));
        } else {
          const country = countryOf(about);
          notify(
            'success',
            i18n._('chat.blocked'),
            shownPartner(useCall.getState())
              ? i18n._('chat.block.doneEarlierChatGoesOn', { country })
              : i18n._('chat.block.doneEarlier', { country }),
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
      title={done ? i18n._('chat.block.doneTitle') : i18n._('chat.block.title')}
    >
      {sending && <span className="spinner" aria-hidden="true" />}
      {done ? i18n._('chat.blocked') : i18n._('chat.block.action')}
    </button>
  );
}
