import { AGE_REFUSED_MESSAGE, AGE_REQUIRED_MESSAGE } from './age.ts';

/**
 * Why the server refused someone a way into the queue or into a call (search, Next, a resume
 * after reconnecting, TURN credentials): the text people read beside a stable `code`. The
 * socket dispatcher adds the code to a refused ack (reasons.ts); `GET /api/ice` answers it in
 * its JSON body. A text may change; a code never does.
 */
export const ADMISSION_REASONS = {
  ageRequired: { code: 'age_required', text: AGE_REQUIRED_MESSAGE },
  ageRefused: { code: 'age_refused', text: AGE_REFUSED_MESSAGE },
  banned: { code: 'banned', text: 'You are banned and cannot search until the ban lifts.' },
  blocked: { code: 'blocked', text: 'You cannot call this person.' },
  warned: {
    code: 'warned',
    text: 'An operator has warned you. Read the warning and acknowledge it to search again.',
  },
} as const satisfies Record<string, { code: string; text: string }>;

export type AdmissionReason = (typeof ADMISSION_REASONS)[keyof typeof ADMISSION_REASONS];
export type AdmissionCode = AdmissionReason['code'];
