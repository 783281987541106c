import type { I18n } from '@lingui/core';
import { i18n as appI18n } from '../../../i18n/i18n.ts';
import type { ChallengeEnded } from './challengeController.ts';

/** '+20 points', or the reason there are none (e.g. 'Sign in to earn points'). */
export function rewardText(ended: Pick<ChallengeEnded, 'rewards'>, i18n: I18n = appI18n): string {
  const { awardedPoints, note } = ended.rewards;
  if (awardedPoints > 0) return i18n._('games.reward.points', { points: awardedPoints });
  return note ?? i18n._('games.reward.none');
}
