import { useLingui } from '@lingui/react';
import { useSession } from '../session/session.ts';
import { withElements } from '../../i18n/elements.tsx';
import { formatBanEnd } from './countdown.ts';
import { useStanding } from './standing.ts';
import './moderation.css';

/** The ban notice with its expiry time, on the chat screens. */
export function BanNotice() {
  const { i18n } = useLingui();
  const user = useSession((s) => s.user);
  // the reason code 'device': the browser in use is banned, not the account itself
  const byBrowser = useStanding((s) => s.standing?.ban?.reason === 'device');
  if (!user?.isBanned || !user.banExpiresAt) return null;
  return (
    <div className="alert ban-notice" role="alert">
      {withElements(
        (m) =>
          byBrowser ? i18n._('moderation.browserBanNotice', m) : i18n._('moderation.banNotice', m),
        { time: <strong>{formatBanEnd(user.banExpiresAt)}</strong> },
      )}
    </div>
  );
}
