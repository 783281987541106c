import { describe, expect, it } from 'vitest';
import {
  CALL_TRANSITIONS,
  CONTACT_CALL_ROWS,
  meetingOf,
  newMeeting,
  transition,
  type CallEventType,
  type CallKind,
  type CallState,
  type Meeting,
} from './callMachine.ts';
import {
  ana,
  arrow,
  CONTACT_STATES,
  EVENTS,
  KINDS as kinds,
  met,
  offer,
  partner,
  STATES,
  stream,
  TYPES as types,
} from './testing/callFixtures.ts';

/** What each event does to the partner's part of the call, where the state keeps it. */
const MEETING_AFTER: Partial<Record<CallEventType, (m: Meeting) => Meeting>> = {
  peerState: (m) => ({ ...m, connection: 'connected', everConnected: true }),
  remoteStream: (m) => ({ ...m, remoteStream: stream }),
  playing: (m) => ({ ...m, playing: true }),
  said: (m) => ({
    ...m,
    messages: [...m.messages, { id: 3, sender: 'you', text: 'how are you?' }],
  }),
  heard: (m) => ({
    ...m,
    messages: [...m.messages, { id: 3, sender: 'partner', text: 'fine' }],
    unread: 2,
  }),
  lineFailed: (m) => ({
    ...m,
    messages: [{ id: 1, sender: 'you', text: 'hi', failed: false }, m.messages[1]!],
  }),
  read: (m) => ({ ...m, unread: 0 }),
  signalHeld: (m) => ({ ...m, held: [offer] }),
  peerStarted: (m) => ({ ...m, peerUp: true }),
  resumed: (m) => ({ ...m, partner: { ...m.partner, partnerId: 'them-again' } }),
  resumedAway: (m) => ({ ...m, partner: { ...m.partner, partnerId: 'them-again' } }),
  partnerFound: () => newMeeting(partner('m2', 'someone-new')),
};

describe('the call machine, transition by transition', () => {
  for (const from of kinds) {
    for (const type of types) {
      const to = arrow(CALL_TRANSITIONS, from, type);
      const state = STATES[from];
      if (!to) {
        it(`${from} ignores ${type}`, () => {
          expect(transition(state, EVENTS[type])).toBe(state);
        });
        continue;
      }
      it(`${from} --${type}--> ${to}`, () => {
        const next = transition(state, EVENTS[type]);
        expect(next.kind).toBe(to);
        const before = meetingOf(state);
        const after = meetingOf(next);
        // a partner's call exists exactly in the states that have a partner
        const hasPartner = ['connecting', 'inCall', 'partnerAway', 'reconnecting'].includes(to);
        expect(after !== null).toBe(hasPartner);
        if (after) {
          const expected = MEETING_AFTER[type]?.(before ?? met) ?? before;
          // a call placed on People is the contact's from its first moment
          const contact = state.kind === 'calling' ? state.contact : expected?.contact;
          expect(after).toEqual({ ...expected, contact });
        }
      });
    }
  }
});

describe("a contact's call, transition by transition", () => {
  for (const [from, state] of Object.entries(CONTACT_STATES) as [CallKind, CallState][]) {
    for (const type of types) {
      const to = arrow(CONTACT_CALL_ROWS, from, type);
      if (!to) {
        it(`${from} ignores ${type}`, () => {
          expect(transition(state, EVENTS[type])).toBe(state);
        });
        continue;
      }
      it(`${from} --${type}--> ${to}`, () => {
        const next = transition(state, EVENTS[type]);
        expect(next.kind).toBe(to);
        // the contact stays with the call for as long as it lasts
        if (type !== 'partnerFound')
          expect(meetingOf(next)?.contact ?? null).toEqual(to === 'idle' ? null : ana);
      });
    }
  }

  it('differs from a random call only in how it ends: never a search', () => {
    for (const from of Object.keys(CONTACT_STATES) as CallKind[]) {
      const to = (t: CallEventType) => arrow(CONTACT_CALL_ROWS, from, t);
      const differ = types.filter((t) => to(t) !== arrow(CALL_TRANSITIONS, from, t));
      expect(differ.sort()).toEqual(['next', 'partnerLeft']);
      expect([to('next'), to('partnerLeft')]).toEqual(['idle', 'idle']);
      const reachable = types.map(to);
      expect(reachable).not.toContain('searching');
      expect(reachable).not.toContain('betweenPartners');
    }
  });
});

