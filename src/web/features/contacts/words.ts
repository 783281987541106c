import type { ContactCallEndCode } from '../../../shared/protocol/index.ts';
import { i18n } from '../../i18n/i18n.ts';

/** A toast: what happened and what to do now. */
export interface Told {
  title: string;
  description: string;
}

/**
 * What the caller reads when a call to `name` did not connect, per contactCallEnded code. The
 * callee's tabs hear only that the ring stopped (missedCall). Worded when the toast shows, so
 * in the language of that moment.
 */
export const CALL_ENDED: Record<ContactCallEndCode, (name: string) => Told> = {
  declined: (name) => ({
    title: i18n._('contacts.ended.declined.title', { name }),
    description: i18n._('contacts.ended.declined.body'),
  }),
  no_answer: (name) => ({
    title: i18n._('contacts.ended.noAnswer.title', { name }),
    description: i18n._('contacts.ended.noAnswer.body'),
  }),
  busy: (name) => ({
    title: i18n._('contacts.ended.busy.title', { name }),
    description: i18n._('contacts.ended.busy.body'),
  }),
  offline: (name) => ({
    title: i18n._('contacts.ended.offline.title', { name }),
    description: i18n._('contacts.ended.offline.body'),
  }),
  cancelled: (name) => ({
    title: i18n._('contacts.ended.cancelled.title', { name }),
    description: i18n._('contacts.ended.cancelled.body'),
  }),
  answered_elsewhere: (name) => ({
    title: i18n._('contacts.ended.answeredElsewhere.title', { name }),
    description: i18n._('contacts.ended.answeredElsewhere.body'),
  }),
};

export const missedCall = (name: string): Told => ({
  title: i18n._('contacts.missedCall.title', { name }),
  description: i18n._('contacts.missedCall.body'),
});
