import type { ChatMessage, ContactPerson, PartnerFound } from '../../../shared/protocol/index.ts';

/** A line of the chat log; `failed` marks one of yours the server refused (shown with Retry). */
export interface ChatLine extends ChatMessage {
  id: number;
  failed?: boolean;
}

/**
 * Everything that belongs to one partner: who they are, their video, the peer connection to
 * them and the chat with them. It lives only inside the states that have a partner, so it
 * goes the moment they do, with nothing to clear by hand.
 */
export interface Meeting {
  partner: PartnerFound;
  /**
   * The contact this call is with (one placed or answered on People), else null. Such a call
   * ends back on People: it never turns into a search for a stranger by itself.
   */
  contact: ContactPerson | null;
  remoteStream: MediaStream | null;
  /** their video is playing (the loading overlay hides) */
  playing: boolean;
  connection: RTCPeerConnectionState;
  messages: ChatLine[];
  /** lines that arrived while the chat panel was hidden (small screens) */
  unread: number;
}

/**
 * Where a search began: on Home (the call screen is not up yet), with Next, or by itself
 * after a partner left (the floating "Searching for a new match…" box with Cancel).
 */
export type SearchVia = 'home' | 'next' | 'auto';

/** The call on this side, one state at a time. */
export type CallState =
  | { kind: 'idle' }
  /** the camera opens and the ICE servers come */
  | { kind: 'starting' }
  /**
   * A call with a contact before it connects: the caller's camera opens and it rings (the
   * server names the call once it took it), or the callee accepted and waits for the match.
   * The match comes as for a random partner (partnerFound).
   */
  | {
      kind: 'calling';
      role: 'caller' | 'callee';
      contact: ContactPerson;
      callId: string | null;
      /** how long it rings, as the server said once it took the call */
      ringSeconds?: number;
    }
  /** in the queue */
  | { kind: 'searching'; via: SearchVia }
  /** the partner left; a search starts by itself after the spec's 1.2 s */
  | { kind: 'betweenPartners'; via: 'home' | 'auto' }
  /**
   * A partner: the call starts while the screen still shows the search, until this side's
   * first description is out (rendering the match would hold the handshake up)
   */
  | { kind: 'connecting'; via: SearchVia; meeting: Meeting }
  | { kind: 'inCall'; meeting: Meeting }
  /** the partner's socket dropped; the server keeps the match for its grace period */
  | { kind: 'partnerAway'; meeting: Meeting }
  /** our socket dropped; the call goes on peer to peer until the match is resumed */
  | { kind: 'reconnecting'; meeting: Meeting };

export type CallKind = CallState['kind'];

/** What can happen to the call: the person's actions, the server's events, the peer's. */
export type CallEvent =
  | { type: 'find' }
  /** Call on People: this person calls a contact */
  | { type: 'dial'; contact: ContactPerson }
  /** the server took the call and rings the contact */
  | { type: 'dialed'; callId: string; ringSeconds?: number }
  /** Accept on the incoming call */
  | { type: 'answer'; contact: ContactPerson; callId: string }
  | { type: 'cameraFailed' }
  | { type: 'search' }
  | { type: 'searchRefused' }
  | { type: 'partnerFound'; partner: PartnerFound }
  | { type: 'shown' }
  | { type: 'partnerDropped'; matchId: string }
  | { type: 'socketLost' }
  /** the match is resumed with both sides online; the partner's socket id is new */
  | { type: 'resumed'; matchId: string; partnerId: string }
  /** we are back, the partner is still away */
  | { type: 'resumedAway'; matchId: string; partnerId: string }
  /** the partner left, or the call ended while we were away */
  | { type: 'partnerLeft' }
  | { type: 'next' }
  | { type: 'stop' }
  | TalkEvent;

/** Events about the partner's media and chat: the state stays, its meeting changes. */
type TalkEvent =
  | { type: 'peerState'; connection: RTCPeerConnectionState }
  | { type: 'remoteStream'; stream: MediaStream }
  | { type: 'playing' }
  | { type: 'said'; line: ChatLine }
  | { type: 'heard'; line: ChatLine; seen: boolean }
  | { type: 'lineFailed'; id: number; failed: boolean }
  | { type: 'read' };

