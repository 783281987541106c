import type {
  BanReasonCode,
  ReportsBanParams,
  RuleCode,
} from '../../../shared/protocol/console.ts';
import type { ReportReason } from '../../../shared/protocol/report.ts';
import { i18n } from '../../i18n/i18n.ts';

// The shared protocol names reasons and rules by code (its English labels are the server's);
// these are their words in the app's language, read at render so a switch re-renders them.

/** A report reason's label. */
export function reportReasonText(code: ReportReason): string {
  const words: Record<ReportReason, () => string> = {
    nudity: () => i18n._('moderation.reportReason.nudity'),
    harassment: () => i18n._('moderation.reportReason.harassment'),
    under18: () => i18n._('moderation.reportReason.under18'),
    spam: () => i18n._('moderation.reportReason.spam'),
    other: () => i18n._('moderation.reportReason.other'),
  };
  return words[code]();
}

/** Why a person was banned or warned; a reports ban with its counts says how many and when. */
export function banReasonText(code: BanReasonCode, params?: ReportsBanParams | null): string {
  if (code === 'reports' && params)
    return params.again
      ? i18n._('moderation.banReason.reportsAgain', { count: params.count, hours: params.hours })
      : i18n._('moderation.banReason.reportsCounted', { count: params.count, hours: params.hours });
  const words: Record<BanReasonCode, () => string> = {
    harassment: () => i18n._('moderation.banReason.harassment'),
    nudity: () => i18n._('moderation.banReason.nudity'),
    underage: () => i18n._('moderation.banReason.underage'),
    spam: () => i18n._('moderation.banReason.spam'),
    other: () => i18n._('moderation.banReason.other'),
    reports: () => i18n._('moderation.banReason.reports'),
    device: () => i18n._('moderation.banReason.device'),
  };
  return words[code]();
}

/** The rule a ban or warning is under. */
export function ruleText(code: RuleCode): string {
  const words: Record<RuleCode, () => string> = {
    respect: () => i18n._('moderation.rule.respect'),
    sexual: () => i18n._('moderation.rule.sexual'),
    age: () => i18n._('moderation.rule.age'),
    spam: () => i18n._('moderation.rule.spam'),
    terms: () => i18n._('moderation.rule.terms'),
    reports: () => i18n._('moderation.rule.reports'),
    device: () => i18n._('moderation.rule.device'),
  };
  return words[code]();
}
