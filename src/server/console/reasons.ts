import {
  BAN_REASONS,
  OPERATOR_BAN_REASONS,
  type BanReasonCode,
  type OperatorBanReason,
  type ReportsBanParams,
  type RuleCode,
} from '../../shared/protocol/console.ts';
import { readReportsReason } from '../moderation/reportsReason.ts';
import { DEVICE_REASON } from '../moderation/store.ts';

export const isOperatorReason = (code: string): code is OperatorBanReason =>
  Object.hasOwn(OPERATOR_BAN_REASONS, code);

/**
 * A stored ban reason as the person is told it: the console stores a reason code; the
 * automatic policy stores its counts ('reports:3:24', once an English sentence: both read as
 * the same params); a guest born banned on a banned browser carries DEVICE_REASON; the CLI may
 * have stored free text, which is kept as the detail of an 'other' ban.
 */
export function banReasonOf(stored: string | null): {
  reason: BanReasonCode;
  reasonParams: ReportsBanParams | null;
  rule: RuleCode;
  detail: string | null;
} {
  const text = stored ?? '';
  let reason: BanReasonCode;
  let detail: string | null = null;
  const reasonParams = readReportsReason(text);
  if (isOperatorReason(text)) reason = text;
  else if (text === DEVICE_REASON) reason = 'device';
  else if (reasonParams || text.startsWith('reported ')) reason = 'reports';
  else {
    reason = 'other';
    detail = text || null;
  }
  return { reason, reasonParams, rule: BAN_REASONS[reason].rule, detail };
}
