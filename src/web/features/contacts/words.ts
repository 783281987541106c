import type { ContactCallEndCode } from '../../../shared/protocol/index.ts';

/** A toast: what happened and what to do now. */
export interface Told {
  title: string;
  description: string;
}

/**
 * What the caller reads when a call to `name` did not connect, per contactCallEnded code. The
 * callee's tabs hear only that the ring stopped (missedCall).
 */
export const CALL_ENDED: Record<ContactCallEndCode, (name: string) => Told> = {
  declined: (name) => ({
    title: `${name} declined your call`,
    description: 'They cannot talk right now. Try again later.',
  }),
  no_answer: (name) => ({
    title: `${name} did not answer`,
    description: 'Try again later, or when People shows them online again.',
  }),
  busy: (name) => ({
    title: `${name} is in another call`,
    description: 'Try again in a few minutes.',
  }),
  offline: (name) => ({
    title: `${name} is offline`,
    description: 'You can call them when People shows them online.',
  }),
  cancelled: (name) => ({
    title: `The call to ${name} was cancelled`,
    description: 'Call again from People when you are ready.',
  }),
  answered_elsewhere: (name) => ({
    title: `${name} was answered in another tab`,
    description: 'The call goes on there.',
  }),
};

export const missedCall = (name: string): Told => ({
  title: `Missed call from ${name}`,
  description: 'You can call them back from People.',
});