describe('what the states carry along', () => {
  it('a search from Home stays on Home until its partner is shown', () => {
    const home: CallState = { kind: 'searching', via: 'home' };
    const found = transition(home, EVENTS.partnerFound);
    expect(found).toMatchObject({ kind: 'connecting', via: 'home' });
    expect(transition(found, EVENTS.partnerLeft)).toEqual({ kind: 'betweenPartners', via: 'home' });
    expect(transition(found, EVENTS.next)).toEqual({ kind: 'searching', via: 'home' });
    expect(transition({ kind: 'starting' }, EVENTS.search)).toEqual(home);
  });

  it('a partner leaving a call starts the auto search, which finds the next one', () => {
    const left = transition(STATES.inCall, EVENTS.partnerLeft);
    expect(left).toEqual({ kind: 'betweenPartners', via: 'auto' });
    const searching = transition(left, EVENTS.search);
    expect(searching).toEqual({ kind: 'searching', via: 'auto' });
    expect(transition(searching, EVENTS.partnerFound)).toMatchObject({ via: 'auto' });
  });

  it('Next from a call searches on the call screen', () => {
    expect(transition(STATES.partnerAway, EVENTS.next)).toEqual({ kind: 'searching', via: 'next' });
  });

  it('a new partner starts with nothing of the last one', () => {
    const next = transition(STATES.inCall, EVENTS.partnerFound);
    expect(meetingOf(next)).toEqual({
      partner: partner('m2', 'someone-new'),
      contact: null,
      remoteStream: null,
      playing: false,
      connection: 'new',
      everConnected: false,
      held: [],
      peerUp: false,
      messages: [],
      unread: 0,
    });
  });

  it("events about another match change nothing (a late notice of the last partner's)", () => {
    for (const from of ['connecting', 'inCall', 'partnerAway', 'reconnecting'] as const) {
      const state = STATES[from];
      expect(transition(state, { type: 'partnerDropped', matchId: 'm0' })).toBe(state);
      expect(transition(state, { type: 'resumed', matchId: 'm0', partnerId: 'x' })).toBe(state);
      expect(transition(state, { type: 'resumedAway', matchId: 'm0', partnerId: 'x' })).toBe(state);
    }
  });

  it('a line read in an open chat is not unread; nothing new is the same state', () => {
    const line = { id: 3, sender: 'partner', text: 'fine' } as const;
    const heard = transition(STATES.inCall, { type: 'heard', line, seen: true });
    expect(meetingOf(heard)?.unread).toBe(1);
    const played = transition(STATES.inCall, EVENTS.playing);
    expect(transition(played, EVENTS.playing)).toBe(played);
    const read = transition(STATES.inCall, EVENTS.read);
    expect(transition(read, EVENTS.read)).toBe(read);
    expect(transition(STATES.inCall, { type: 'lineFailed', id: 9, failed: true })).toBe(
      STATES.inCall,
    );
  });

  it('while our socket is away nothing can be said; the partner can still be heard', () => {
    expect(transition(STATES.reconnecting, EVENTS.said)).toBe(STATES.reconnecting);
    expect(meetingOf(transition(STATES.reconnecting, EVENTS.heard))?.messages).toHaveLength(3);
  });
});

