import { describe, expect, it } from 'vitest';
import { rewardText } from './reward.ts';

describe("a game's reward line", () => {
  it('shows awarded points or why there are none', () => {
    expect(rewardText({ rewards: { awardedPoints: 20 } })).toBe('+20 points');
    expect(rewardText({ rewards: { awardedPoints: 0, note: 'Sign in to earn points' } })).toBe(
      'Sign in to earn points',
    );
    expect(rewardText({ rewards: { awardedPoints: 0 } })).toBe('No points this time.');
  });
});
