/**
 * The refusals of reports and blocks: the text people read beside a stable machine `code`
 * (the socket dispatcher adds the code to a refused ack through reasons.ts). Kept free of zod
 * so the browser can import it on its own.
 */
export const MODERATION_REASONS = {
  reportNotPartner: {
    code: 'not_your_partner',
    text: 'You can only report your current or just-left partner.',
  },
  blockNotPartner: {
    code: 'not_your_partner',
    text: 'You can only block the person you are talking to.',
  },
  /** the named match is not one of the person's recent ones (or never was) */
  notYourMatch: {
    code: 'not_your_match',
    text: 'That chat is not one of yours, or it ended too long ago.',
  },
  reportBanned: {
    code: 'banned',
    text: 'You are banned and cannot report until the ban lifts.',
  },
  reportSelf: { code: 'self', text: 'You cannot report yourself.' },
  blockSelf: { code: 'self', text: 'You cannot block yourself.' },
  alreadyReported: {
    code: 'already_reported',
    text: 'You already reported this user for this chat.',
  },
} as const satisfies Record<string, { code: string; text: string }>;

export type ModerationReasonCode =
  (typeof MODERATION_REASONS)[keyof typeof MODERATION_REASONS]['code'];
