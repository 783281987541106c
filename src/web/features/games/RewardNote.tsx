import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { POINTS } from '../../../shared/constants.ts';
import type { RewardNoteCode } from '../../../shared/games/result.ts';
import { useMemberSignIn } from '../session/memberSignIn.ts';
import { openSignIn } from '../session/session.ts';
import './games.css';

/**
 * The server's note to guests after a game (points/games.ts GUEST_NOTE), as an older server
 * sends it without a code: known by this wording, then shown in the page's language.
 */
// i18n-ignore: the server's wording to recognise, not shown as is
export const SIGN_IN_NOTE = 'Sign in to earn points';

/** Why there were no points, in the person's language (the server sends the code). */
export function rewardNoteWords(i18n: I18n, code: Exclude<RewardNoteCode, 'sign_in'>): string {
  switch (code) {
    case 'guest_partner':
      return i18n._('games.reward.guestPartner');
    case 'pair_cap':
      return i18n._('games.reward.pairCap', { count: POINTS.maxScoredGamesPerPairPerDay });
    case 'daily_cap':
      return i18n._('games.reward.dailyCap', { count: POINTS.maxScoredGamesPerDay });
    case 'ended':
      return i18n._('games.reward.ended');
    case 'not_saved':
      return i18n._('games.reward.notSaved');
  }
}

/**
 * A game's reward line: `text` (the points, or the game's own words for none), unless the
 * server named why there were none (`code`), which is worded here for every game. For a guest
 * the note is an invitation, so it is a real control that opens the sign-in dialog, not text
 * that only looks like a link; on a server without member sign-in it says so instead of
 * inviting to a dialog with nothing to sign in with.
 */
export function RewardNote({
  text,
  code,
  className,
  testId,
}: {
  text: string;
  code?: RewardNoteCode;
  className: string;
  testId?: string;
}) {
  const { i18n } = useLingui();
  const { state } = useMemberSignIn();
  const signIn = code === 'sign_in' || (code === undefined && text === SIGN_IN_NOTE);
  // the same note on a server without member sign-in: there is nothing to sign in with; while
  // the server's answer is pending, only what is true on any server
  if (signIn && state !== 'offered')
    return (
      <p className={className} data-testid={testId}>
        {state === 'notOffered'
          ? i18n._('games.reward.noSignIn')
          : i18n._('games.reward.membersOnly')}
      </p>
    );
  return (
    <p className={className} data-testid={testId}>
      {signIn ? (
        <button type="button" className="reward-sign-in" onClick={openSignIn}>
          {i18n._('games.reward.signIn')}
        </button>
      ) : code ? (
        rewardNoteWords(i18n, code)
      ) : (
        text
      )}
    </p>
  );
}
