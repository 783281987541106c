import { useLingui } from '@lingui/react';
import { useMemberSignIn } from '../session/memberSignIn.ts';
import { openSignIn } from '../session/session.ts';
import './games.css';

/**
 * The server's note to guests after a game (points/games.ts GUEST_NOTE), as it sends it: known
 * by this wording, then shown in the page's language.
 */
// i18n-ignore: the server's wording to recognise, not shown as is
export const SIGN_IN_NOTE = 'Sign in to earn points';

/**
 * A game's reward line. For a guest the note is an invitation, so it is a real control that
 * opens the sign-in dialog, not text that only looks like a link; on a server without member
 * sign-in it says so instead of inviting to a dialog with nothing to sign in with.
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
  const { i18n } = useLingui();
  const { state } = useMemberSignIn();
  // the same note on a server without member sign-in: there is nothing to sign in with; while
  // the server's answer is pending, only what is true on any server
  if (text === SIGN_IN_NOTE && state !== 'offered')
    return (
      <p className={className} data-testid={testId}>
        {state === 'notOffered'
          ? i18n._('games.reward.noSignIn')
          : i18n._('games.reward.membersOnly')}
      </p>
    );
  return (
    <p className={className} data-testid={testId}>
      {text === SIGN_IN_NOTE ? (
        <button type="button" className="reward-sign-in" onClick={openSignIn}>
          {i18n._('games.reward.signIn')}
        </button>
      ) : (
        text
      )}
    </p>
  );
}
