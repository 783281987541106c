/**
 * The report and ban policy of DESIGN.md as a pure function: three reports from distinct
 * users within 24 h ban for 24 h; once a user has served a ban, the next time the threshold
 * is reached the ban lasts 7 days.
 */
export const BAN_POLICY = {
  distinctReporters: 3,
  windowMs: 24 * 60 * 60_000,
  firstBanMs: 24 * 60 * 60_000,
  repeatBanMs: 7 * 24 * 60 * 60_000,
} as const;

export interface ReportFact {
  reporterId: string;
  createdAt: number;
}

export interface BanFact {
  createdAt: number;
  expiresAt: number;
  /** an operator lifted it early: it was a mistake and does not count as a prior offence */
  liftedAt: number | null;
}

export interface BanDecision {
  durationMs: number;
  reason: string;
}

export function decideBan(
  reports: readonly ReportFact[],
  bans: readonly BanFact[],
  now: number,
  policy = BAN_POLICY,
): BanDecision | null {
  if (bans.some((b) => b.liftedAt === null && b.expiresAt > now)) return null;
  // Reports that already led to a ban (or were filed before an operator's unban) are spent.
  const spentUntil = Math.max(
    now - policy.windowMs,
    ...bans.map((b) => (b.liftedAt === null ? b.createdAt : b.liftedAt)),
  );
  const reporters = new Set(
    reports.filter((r) => r.createdAt > spentUntil).map((r) => r.reporterId),
  );
  if (reporters.size < policy.distinctReporters) return null;
  const repeat = bans.some((b) => b.liftedAt === null);
  return {
    durationMs: repeat ? policy.repeatBanMs : policy.firstBanMs,
    reason: repeat
      ? `reported again by ${reporters.size} people within 24 hours after an earlier ban`
      : `reported by ${reporters.size} people within 24 hours`,
  };
}

/** '7 days', '24 hours', '1 day 12 hours', '90 seconds' -> '1 minute 30 seconds': a duration in words. */
export function describeDuration(ms: number): string {
  const units: [number, string][] = [
    [24 * 60 * 60_000, 'day'],
    [60 * 60_000, 'hour'],
    [60_000, 'minute'],
    [1_000, 'second'],
  ];
  let rest = Math.max(1_000, Math.round(ms / 1_000) * 1_000);
  if (rest === BAN_POLICY.firstBanMs) return '24 hours';
  const parts: string[] = [];
  for (const [size, name] of units) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) parts.push(`${n} ${name}${n === 1 ? '' : 's'}`);
  }
  // the two largest units say enough
  return parts.slice(0, 2).join(' ');
}

/** Parses an operator's duration: '30s', '15m', '24h', '7d', or combined like '1d12h'. */
export function parseDuration(text: string): number | null {
  const match = /^\s*((?:\d+\s*[smhdw]\s*)+)$/i.exec(text);
  if (!match) return null;
  const size: Record<string, number> = {
    s: 1_000,
    m: 60_000,
    h: 60 * 60_000,
    d: 24 * 60 * 60_000,
    w: 7 * 24 * 60 * 60_000,
  };
  let total = 0;
  for (const part of match[1]!.matchAll(/(\d+)\s*([smhdw])/gi)) {
    total += Number(part[1]) * size[part[2]!.toLowerCase()]!;
  }
  return total > 0 && Number.isSafeInteger(total) ? total : null;
}
