/**
 * Contacts: two people who both chose "Keep in touch" in a call, the people met lately
 * (Recent), and calls placed to a contact. REST shapes and the server events' payloads; the
 * refusals are codes in codes/contacts.ts.
 */
import type { GuestName } from './guestName.ts';

/** The product's numbers for contacts (docs/product.md, Contacts). */
export const CONTACTS = {
  /** a contact call rings at most this long (ms) */
  ringMs: 30_000,
  /** this many declined calls in a row… */
  declinesToPause: 3,
  /** …stop the caller calling that contact for this long (ms) */
  pauseMs: 24 * 60 * 60_000,
  /** Recent lists at most this many people… */
  recentMax: 20,
  /** …met within this long (ms); older entries are erased by the retention job */
  recentKeepMs: 7 * 24 * 60 * 60_000,
} as const;

/** Who a contact is, as the other side sees them (contactAdded, contactCall). */
export interface ContactPerson {
  /** the contact's id (not an account id) */
  id: string;
  /** their username or provider name; "Guest" for a guest (older clients show it) */
  name: string;
  /** a guest's (or a nameless member's) guest name, to word in the viewer's language */
  guestName?: GuestName;
  countryCode: string;
}

/** `GET /api/contacts` */
export interface ContactView extends ContactPerson {
  /** only ever true for a mutual contact who is online and not appearing offline */
  online: boolean;
  /** ISO time of the last call together */
  lastMetAt: string;
}
export interface ContactsResponse {
  items: ContactView[];
}

/** `GET /api/recent`: someone met lately on this account (never their account id). */
export interface RecentView {
  matchId: string;
  /** empty for a deleted account */
  name: string;
  /**
   * the person deleted their data since: shown as "deleted account" (country and time only),
   * still reportable for the meeting's 7 days
   */
  deleted: boolean;
  guestName?: GuestName;
  countryCode: string;
  /** ISO time the call began */
  metAt: string;
  isContact: boolean;
}
export interface RecentResponse {
  items: RecentView[];
}

/** `GET`/`PUT /api/me/presence` */
export interface PresenceSettings {
  appearOffline: boolean;
}

/** Why a contact call did not connect, or stopped ringing (contactCallEnded.code). */
export const CONTACT_CALL_ENDED = {
  declined: 'Your contact declined the call.',
  no_answer: 'No answer.',
  busy: 'Your contact is in another call.',
  offline: 'Your contact is offline.',
  cancelled: 'The call was cancelled.',
  answered_elsewhere: 'You answered this call in another tab.',
} as const;
export type ContactCallEndCode = keyof typeof CONTACT_CALL_ENDED;

/** contactAdded: both chose "Keep in touch" (to each of them, about the other). */
export interface ContactAddedPayload {
  contact: ContactPerson;
}
/** contactCall: a contact is calling (to each of the callee's tabs). */
export interface ContactCallPayload {
  callId: string;
  from: ContactPerson;
}
/** contactCallEnded: the call did not connect (caller), or stopped ringing (callee's tabs). */
export interface ContactCallEndedPayload {
  callId: string;
  code: ContactCallEndCode;
}
/** contactPresence (ours): a mutual contact came online or went offline. */
export interface ContactPresencePayload {
  id: string;
  online: boolean;
}