describe('a call with a contact', () => {
  it('the caller rings, learns the call, and meets the contact like any partner', () => {
    const dialing = transition(STATES.idle, { type: 'dial', contact: ana });
    expect(dialing).toEqual({ kind: 'calling', role: 'caller', contact: ana, callId: null });
    const ringing = transition(dialing, EVENTS.dialed);
    expect(ringing).toEqual({ kind: 'calling', role: 'caller', contact: ana, callId: 'call-1' });
    // the call is named once: a late second answer changes nothing
    expect(transition(ringing, { type: 'dialed', callId: 'other' })).toBe(ringing);
    const found = transition(ringing, EVENTS.partnerFound);
    // the call screen comes up at once (not Home's hidden search screen)
    expect(found).toMatchObject({ kind: 'connecting', via: 'next' });
    expect(meetingOf(found)?.contact).toEqual(ana);
    const shown = transition(found, EVENTS.shown);
    expect(shown.kind).toBe('inCall');
    // Ana leaves, or this side presses Next: back where they came from, no search
    expect(transition(shown, EVENTS.partnerLeft)).toEqual({ kind: 'idle' });
    expect(transition(shown, EVENTS.next)).toEqual({ kind: 'idle' });
  });

  it("a partner from a search is nobody's contact, so the random endings hold", () => {
    const found = transition({ kind: 'searching', via: 'home' }, EVENTS.partnerFound);
    expect(meetingOf(found)?.contact).toBeNull();
  });

  it('the callee who accepted waits for the match with the call it answered', () => {
    const answering = transition(STATES.idle, EVENTS.answer);
    expect(answering).toEqual({
      kind: 'calling',
      role: 'callee',
      contact: { id: 'c2', name: 'Bo', countryCode: 'SE' },
      callId: 'call-2',
    });
    expect(transition(answering, EVENTS.dialed)).toBe(answering);
    expect(transition(answering, EVENTS.partnerFound).kind).toBe('connecting');
  });

  it('nobody calls or answers from a search or a call', () => {
    for (const from of ['starting', 'searching', 'inCall', 'calling'] as const) {
      expect(transition(STATES[from], EVENTS.dial)).toBe(STATES[from]);
      expect(transition(STATES[from], EVENTS.answer)).toBe(STATES[from]);
    }
  });

  it('hanging up while it rings ends it', () => {
    expect(transition(STATES.calling, EVENTS.stop)).toEqual({ kind: 'idle' });
  });
});

describe("the partner's signals before this side's peer exists", () => {
  const candidate = { kind: 'candidate', candidate: { candidate: 'c1', sdpMid: '0' } } as const;
  const found = transition(STATES.searching, EVENTS.partnerFound);

  it('are held in the order they came, and the peer takes them once', () => {
    let state = transition(found, { type: 'signalHeld', signal: offer });
    state = transition(state, { type: 'signalHeld', signal: candidate });
    expect(meetingOf(state)?.held).toEqual([offer, candidate]);
    const started = transition(state, EVENTS.peerStarted);
    expect(meetingOf(started)).toMatchObject({ held: [], peerUp: true });
    // once the peer exists it hears them itself: nothing is held for it any more
    expect(transition(started, { type: 'signalHeld', signal: offer })).toBe(started);
    expect(transition(started, EVENTS.peerStarted)).toBe(started);
  });

  it('go with their partner: Next, the partner leaving or someone new, and they are gone', () => {
    const held = transition(found, { type: 'signalHeld', signal: offer });
    const other = { type: 'partnerFound', partner: partner('m3', 'other') } as const;
    expect(meetingOf(transition(held, other))?.held).toEqual([]);
    const searching = transition(held, EVENTS.next);
    expect(meetingOf(transition(searching, other))?.held).toEqual([]);
  });

  it('are not held where there is no partner', () => {
    for (const from of ['idle', 'starting', 'calling', 'searching', 'betweenPartners'] as const)
      expect(transition(STATES[from], EVENTS.signalHeld)).toBe(STATES[from]);
  });
});
