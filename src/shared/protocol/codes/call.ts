/**
 * The core call's refusals and notices: the socket dispatcher's own (bad payloads, unknown
 * events, rate limits, failures), matchmaking, signalling, chat and the admission gates on
 * every way into the queue or a call (search, Next, a resume, TURN credentials).
 */
import { perGameAction, type GameActionName } from '../../games/registry.ts';
import { AGE_REFUSED_MESSAGE, AGE_REQUIRED_MESSAGE } from '../age.ts';
import type { ClientEventName } from '../client-events.ts';
import type { CodeTable, RefusalOf } from './table.ts';
import type { InputIssue } from './inputIssue.ts';

/**
 * What a person did too fast, in their words (these texts reach toasts and chat, so never an
 * event name). Events no person triggers by hand get a plain, general sentence.
 */
const CORE_DOING: Record<Exclude<ClientEventName, GameActionName>, string> = {
  sendMessage: "You're sending messages too fast.",
  findPartner: "You're starting searches too fast.",
  nextPartner: "You're skipping too fast.",
  leave: "You're leaving chats too fast.",
  signal: 'Your connection is sending too much at once.',
  profileUpdate: "You're updating your profile too often.",
  reportUser: 'You just sent a report.',
  pong: 'Your connection is sending too much at once.',
  resumeMatch: 'Your connection is reconnecting too often.',
  peerConnected: 'Your call is reporting its connection too often.',
  mediaState: "You're turning your microphone or camera on and off too fast.",
  blockUser: "You're blocking people too fast.",
  keepInTouch: "You're switching Keep in touch too fast.",
  callContact: "You're calling too often.",
  cancelContactCall: "You're hanging up too often.",
  answerContactCall: "You're answering calls too fast.",
  rateCall: "You're rating calls too fast.",
  ageSignal: 'Your connection is sending too much at once.',
};
const DOING: Record<ClientEventName, string> = {
  ...CORE_DOING,
  ...perGameAction((action) => action.rate.doing),
};

/** Roughly how long to wait after a rate limit. */
export type Wait = 'moment' | 'few_seconds' | 'half_minute' | 'minute';
const WAIT: Record<Wait, string> = {
  moment: 'a moment',
  few_seconds: 'a few seconds',
  half_minute: 'half a minute',
  minute: 'a minute',
};

export const CALL_CODES = {
  /** a payload failed its schema: `field` is its path ('' for the whole payload) */
  invalid_payload: (p: InputIssue) => (p.field ? `${p.field}: ${p.detail}` : p.detail),
  /** an event nobody handles; `name` only when it is short and plain */
  unknown_event: (p: { name: string }) => (p.name ? `Unknown event "${p.name}"` : 'Unknown event'),
  extra_argument: 'Expected at most one payload argument',
  /** one of the person's actions is over its rate limit */
  too_fast: (p: { event: ClientEventName | 'unknown'; wait: Wait }) =>
    `${p.event === 'unknown' ? 'Your app is sending requests this server does not know.' : DOING[p.event]} Please wait ${WAIT[p.wait]} and try again.`,
  /** the client's own: an acknowledgement that never came (the server or network is silent) */
  server_silent: 'The server did not answer. Please try again.',
  /** something failed on the server's side */
  internal: 'Something went wrong on our side. Please try again.',
  /** the database or Redis is briefly out of reach (a restart, a failover): nothing was done */
  unavailable: 'We are briefly out of reach of our data. Please try again in a moment.',

  not_in_chat: 'You are not in a chat right now.',
  signal_not_partner: 'You can only signal your current partner.',
  partner_reconnecting: 'Your partner is reconnecting. Try again in a moment.',
  chat_ended: 'That chat has ended.',
  leave_chat_first: 'Leave your current chat first.',
  /** nextPartner from a call with a contact: that call ended, and no search for a stranger began */
  contact_call_ended: 'Your call with your contact ended. Tap Find a Partner to meet someone new.',
  interest_too_long: (p: { max: number }) => `Each interest can be at most ${p.max} characters.`,
  too_many_interests: (p: { max: number }) => `Up to ${p.max} interests, please.`,
  unknown_country: 'countryCode must be a real two-letter country code',
  /** a findPartner language that is no well-formed BCP 47 tag (`tag`: what was sent, cut) */
  bad_language: (p: { tag: string }) =>
    `"${p.tag}" is not a language tag. Use tags like "es" or "pt-BR".`,
  too_many_languages: (p: { max: number }) => `Up to ${p.max} languages, please.`,
  bad_country_preference: 'country must be a real two-letter country code, or left out',

  // the admission gates
  age_required: AGE_REQUIRED_MESSAGE,
  age_refused: AGE_REFUSED_MESSAGE,
  blocked: 'You cannot call this person.',
  /** held: partners' devices said this person may be under 18; an operator reviews it */
  age_review:
    'Your calls are on hold: people you met may have seen someone under 18 on your camera. A moderator will review it; until then you cannot start calls.',

  // the socket's handshake
  too_many_connections: (p: { max: number }) =>
    `Too many connections: this account already has ${p.max} open. Close another tab and try again.`,
  too_many_from_network: 'Too many connections from your network. Please try again later.',

  // notices
  /** partnerDisconnected: `how` the partner went */
  partner_left: (p: { how: 'left' | 'disconnected' }) =>
    p.how === 'disconnected' ? 'Partner disconnected' : 'Partner left the chat',
  /** the same account searched here while searching or in a chat in another tab */
  openInAnotherTab:
    'You are also searching or in a chat in another tab. Close one of them, so you are not matched twice.',
} as const satisfies CodeTable;

export type CallCode = keyof typeof CALL_CODES;
export type CallRefusal = RefusalOf<typeof CALL_CODES>;
