import { z } from 'zod';

/**
 * Why a person is reported. Codes go over the wire and into the store; labels are
 * what the report dialog shows. 'under18' goes to an operator at once and weighs double
 * toward the automatic ban (server/moderation/reportWeight.ts).
 */
export const REPORT_REASONS = {
  nudity: 'Nudity or sexual content',
  harassment: 'Harassment or hate',
  under18: 'Appears under 18',
  spam: 'Spam or scam',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_CODES = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** The nudity shield's explicit categories (nsfwjs class names); only these are evidence. */
export const SHIELD_CATEGORIES = ['Porn', 'Hentai', 'Sexy'] as const;
export type ShieldCategory = (typeof SHIELD_CATEGORIES)[number];

/** What the viewer's on-device shield saw: a category and its score, never an image. */
export const shieldEvidenceSchema = z.strictObject({
  category: z.enum(SHIELD_CATEGORIES, {
    error: `Evidence category must be one of ${SHIELD_CATEGORIES.join(', ')}`,
  }),
  score: z
    .number({ error: 'Evidence score must be a number' })
    .min(0, 'Evidence score must be between 0 and 1')
    .max(1, 'Evidence score must be between 0 and 1'),
});
export type ShieldEvidence = z.infer<typeof shieldEvidenceSchema>;

/**
 * Shield evidence as the console shows it: what the reporter's device said its shield saw.
 * Client-supplied (a modified client can make it up), never measured by the server.
 */
export interface ReporterEvidence extends ShieldEvidence {
  source: 'reporter_device';
}

export const reportReasonSchema = z.enum(REPORT_REASON_CODES, {
  error: `Reason must be one of ${REPORT_REASON_CODES.join(', ')}`,
});
