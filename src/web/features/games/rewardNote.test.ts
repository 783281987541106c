import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { speak } from '../../i18n/speak.fixture.ts';
import { rewardNoteWords } from './RewardNote.tsx';

afterEach(() => i18n.activate('en'));

describe('why a game gave no points', () => {
  it("is worded from the server's code in the person's language, the caps counted", async () => {
    await speak('en');
    // English: the server's own sentences
    expect(rewardNoteWords(i18n, 'pair_cap')).toBe(
      'No points this time: you have played 3 scored games with this partner in the last 24 hours.',
    );
    expect(rewardNoteWords(i18n, 'ended')).toBe('The game ended early, so no points were given.');
    await speak('ru');
    expect(rewardNoteWords(i18n, 'pair_cap')).toContain('3 игры на очки');
    expect(rewardNoteWords(i18n, 'daily_cap')).toContain('30 игр на очки');
    await speak('de');
    expect(rewardNoteWords(i18n, 'guest_partner')).toBe(
      'Dein Gegenüber ist als Gast hier: Dieses Spiel ist nur zum Spaß',
    );
    expect(rewardNoteWords(i18n, 'not_saved')).not.toMatch(/Points|saved/);
  });
});
