import { describe, expect, it } from 'vitest';
import { BAN_POLICY, decideBan, describeDuration, parseDuration } from './policy.ts';

const H = 60 * 60_000;
const now = 1_000 * H;
const report = (reporterId: string, hoursAgo: number) => ({
  reporterId,
  createdAt: now - hoursAgo * H,
});

describe('ban policy', () => {
  it('bans for 24 h at three distinct reporters within 24 h', () => {
    expect(decideBan([report('a', 1), report('b', 2)], [], now)).toBeNull();
    expect(decideBan([report('a', 1), report('b', 2), report('c', 23)], [], now)).toEqual({
      durationMs: BAN_POLICY.firstBanMs,
      reason: 'reported by 3 people within 24 hours',
    });
  });

  it('counts distinct reporters only, and only within the window', () => {
    expect(decideBan([report('a', 1), report('a', 2), report('a', 3)], [], now)).toBeNull();
    expect(decideBan([report('a', 1), report('b', 2), report('c', 25)], [], now)).toBeNull();
  });

  it('escalates to 7 days after a served ban, and spent reports do not count again', () => {
    const served = { createdAt: now - 30 * H, expiresAt: now - 6 * H, liftedAt: null };
    const fresh = [report('a', 1), report('b', 2), report('c', 3)];
    expect(decideBan(fresh, [served], now)?.durationMs).toBe(BAN_POLICY.repeatBanMs);
    const atBan = { createdAt: now - 2.5 * H, expiresAt: now - H, liftedAt: null };
    expect(decideBan(fresh, [atBan], now)).toBeNull();
  });

  it('never stacks a ban on an active one; an operator-lifted ban is no prior offence', () => {
    const active = { createdAt: now - H, expiresAt: now + H, liftedAt: null };
    const fresh = [report('a', 0.1), report('b', 0.2), report('c', 0.3)];
    expect(decideBan(fresh, [active], now)).toBeNull();
    const lifted = { createdAt: now - 5 * H, expiresAt: now + 19 * H, liftedAt: now - 4 * H };
    expect(decideBan(fresh, [lifted], now)?.durationMs).toBe(BAN_POLICY.firstBanMs);
    // reports from before the lift are spent
    expect(decideBan([...fresh.slice(0, 2), report('c', 4.5)], [lifted], now)).toBeNull();
  });
});

describe('durations', () => {
  it('parses operator durations', () => {
    expect(parseDuration('30s')).toBe(30_000);
    expect(parseDuration('24h')).toBe(24 * H);
    expect(parseDuration('1d12h')).toBe(36 * H);
    expect(parseDuration('2w')).toBe(14 * 24 * H);
    for (const bad of ['', '0s', '12', 'h', '-1d', '1y', '1d;rm'])
      expect(parseDuration(bad)).toBeNull();
  });

  it('says a duration in words', () => {
    expect(describeDuration(24 * H - 3)).toBe('24 hours');
    expect(describeDuration(7 * 24 * H)).toBe('7 days');
    expect(describeDuration(36 * H + 5 * 60_000)).toBe('1 day 12 hours');
    expect(describeDuration(90_000)).toBe('1 minute 30 seconds');
    expect(describeDuration(1)).toBe('1 second');
  });
});
