import { useEffect } from 'react';
import { UI } from '../../../shared/constants.ts';
import type { BannedPayload } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { callController } from '../chat/callController.ts';
import { markBanned } from '../session/session.ts';
import { useSocket } from '../session/useRealtime.ts';
import { loadStanding } from './standing.ts';
import { duration, say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';

/** Hears `banned` on the socket: toast, session marked banned, call and camera stopped. */
export function BanListener() {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    const onBanned = (banned: BannedPayload) => {
      const { banExpiresAt } = banned;
      // the reason code 'device': held by the browser in use, not by an own ban of the account
      const told =
        banned.reason === 'device'
          ? i18n._('moderation.banned.browserToast', { duration: duration(banned.params.ms) })
          : say(banned);
      notify('warning', i18n._('moderation.accountNotice'), told, UI.banToastMs);
      markBanned(banExpiresAt);
      // the reason, the rule and the appeal
      void loadStanding();
      // the server already took us out of the match and queue; release the camera too
      callController.stop();
    };
    socket.on('banned', onBanned);
    return () => {
      socket.off('banned', onBanned);
    };
  }, [socket]);
  return null;
}