export type CallEventType = CallEvent['type'];

type Row = Partial<Record<CallEventType, CallKind>>;

/** The partner's media and chat change; the state stays what it is. */
const talk = (kind: CallKind): Row => ({
  peerState: kind,
  remoteStream: kind,
  playing: kind,
  heard: kind,
  lineFailed: kind,
  read: kind,
});

/** The ways a partner is left behind: someone new, the partner gone, Next, Disconnect. */
const leaving: Row = {
  partnerFound: 'connecting',
  partnerLeft: 'betweenPartners',
  next: 'searching',
  stop: 'idle',
};

/**
 * Every transition, as data: state → event → the next state. An event missing from a
 * state's row changes nothing there. `transition` below implements it; its test walks every
 * (state, event) pair and checks the two agree, both ways. A call with a contact differs in
 * its endings only: CONTACT_CALL_ROWS.
 */
export const CALL_TRANSITIONS: Record<CallKind, Row> = {
  idle: { find: 'starting', dial: 'calling', answer: 'calling' },
  calling: { dialed: 'calling', partnerFound: 'connecting', stop: 'idle' },
  starting: { cameraFailed: 'idle', search: 'searching', stop: 'idle' },
  searching: { partnerFound: 'connecting', searchRefused: 'idle', stop: 'idle' },
  betweenPartners: { search: 'searching', partnerFound: 'connecting', stop: 'idle' },
  connecting: {
    ...talk('connecting'),
    ...leaving,
    shown: 'inCall',
    partnerDropped: 'partnerAway',
    socketLost: 'reconnecting',
    resumed: 'connecting',
    resumedAway: 'partnerAway',
  },
  inCall: {
    ...talk('inCall'),
    ...leaving,
    said: 'inCall',
    partnerDropped: 'partnerAway',
    socketLost: 'reconnecting',
    resumed: 'inCall',
    resumedAway: 'partnerAway',
  },
  partnerAway: {
    ...talk('partnerAway'),
    ...leaving,
    said: 'partnerAway',
    socketLost: 'reconnecting',
    resumed: 'inCall',
    resumedAway: 'partnerAway',
  },
  reconnecting: {
    ...talk('reconnecting'),
    ...leaving,
    resumed: 'inCall',
    resumedAway: 'partnerAway',
  },
};

/**
 * A call with a contact (its meeting names the contact) ends, whoever ends it and however:
 * the person is back where they came from, never in a search for a stranger they did not ask
 * for (neither Next nor the partner leaving searches; a new search starts only from Home).
 */
const contactEnds: Row = { partnerLeft: 'idle', next: 'idle' };
export const CONTACT_CALL_ROWS: Partial<Record<CallKind, Row>> = {
  connecting: { ...CALL_TRANSITIONS.connecting, ...contactEnds },
  inCall: { ...CALL_TRANSITIONS.inCall, ...contactEnds },
  partnerAway: { ...CALL_TRANSITIONS.partnerAway, ...contactEnds },
  reconnecting: { ...CALL_TRANSITIONS.reconnecting, ...contactEnds },
};

/** The row that holds for this state: a contact's call has its own endings. */
export function rowOf(state: CallState): Row {
  const contact = meetingOf(state)?.contact;
  return (contact && CONTACT_CALL_ROWS[state.kind]) || CALL_TRANSITIONS[state.kind];
}

export const IDLE: CallState = { kind: 'idle' };

export const newMeeting = (
  partner: PartnerFound,
  contact: ContactPerson | null = null,
): Meeting => ({
  partner,
  contact,
  remoteStream: null,
  playing: false,
  connection: 'new',
  messages: [],
  unread: 0,
});

export function meetingOf(state: CallState): Meeting | null {
  return 'meeting' in state ? state.meeting : null;
}

/** A search started on Home stays Home's until its partner is shown. */
const fromHome = (state: CallState) => state.kind === 'connecting' && state.via === 'home';

