import type { ReportReason } from '../../shared/protocol/report.ts';

/**
 * How much one report counts toward the automatic ban (policy.ts): one, whatever the reason.
 * "Appears under 18" once counted double, so two identities of one attacker (a member and a
 * guest, or two fresh guests) could take anyone out. Such a report now goes in front of an
 * operator first instead (logged as a warning at once, listed first by `npm run admin --
 * reports`), who bans with the facts in hand. Kept apart from the counting rule itself so a
 * reason can be weighed differently again without touching the tally.
 */
export function reportWeight(_reason: ReportReason | string | null | undefined): number {
  return 1;
}
