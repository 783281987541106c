import { describe, expect, it } from 'vitest';
import { formatBanEnd, formatRemaining } from './countdown.ts';

describe('ban countdown', () => {
  it("formats 'Xd Xh Xm Xs', rounding up to the next whole second", () => {
    const now = 1_000_000;
    expect(formatRemaining(now + 24 * 3_600_000, now)).toBe('1d 0h 0m 0s');
    expect(formatRemaining(now + 7 * 86_400_000 - 1, now)).toBe('7d 0h 0m 0s');
    expect(formatRemaining(now + 90_061_000, now)).toBe('1d 1h 1m 1s');
    expect(formatRemaining(now + 1, now)).toBe('0d 0h 0m 1s');
  });

  it('is null at and after expiry, or for a bad time', () => {
    expect(formatRemaining(5_000, 5_000)).toBeNull();
    expect(formatRemaining(4_000, 5_000)).toBeNull();
    expect(formatRemaining(Number.NaN, 5_000)).toBeNull();
  });

  it('says the end time, or that it is unknown', () => {
    expect(formatBanEnd('2030-01-02T03:04:05.000Z')).toMatch(/2030/);
    expect(formatBanEnd('nope')).toBe('an unknown time');
  });
});