/** The call's one reducer: pure, and a state an event does not change comes back as it was. */
export function transition(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'find':
      return state.kind === 'idle' ? { kind: 'starting' } : state;
    case 'dial':
    case 'answer': {
      if (state.kind !== 'idle') return state;
      const role = event.type === 'dial' ? 'caller' : 'callee';
      const callId = event.type === 'answer' ? event.callId : null;
      return { kind: 'calling', role, contact: event.contact, callId };
    }
    case 'dialed':
      if (state.kind !== 'calling' || state.role !== 'caller' || state.callId) return state;
      return { ...state, callId: event.callId, ringSeconds: event.ringSeconds };
    case 'cameraFailed':
      return state.kind === 'starting' ? IDLE : state;
    case 'searchRefused':
      return state.kind === 'searching' ? IDLE : state;
    case 'stop':
      return state.kind === 'idle' ? state : IDLE;
    case 'search':
      if (state.kind === 'starting') return { kind: 'searching', via: 'home' };
      return state.kind === 'betweenPartners' ? { kind: 'searching', via: state.via } : state;
    case 'partnerFound': {
      if (state.kind === 'idle' || state.kind === 'starting') return state;
      const via = 'via' in state ? state.via : 'next';
      // the contact called or answered: the call is theirs (a partner in a search is nobody's)
      const contact = state.kind === 'calling' ? state.contact : null;
      return { kind: 'connecting', via, meeting: newMeeting(event.partner, contact) };
    }
  }
  if (!('meeting' in state)) return state;
  const { meeting } = state;
  switch (event.type) {
    case 'partnerLeft':
    case 'next':
      if (meeting.contact) return IDLE;
  }
  switch (event.type) {
    case 'partnerLeft':
      return { kind: 'betweenPartners', via: fromHome(state) ? 'home' : 'auto' };
    case 'next':
      return { kind: 'searching', via: fromHome(state) ? 'home' : 'next' };
    case 'shown':
      return state.kind === 'connecting' ? { kind: 'inCall', meeting } : state;
    case 'socketLost':
      return state.kind === 'reconnecting' ? state : { kind: 'reconnecting', meeting };
    case 'partnerDropped': {
      const shownOrStarting = state.kind === 'connecting' || state.kind === 'inCall';
      if (!shownOrStarting || meeting.partner.matchId !== event.matchId) return state;
      return { kind: 'partnerAway', meeting };
    }
    case 'resumed':
    case 'resumedAway': {
      if (meeting.partner.matchId !== event.matchId) return state;
      const moved = { ...meeting, partner: { ...meeting.partner, partnerId: event.partnerId } };
      if (event.type === 'resumedAway') return { kind: 'partnerAway', meeting: moved };
      if (state.kind === 'connecting') return { ...state, meeting: moved };
      return { kind: 'inCall', meeting: moved };
    }
    case 'said':
      // while our own socket is away a line could not reach the partner
      if (state.kind !== 'inCall' && state.kind !== 'partnerAway') return state;
  }
  const changed = talkOn(meeting, event);
  return changed === meeting ? state : { ...state, meeting: changed };
}

function talkOn(m: Meeting, event: TalkEvent): Meeting {
  switch (event.type) {
    case 'peerState':
      return m.connection === event.connection ? m : { ...m, connection: event.connection };
    case 'remoteStream':
      return { ...m, remoteStream: event.stream };
    case 'playing':
      return m.playing ? m : { ...m, playing: true };
    case 'said':
      return { ...m, messages: [...m.messages, event.line] };
    case 'heard':
      return {
        ...m,
        messages: [...m.messages, event.line],
        unread: event.seen ? m.unread : m.unread + 1,
      };
    case 'lineFailed': {
      const line = m.messages.find((l) => l.id === event.id);
      if (!line || Boolean(line.failed) === event.failed) return m;
      const messages = m.messages.map((l) =>
        l.id === event.id ? { ...l, failed: event.failed } : l,
      );
      return { ...m, messages };
    }
    case 'read':
      return m.unread ? { ...m, unread: 0 } : m;
  }
}
