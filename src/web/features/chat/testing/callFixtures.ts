import type { PartnerFound } from '../../../../shared/protocol/index.ts';
import {
  newMeeting,
  type CallEvent,
  type CallEventType,
  type CallKind,
  type CallState,
  type Meeting,
} from '../callMachine.ts';

/** One of every state and every event of the call machine, for the tests that walk its table. */

export const partner = (matchId: string, partnerId = 'them'): PartnerFound => ({
  partnerId,
  matchId,
  commonInterests: ['chess'],
  country: 'France',
  countryCode: 'FR',
  polite: false,
});

/** A partner's call well under way: their video, a chat with an unread line, one refused. */
export const met: Meeting = {
  ...newMeeting(partner('m1')),
  connection: 'connecting',
  messages: [
    { id: 1, sender: 'you', text: 'hi', failed: true },
    { id: 2, sender: 'partner', text: 'hello' },
  ],
  unread: 1,
};

export const ana = { id: 'c1', name: 'Ana', countryCode: 'PT' };

/** One state of every kind (the compiler insists on all of them). */
export const STATES: Record<CallKind, CallState> = {
  idle: { kind: 'idle' },
  starting: { kind: 'starting' },
  calling: { kind: 'calling', role: 'caller', contact: ana, callId: null },
  searching: { kind: 'searching', via: 'next' },
  betweenPartners: { kind: 'betweenPartners', via: 'auto' },
  connecting: { kind: 'connecting', via: 'next', meeting: met },
  inCall: { kind: 'inCall', meeting: met },
  partnerAway: { kind: 'partnerAway', meeting: met },
  reconnecting: { kind: 'reconnecting', meeting: met },
};

/** The same call, with a contact: placed or answered on People. */
export const withAna: Meeting = {
  ...met,
  partner: { ...met.partner, contactId: 'c1' },
  contact: ana,
};
export const CONTACT_STATES = {
  connecting: { kind: 'connecting', via: 'next', meeting: withAna },
  inCall: { kind: 'inCall', meeting: withAna },
  partnerAway: { kind: 'partnerAway', meeting: withAna },
  reconnecting: { kind: 'reconnecting', meeting: withAna },
} satisfies Partial<Record<CallKind, CallState>>;

/** The states as they also are: where the state's data turns a timer on or off. */
const upOnce: Meeting = { ...met, connection: 'disconnected', everConnected: true };
export const VARIANTS: CallState[] = [
  { kind: 'searching', via: 'home', retries: 1, round: 2 },
  { kind: 'connecting', via: 'home', meeting: { ...met, peerUp: true } },
  { kind: 'connecting', via: 'next', meeting: { ...upOnce, peerUp: true } },
  { kind: 'inCall', meeting: upOnce },
  { kind: 'reconnecting', meeting: { ...withAna, everConnected: true } },
];

export const stream = { id: 'their-stream' } as unknown as MediaStream;
export const offer = {
  kind: 'description',
  description: { type: 'offer', sdp: 'v=0' },
} as const;

/** One event of every type, about the partner of the states above. */
export const EVENTS: Record<CallEventType, CallEvent> = {
  find: { type: 'find' },
  dial: { type: 'dial', contact: ana },
  dialed: { type: 'dialed', callId: 'call-1' },
  answer: {
    type: 'answer',
    contact: { id: 'c2', name: 'Bo', countryCode: 'SE' },
    callId: 'call-2',
  },
  cameraFailed: { type: 'cameraFailed' },
  search: { type: 'search' },
  searchRefused: { type: 'searchRefused' },
  searchUnavailable: { type: 'searchUnavailable' },
  searchAgain: { type: 'searchAgain' },
  partnerFound: { type: 'partnerFound', partner: partner('m2', 'someone-new') },
  shown: { type: 'shown' },
  partnerDropped: { type: 'partnerDropped', matchId: 'm1' },
  socketLost: { type: 'socketLost' },
  resumed: { type: 'resumed', matchId: 'm1', partnerId: 'them-again' },
  resumedAway: { type: 'resumedAway', matchId: 'm1', partnerId: 'them-again' },
  partnerLeft: { type: 'partnerLeft' },
  next: { type: 'next' },
  stop: { type: 'stop' },
  peerState: { type: 'peerState', connection: 'connected' },
  remoteStream: { type: 'remoteStream', stream },
  playing: { type: 'playing' },
  said: { type: 'said', line: { id: 3, sender: 'you', text: 'how are you?' } },
  heard: { type: 'heard', line: { id: 3, sender: 'partner', text: 'fine' }, seen: false },
  lineFailed: { type: 'lineFailed', id: 1, failed: false },
  read: { type: 'read' },
  signalHeld: { type: 'signalHeld', signal: offer },
  peerStarted: { type: 'peerStarted' },
};

export const KINDS = Object.keys(STATES) as CallKind[];
export const TYPES = Object.keys(EVENTS) as CallEventType[];

/** Where the table's arrow for (state, event) leads; undefined when the state ignores it. */
export function arrow(rows: object, from: CallKind, type: CallEventType): CallKind | undefined {
  const row = (rows as Partial<Record<CallKind, Partial<Record<string, { to: string }>>>>)[from];
  return row?.[type]?.to as CallKind | undefined;
}
