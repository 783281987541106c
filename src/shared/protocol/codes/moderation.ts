/** Reports, blocks and bans. */
import type { CodeTable, RefusalOf } from './table.ts';
import { describeDuration } from './words.ts';
import { APPEAL_MAX, type BanNoticeParams } from '../console.ts';

type Action = { action: 'report' | 'block' };

export const MODERATION_CODES = {
  /** `doing`: what the ban stops (search: matching; report: reports; app: REST and the AI) */
  banned: (p: { doing: 'search' | 'report' | 'app' }) =>
    p.doing === 'search'
      ? 'You are banned and cannot search until the ban lifts.'
      : p.doing === 'report'
        ? 'You are banned and cannot report until the ban lifts.'
        : 'You have been banned for violating our terms.',
  /** the `banned` event: for how long and why (console.ts, BanNoticeParams) */
  ban_notice: (p: BanNoticeParams) =>
    `You have been banned for ${describeDuration(p.ms)}: ${p.reason}.`,
  not_your_partner: (p: Action) =>
    p.action === 'report'
      ? 'You can only report your current or just-left partner.'
      : 'You can only block the person you are talking to.',
  /** the named match is not one of the person's recent ones (or never was) */
  not_your_match: 'That chat is not one of yours, or it ended too long ago.',
  /** an operator's warning waits: the person reads and acknowledges it before searching again */
  warned: 'An operator has warned you. Read the warning and acknowledge it to search again.',
  self: (p: Action) =>
    p.action === 'report' ? 'You cannot report yourself.' : 'You cannot block yourself.',
  already_reported: 'You already reported this user for this chat.',
  /** rateCall: one rating per person and call */
  already_rated: 'You already rated this call.',
  /** rateCall: only a call of at least 30 seconds can be rated (RATING_MIN_CALL_MS) */
  too_short: 'Only a call of at least 30 seconds can be rated.',
  // ageSignal (AGE_SIGNAL in ageSignal.ts)
  /** AGE_SIGNALS=off on this server: the client is told not to look, and signals are refused */
  age_signals_off: 'Age signals are turned off on this server.',
  /** the named match is not the current call's */
  age_signal_not_partner: 'An age signal can only be about your current partner.',
  /** the call has not lasted AGE_SIGNAL.minCallMs yet */
  age_signal_too_early: 'An age signal can only come after the first 10 seconds of a call.',
  /** one signal per person and call */
  age_signal_sent: 'You already sent an age signal for this call.',
  no_such_block: 'That block does not exist (it may have been removed already).',

  // the moderation console and a person's own standing (appeals, warnings)
  forbidden: 'Only operators can use the moderation console.',
  already_handled: 'Another operator already handled this.',
  appeal_exists: 'You have already appealed this ban.',
  not_banned: 'There is no ban in force.',
  too_long: `Keep it to ${APPEAL_MAX} characters or fewer.`,
  invalid: 'That request is not valid.',
  not_member: 'Only a signed-in member can be an operator.',
  not_held: 'This person is not held for an age review.',
  not_flagged: 'This person is not flagged as a likely bot.',
  already_escalated: 'This report was already escalated.',
} as const satisfies CodeTable;

export type ModerationCode = keyof typeof MODERATION_CODES;
export type ModerationRefusal = RefusalOf<typeof MODERATION_CODES>;
