/** Contacts: "Keep in touch", calling a contact, Recent. */
import type { CodeTable, RefusalOf } from './table.ts';

export const CONTACT_CODES = {
  not_in_call: 'You are not in a call right now.',
  not_a_contact: 'That person is not one of your contacts.',
  contact_offline: 'Your contact is offline right now.',
  contact_busy: 'Your contact is in another call right now.',
  /** three declined calls in a row: `until` is the ISO time calling may start again */
  calls_paused: (p: { until: string }) =>
    `Your contact declined your last three calls. You can call them again after ${p.until.slice(0, 16).replace('T', ' ')} UTC.`,
  already_calling: 'You are already calling someone. Hang up first.',
  call_gone: 'That call has ended.',
} as const satisfies CodeTable;

export type ContactCode = keyof typeof CONTACT_CODES;
export type ContactRefusal = RefusalOf<typeof CONTACT_CODES>;
