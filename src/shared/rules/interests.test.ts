import { describe, expect, it } from 'vitest';
import { parseInterestsText } from './interests.ts';

describe('the interests a person types on Home', () => {
  it('are split at the commas people type in their language', () => {
    expect(parseInterestsText('music, travel,chess')).toEqual({
      ok: true,
      interests: ['music', 'travel', 'chess'],
    });
    // Arabic's comma, and the ideographic ones
    expect(parseInterestsText('موسيقى، سفر')).toEqual({ ok: true, interests: ['موسيقى', 'سفر'] });
    expect(parseInterestsText('音楽、旅行，将棋')).toEqual({
      ok: true,
      interests: ['音楽', '旅行', '将棋'],
    });
  });
});
