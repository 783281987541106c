import { describeDuration } from '../../shared/protocol/codes/words.ts';
import { storeReportsReason } from './reportsReason.ts';

/**
 * The report and ban policy (docs/product.md, Moderation) as a pure function: reports from three
 * distinct reporters within 24 h ban for 24 h; once a user has served a ban, the next time the
 * threshold is reached the ban lasts 7 days. A reporter is a browser and a person, not an account:
 * reports sharing an account, a device cookie or (behind a trusted proxy) a client address count
 * once, and a member is banned automatically only when at least one reporter is a member (guest
 * accounts cost nothing); otherwise the reports wait for an operator.
 */
export const BAN_POLICY = {
  distinctReporters: 3,
  windowMs: 24 * 60 * 60_000,
  firstBanMs: 24 * 60 * 60_000,
  repeatBanMs: 7 * 24 * 60 * 60_000,
} as const;

export interface ReportFact {
  reporterId: string;
  /** the reporter's device cookie (null: none known) */
  deviceId: string | null;
  /** the reporter's client address, only when a trusted proxy vouches for it */
  address: string | null;
  /** the reporter was signed in (Google/Facebook) when reporting */
  isMember: boolean;
  /** what the report counts for (reportWeight.ts; 1 when absent); a reporter counts their heaviest */
  weight?: number;
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

export interface ReporterTally {
  /** distinct reporters: groups of reports linked by account, device or address */
  reporters: number;
  /** the groups' weights summed (each group counts its heaviest report) */
  weight: number;
  /** groups that include a member's report */
  members: number;
}

/**
 * Counts reporters: two reports whose account, device or address match are one reporter
 * (union-find over those keys), so one browser's throwaway guests count once.
 */
export function tallyReporters(reports: readonly ReportFact[]): ReporterTally {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let root = k;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(k, root);
    return root;
  };
  const keysOf = (r: ReportFact) =>
    [`u:${r.reporterId}`, r.deviceId && `d:${r.deviceId}`, r.address && `a:${r.address}`].filter(
      (k): k is string => Boolean(k),
    );
  for (const r of reports) {
    const keys = keysOf(r);
    for (const k of keys) if (!parent.has(k)) parent.set(k, k);
    for (const k of keys.slice(1)) parent.set(find(k), find(keys[0]!));
  }
  const groups = new Map<string, { weight: number; member: boolean }>();
  for (const r of reports) {
    const root = find(`u:${r.reporterId}`);
    const g = groups.get(root) ?? { weight: 0, member: false };
    groups.set(root, {
      weight: Math.max(g.weight, r.weight ?? 1),
      member: g.member || r.isMember,
    });
  }
  let weight = 0;
  let members = 0;
  for (const g of groups.values()) {
    weight += g.weight;
    if (g.member) members += 1;
  }
  return { reporters: groups.size, weight, members };
}

export function decideBan(
  reports: readonly ReportFact[],
  bans: readonly BanFact[],
  now: number,
  target: { isMember: boolean } = { isMember: false },
  policy = BAN_POLICY,
): BanDecision | null {
  if (bans.some((b) => b.liftedAt === null && b.expiresAt > now)) return null;
  // Reports that already led to a ban (or were filed before an operator's unban) are spent.
  const spentUntil = Math.max(
    now - policy.windowMs,
    ...bans.map((b) => (b.liftedAt === null ? b.createdAt : b.liftedAt)),
  );
  const tally = tallyReporters(reports.filter((r) => r.createdAt > spentUntil));
  if (tally.weight < policy.distinctReporters) return null;
  // guests alone never ban a member: those reports wait for an operator
  if (target.isMember && tally.members === 0) return null;
  const repeat = bans.some((b) => b.liftedAt === null);
  return {
    durationMs: repeat ? policy.repeatBanMs : policy.firstBanMs,
    reason: storeReportsReason({
      count: tally.reporters,
      hours: Math.round(policy.windowMs / (60 * 60_000)),
      again: repeat,
    }),
  };
}

/** A duration in words (the ban notice's, shared with clients). */
export { describeDuration };

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
