import type { ContactPerson, PartnerFound } from '../../../shared/protocol/index.ts';
import { runEdge, type Edge, type EdgeRow } from '../../lib/machine.ts';
import { newMeeting, talkOn, type Meeting, type TalkEvent } from './meeting.ts';

export { newMeeting, type ChatLine, type Meeting } from './meeting.ts';

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
  /**
   * in the queue. `round` counts the times the search was asked again after our socket came
   * back (each gives the no-match timer its full time again); `retries` the refusals as
   * briefly unavailable (each is asked again shortly, by the searchRetry timer)
   */
  | { kind: 'searching'; via: SearchVia; round?: number; retries?: number }
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
  /** the server is briefly without its database or Redis: still searching, asked again shortly */
  | { type: 'searchUnavailable' }
  /** our socket is back during a search: it is asked again, with its full time */
  | { type: 'searchAgain' }
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

export type CallEventType = CallEvent['type'];

export type StateOf<K extends CallKind> = Extract<CallState, { kind: K }>;
type Row<K extends CallKind> = EdgeRow<StateOf<K>, CallEvent, CallState>;

/** The states that have a partner: their call is starting, on, or held by either side. */
export const MEETING_KINDS = ['connecting', 'inCall', 'partnerAway', 'reconnecting'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
type WithMeeting = StateOf<MeetingKind>;

/** An arrow to `to`; its `go` is typed by the row it sits in. */
const to = <S, E>(
  kind: CallKind,
  go: (state: S, event: E) => CallState,
): Edge<S, E, CallState> => ({
  to: kind,
  go,
});

export const IDLE: CallState = { kind: 'idle' };
const idle = () => IDLE;

export function meetingOf(state: CallState): Meeting | null {
  return 'meeting' in state ? state.meeting : null;
}

/** A search started on Home stays Home's until its partner is shown. */
const fromHome = (state: CallState) => state.kind === 'connecting' && state.via === 'home';

/** Someone new: a call starts with them, with nothing of the last one. */
const found = to<CallState, Extract<CallEvent, { type: 'partnerFound' }>>(
  'connecting',
  (state, { partner }) => ({
    kind: 'connecting',
    // where the search began; a partner straight from a call (or a contact's) is the call screen's
    via: 'via' in state ? state.via : 'next',
    // the contact called or answered: the call is theirs (a partner in a search is nobody's)
    meeting: newMeeting(partner, state.kind === 'calling' ? state.contact : null),
  }),
);

/** The partner's media and chat change; the state stays what it is. */
function talk<S extends WithMeeting>(state: S, event: TalkEvent): S {
  const meeting = talkOn(state.meeting, event);
  return meeting === state.meeting ? state : { ...state, meeting };
}

const talked = (kind: MeetingKind) =>
  to<WithMeeting, TalkEvent>(kind, (state, event) => talk(state, event));
const talking = (kind: MeetingKind): Row<MeetingKind> => ({
  peerState: talked(kind),
  remoteStream: talked(kind),
  playing: talked(kind),
  heard: talked(kind),
  lineFailed: talked(kind),
  read: talked(kind),
  signalHeld: talked(kind),
  peerStarted: talked(kind),
});

/** The ways a partner is left behind: someone new, the partner gone, Next, Disconnect. */
const leaving: Row<MeetingKind> = {
  partnerFound: found,
  partnerLeft: to('betweenPartners', (s) => ({
    kind: 'betweenPartners',
    via: fromHome(s) ? 'home' : 'auto',
  })),
  next: to('searching', (s) => ({ kind: 'searching', via: fromHome(s) ? 'home' : 'next' })),
  stop: to('idle', idle),
};

/** The same match (a late notice of the last partner's changes nothing), the partner's new id. */
const sameMatch = (state: WithMeeting, event: { matchId: string }) =>
  state.meeting.partner.matchId === event.matchId;
const moved = (m: Meeting, partnerId: string): Meeting => ({
  ...m,
  partner: { ...m.partner, partnerId },
});

const dropped = to<WithMeeting, { matchId: string }>('partnerAway', (s, e) =>
  sameMatch(s, e) ? { kind: 'partnerAway', meeting: s.meeting } : s,
);
const lost = to<WithMeeting, unknown>('reconnecting', (s) => ({
  kind: 'reconnecting',
  meeting: s.meeting,
}));
const resumedIn = (kind: 'inCall' | 'connecting') =>
  to<WithMeeting, { matchId: string; partnerId: string }>(kind, (s, e) => {
    if (!sameMatch(s, e)) return s;
    const meeting = moved(s.meeting, e.partnerId);
    // a call still starting stays behind the search screen until it is shown
    return s.kind === 'connecting' ? { ...s, meeting } : { kind: 'inCall', meeting };
  });
const resumedAway = to<WithMeeting, { matchId: string; partnerId: string }>(
  'partnerAway',
  (s, e) => (sameMatch(s, e) ? { kind: 'partnerAway', meeting: moved(s.meeting, e.partnerId) } : s),
);
/** while our own socket is away a line could not reach the partner: only these states say */
const said = talked;

/**
 * Every transition: state → event → an arrow (where it leads, and how). This table is the
 * reducer (`transition` runs the arrow it finds, nothing else describes the transitions); an
 * event missing from a state's row changes nothing there. Its test walks every (state, event)
 * pair. A call with a contact differs in its endings only: CONTACT_CALL_ROWS. The timers each
 * state owns are in callTimers.ts.
 */
export const CALL_TRANSITIONS: { [K in CallKind]: Row<K> } = {
  idle: {
    find: to('starting', () => ({ kind: 'starting' })),
    dial: to('calling', (_, e) => ({
      kind: 'calling',
      role: 'caller',
      contact: e.contact,
      callId: null,
    })),
    answer: to('calling', (_, e) => ({
      kind: 'calling',
      role: 'callee',
      contact: e.contact,
      callId: e.callId,
    })),
  },
  calling: {
    // the call is named once, on the caller's side: a late second answer changes nothing
    dialed: to('calling', (s, e) =>
      s.role !== 'caller' || s.callId ? s : { ...s, callId: e.callId, ringSeconds: e.ringSeconds },
    ),
    partnerFound: found,
    stop: to('idle', idle),
  },
  starting: {
    cameraFailed: to('idle', idle),
    search: to('searching', () => ({ kind: 'searching', via: 'home' })),
    stop: to('idle', idle),
  },
  searching: {
    partnerFound: found,
    searchRefused: to('idle', idle),
    searchUnavailable: to('searching', (s) => ({ ...s, retries: (s.retries ?? 0) + 1 })),
    searchAgain: to('searching', (s) => ({ ...s, round: (s.round ?? 0) + 1 })),
    stop: to('idle', idle),
  },
  betweenPartners: {
    search: to('searching', (s) => ({ kind: 'searching', via: s.via })),
    partnerFound: found,
    stop: to('idle', idle),
  },
  connecting: {
    ...talking('connecting'),
    ...leaving,
    shown: to('inCall', (s) => ({ kind: 'inCall', meeting: s.meeting })),
    partnerDropped: dropped,
    socketLost: lost,
    resumed: resumedIn('connecting'),
    resumedAway,
  },
  inCall: {
    ...talking('inCall'),
    ...leaving,
    said: said('inCall'),
    partnerDropped: dropped,
    socketLost: lost,
    resumed: resumedIn('inCall'),
    resumedAway,
  },
  partnerAway: {
    ...talking('partnerAway'),
    ...leaving,
    said: said('partnerAway'),
    socketLost: lost,
    resumed: resumedIn('inCall'),
    resumedAway,
  },
  reconnecting: {
    ...talking('reconnecting'),
    ...leaving,
    resumed: resumedIn('inCall'),
    resumedAway,
  },
};

/**
 * A call with a contact (its meeting names the contact) ends, whoever ends it and however:
 * the person is back where they came from, never in a search for a stranger they did not ask
 * for (neither Next nor the partner leaving searches; a new search starts only from Home).
 */
const contactEnds: Row<MeetingKind> = { partnerLeft: to('idle', idle), next: to('idle', idle) };
export const CONTACT_CALL_ROWS: { [K in MeetingKind]: Row<K> } = {
  connecting: { ...CALL_TRANSITIONS.connecting, ...contactEnds },
  inCall: { ...CALL_TRANSITIONS.inCall, ...contactEnds },
  partnerAway: { ...CALL_TRANSITIONS.partnerAway, ...contactEnds },
  reconnecting: { ...CALL_TRANSITIONS.reconnecting, ...contactEnds },
};

/** The row that holds for this state: a contact's call has its own endings. */
export function rowOf(state: CallState): AnyRow {
  const contact = meetingOf(state)?.contact;
  const rows: Partial<Record<CallKind, unknown>> = contact ? CONTACT_CALL_ROWS : CALL_TRANSITIONS;
  // each row is typed by its own state; `state` is of that kind, so its row takes it
  return (rows[state.kind] ?? CALL_TRANSITIONS[state.kind]) as AnyRow;
}
type AnyRow = EdgeRow<CallState, CallEvent, CallState>;

/** The call's one reducer: pure, and a state an event does not change comes back as it was. */
export function transition(state: CallState, event: CallEvent): CallState {
  return runEdge(rowOf(state), state, event);
}
