import { openSignIn } from '../session/session.ts';
import './games.css';

/** The server's note to guests after a game (points/games.ts GUEST_NOTE). */
export const SIGN_IN_NOTE = 'Sign in to earn points';

/**
 * A game's reward line. For a guest the note is an invitation, so it is a real control that
 * opens the sign-in dialog, not text that only looks like a link.
 */
export function RewardNote({
  text,
  className,
  testId,
}: {
  text: string;
  className: string;
  testId?: string;
}) {
  return (
    <p className={className} data-testid={testId}>
      {text === SIGN_IN_NOTE ? (
        <button type="button" className="reward-sign-in" onClick={openSignIn}>
          {text}
        </button>
      ) : (
        text
      )}
    </p>
  );
}
