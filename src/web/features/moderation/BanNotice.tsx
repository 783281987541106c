import { useSession } from '../session/session.ts';
import { formatBanEnd } from './countdown.ts';
import './moderation.css';

/** The ban notice with its expiry time, on the chat screens. */
export function BanNotice() {
  const user = useSession((s) => s.user);
  if (!user?.isBanned || !user.banExpiresAt) return null;
  return (
    <div className="alert ban-notice" role="alert">
      Your account is banned until <strong>{formatBanEnd(user.banExpiresAt)}</strong>. You can chat
      again after that.
    </div>
  );
}
