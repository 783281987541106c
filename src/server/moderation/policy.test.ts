import { describe, expect, it } from 'vitest';
import {
  BAN_POLICY,
  decideBan,
  describeDuration,
  parseDuration,
  tallyReporters,
  type ReportFact,
} from './policy.ts';
import { reportWeight } from './reportWeight.ts';

const H = 60 * 60_000;
const now = 1_000 * H;
const report = (
  reporterId: string,
  hoursAgo: number,
  more: Partial<ReportFact> = {},
): ReportFact => ({
  reporterId,
  deviceId: `device-${reporterId}`,
  address: null,
  isMember: false,
  createdAt: now - hoursAgo * H,
  ...more,
});
const member = { isMember: true };

describe('ban policy', () => {
  it('bans for 24 h at three distinct reporters within 24 h', () => {
    expect(decideBan([report('a', 1), report('b', 2)], [], now)).toBeNull();
    expect(decideBan([report('a', 1), report('b', 2), report('c', 23)], [], now)).toEqual({
      durationMs: BAN_POLICY.firstBanMs,
      reason: 'reports:3:24',
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

describe('who counts as a distinct reporter (brigading)', () => {
  it('three guest accounts from one browser count as one reporter', () => {
    const sameBrowser = ['g1', 'g2', 'g3'].map((id) => report(id, 0, { deviceId: 'one' }));
    expect(tallyReporters(sameBrowser)).toEqual({ reporters: 1, weight: 1, members: 0 });
    expect(decideBan(sameBrowser, [], now)).toBeNull();
  });

  it('behind a trusted proxy, one client address counts once, also across devices', () => {
    const oneAddress = ['a', 'b', 'c'].map((id) => report(id, 0, { address: '203.0.113.9' }));
    expect(tallyReporters(oneAddress).reporters).toBe(1);
    // a chain: a~b by device, b~c by address: still one reporter
    const chain = [
      report('a', 0, { deviceId: 'd1' }),
      report('b', 0, { deviceId: 'd1', address: '198.51.100.1' }),
      report('c', 0, { deviceId: 'd3', address: '198.51.100.1' }),
    ];
    expect(tallyReporters(chain).reporters).toBe(1);
  });

  it('guests alone never ban a member; one member among three distinct reporters does', () => {
    const guests = [report('a', 1), report('b', 2), report('c', 3)];
    expect(decideBan(guests, [], now, member)).toBeNull();
    // the same reports still ban a guest
    expect(decideBan(guests, [], now, { isMember: false })?.durationMs).toBe(BAN_POLICY.firstBanMs);
    const withMember = [report('a', 1), report('b', 2), report('c', 3, member)];
    expect(decideBan(withMember, [], now, member)).toEqual({
      durationMs: BAN_POLICY.firstBanMs,
      reason: 'reports:3:24',
    });
  });

  it('a reporter counts their heaviest report once (room for weighted reasons)', () => {
    const heavy = [report('a', 1, { weight: 2 }), report('a', 2), report('b', 3)];
    expect(tallyReporters(heavy)).toEqual({ reporters: 2, weight: 3, members: 0 });
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

describe('report weight', () => {
  it('"Appears under 18" counts once: two such reporters do not ban, they wait for an operator', () => {
    const under18 = (id: string) => ({ ...report(id, 1), weight: reportWeight('under18') });
    expect(reportWeight('under18')).toBe(1);
    expect(reportWeight('spam')).toBe(1);
    expect(reportWeight(null)).toBe(1);
    expect(decideBan([under18('a'), under18('b')], [], now)).toBeNull();
    // the usual three distinct reporters still ban
    expect(decideBan([under18('a'), under18('b'), under18('c')], [], now)?.durationMs).toBe(
      BAN_POLICY.firstBanMs,
    );
  });
});
