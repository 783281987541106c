import type { ReportReason } from '../../shared/protocol/report.ts';

/**
 * How much one report counts toward the automatic ban (policy.ts). "Appears under 18" counts
 * double: a minor on the platform is the harm that closed Omegle, so two such reports are
 * enough to take the account out while an operator (who sees them first) decides.
 * Kept apart from the counting rule itself so either can change on its own.
 */
export function reportWeight(reason: ReportReason | string | null | undefined): number {
  return reason === 'under18' ? 2 : 1;
}
