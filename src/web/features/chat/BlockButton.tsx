import { useState } from 'react';
import { confirm } from '../../components/confirm.ts';
import { notify } from '../../components/toast.ts';
import { whenAnswered } from '../../lib/answered.ts';
import { useSocket } from '../session/useRealtime.ts';
import { callController } from './callController.ts';
import { useCall } from './callStore.ts';

/**
 * Block: after a confirmation, never be matched with this person again, and leave the call.
 * The partner only sees that you left.
 */
export function BlockButton() {
  const socket = useSocket();
  const partnerId = useCall((s) => s.partner?.partnerId ?? null);
  const [sending, setSending] = useState(false);

  const block = async () => {
    if (!socket || !partnerId || sending) return;
    const ok = await confirm({
      title: 'Block this person?',
      message:
        "You will leave this call and never be matched with them again. They won't be told they were blocked.",
      confirmText: 'Block',
      danger: true,
    });
    // the partner may have left while the dialog was open: nobody to block any more
    if (!ok || useCall.getState().partner?.partnerId !== partnerId) return;
    setSending(true);
    whenAnswered(
      (reply) => socket.emit('blockUser', { partnerId }, reply),
      (res) => {
        setSending(false);
        if (!res.ok) return notify('error', 'Block not sent', res.error);
        callController.stop();
        notify(
          'success',
          'Blocked',
          "You won't be matched with this person again. Tap Find a Partner to meet someone new.",
        );
      },
    );
  };

  return (
    <button
      type="button"
      className="btn btn-ghost block-btn"
      onClick={() => void block()}
      disabled={!socket || !partnerId}
      aria-busy={sending}
      title="Block this person"
    >
      {sending && <span className="spinner" aria-hidden="true" />}
      Block
    </button>
  );
}
