import { describe, expect, it } from 'vitest';
import { timeAgo } from './relativeTime.ts';

const now = Date.parse('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('when a contact was last met', () => {
  it('reads as a person would say it', () => {
    expect(timeAgo(ago(10_000), now, 'en')).toBe('now');
    expect(timeAgo(ago(5 * MIN), now, 'en')).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 60 * MIN), now, 'en')).toBe('3 hours ago');
    expect(timeAgo(ago(DAY + MIN), now, 'en')).toBe('yesterday');
    expect(timeAgo(ago(15 * DAY), now, 'en')).toBe('2 weeks ago');
    expect(timeAgo(ago(400 * DAY), now, 'en')).toBe('last year');
  });

  it('a time a little ahead (a clock that runs fast) is now, never "in 2 seconds"', () => {
    expect(timeAgo(new Date(now + 2_000).toISOString(), now, 'en')).toBe('now');
  });

  it('speaks the given language', () => {
    expect(timeAgo(ago(2 * DAY), now, 'de')).toBe('vorgestern');
    expect(timeAgo(ago(5 * MIN), now, 'es')).toBe('hace 5 minutos');
    expect(timeAgo(ago(10_000), now, 'fr')).toBe('maintenant');
  });

  it("speaks the app's language when none is given", () => {
    // unit tests run in English (src/web/i18n/testing.ts)
    expect(timeAgo(ago(DAY + MIN), now)).toBe('yesterday');
  });
});
