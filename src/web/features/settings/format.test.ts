import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import {
  countryName,
  formatDate,
  formatDateTime,
  formatDelta,
  formatNumber,
  reasonInWords,
  shortMatchId,
  usernameSaveError,
} from './format.ts';

describe('points stream formatting', () => {
  it('writes reasons in words', () => {
    expect(reasonInWords('trivia_win')).toBe('Trivia win');
    expect(reasonInWords('laugh_challenge_draw')).toBe('Laugh challenge draw');
    expect(reasonInWords('bonus')).toBe('Bonus');
    expect(reasonInWords('')).toBe('');
  });

  it('shortens match ids to the first 4 and last 3 characters', () => {
    expect(shortMatchId('3f2a9c1e-77aa-4bcd-9e01-0123456789ab')).toBe('3f2a…9ab');
    expect(shortMatchId('abc1234')).toBe('abc1234');
  });

  it('signs the delta', () => {
    expect(formatDelta(20)).toBe('+20 pts');
    expect(formatDelta(0)).toBe('+0 pts');
    expect(formatDelta(-5)).toBe('-5 pts');
  });

  it('writes numbers and dates as the language does (the words stay English here)', () => {
    expect(formatDelta(1500)).toBe('+1,500 pts');
    expect(formatDelta(1500, 'es')).toBe('+1500 pts');
    expect(formatNumber(12_345, 'es')).toBe('12.345');
    expect(formatNumber(12_345, 'de')).toBe('12.345');
    const at = Date.UTC(2025, 2, 5, 12);
    expect(formatDate(at, 'en')).toBe('Mar 5, 2025');
    expect(formatDate(at, 'es')).toBe('5 mar 2025');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('country names', () => {
  it('names a country in the language asked, else the fallback', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('de', null, 'es')).toBe('Alemania');
    expect(countryName('DE', null, 'ar')).toBe('ألمانيا');
    expect(countryName('UN', 'Unknown')).toBe('Unknown');
    expect(countryName(null, 'Germany')).toBe('Germany');
    expect(countryName('nope', null)).toBeNull();
  });
});

describe('username save errors', () => {
  const date = (iso: string) => `D(${iso})`;
  it('maps 409 and 429 to the spec texts with the optional parts', () => {
    expect(usernameSaveError(new ApiError('x', 409, { error: 'x' }), date)).toBe(
      'Username already taken',
    );
    const full = new ApiError('x', 429, {
      error: 'x',
      cooldownEndsAt: '2030-01-01T00:00:00.000Z',
      secondsRemaining: 42,
    });
    expect(usernameSaveError(full, date)).toBe(
      'Username can be changed once every 7 days · next: D(2030-01-01T00:00:00.000Z) · 42s remaining',
    );
    expect(usernameSaveError(new ApiError('x', 429, {}), date)).toBe(
      'Username can be changed once every 7 days',
    );
  });

  it("shows the words for the server's code (the API client's message), else the generic failure", () => {
    const words = 'Invalid username (3–20, letters/numbers/_/./-)';
    const refused = new ApiError(words, 400, { error: 'ignored', code: 'username_invalid' });
    expect(usernameSaveError(refused)).toBe(words);
    expect(usernameSaveError(new ApiError('Network error contacting /api/me', 0))).toBe(
      'Failed to save username',
    );
    expect(usernameSaveError(new Error('boom'))).toBe('Failed to save username');
  });
});
