import { describe, expect, it } from 'vitest';
import { ManualScheduler, StateTimers } from '../../lib/machine.ts';
import {
  CALL_TRANSITIONS,
  CONTACT_CALL_ROWS,
  rowOf,
  transition,
  type CallEventType,
  type CallState,
} from './callMachine.ts';
import { CALL_TIMERS, callTimersOf, type CallTimer } from './callTimers.ts';
import {
  arrow,
  CONTACT_STATES,
  EVENTS,
  met,
  STATES,
  TYPES,
  VARIANTS,
} from './testing/callFixtures.ts';

/** The timers `state` should have running: the ones its kind owns whose `runs` holds. */
function owned(state: CallState): Map<CallTimer, string | number> {
  const out = new Map<CallTimer, string | number>();
  for (const spec of callTimersOf(state))
    if (!spec.runs || spec.runs(state)) out.set(spec.name, spec.key?.(state) ?? '');
  return out;
}
const specOf = (name: CallTimer) =>
  Object.values(CALL_TIMERS)
    .flat()
    .find((t) => t.name === name)!;

/** The machine's timers on a clock moved by hand; `fired` lists the ones that ran out. */
function running(state: CallState) {
  const clock = new ManualScheduler();
  const fired: CallTimer[] = [];
  const timers = new StateTimers(callTimersOf, (name) => fired.push(name), clock);
  timers.sync(state);
  return { clock, fired, timers };
}

const FIXTURES: CallState[] = [
  ...Object.values(STATES),
  ...Object.values(CONTACT_STATES),
  ...VARIANTS,
];
const label = (s: CallState) =>
  [
    s.kind,
    ...Object.entries(s).flatMap(([k, v]) =>
      k === 'kind' || k === 'meeting' ? [] : [`${k}=${String(v)}`],
    ),
  ].join(' ') +
  ('meeting' in s
    ? ` (${s.meeting.contact ? 'contact' : 'stranger'}${s.meeting.everConnected ? ', was up' : ''}${s.meeting.peerUp ? ', peer up' : ''})`
    : '');

describe("the call's timers, move by move over the transition table", () => {
  it('every timer is owned by some state, and some state of the walk runs it', () => {
    const names = new Set(
      Object.values(CALL_TIMERS)
        .flat()
        .map((t) => t.name),
    );
    expect([...names].sort()).toEqual(
      ['autoSearch', 'handshake', 'keepSeat', 'noMatch', 'searchRetry', 'showMatch'].sort(),
    );
    const seen = new Set(FIXTURES.flatMap((s) => [...owned(s).keys()]));
    expect([...seen].sort()).toEqual([...names].sort());
  });

  for (const from of FIXTURES) {
    for (const type of TYPES) {
      const rows = 'meeting' in from && from.meeting.contact ? CONTACT_CALL_ROWS : CALL_TRANSITIONS;
      const to = arrow(rows, from.kind, type as CallEventType);
      if (!to) continue;
      const before = owned(from);
      it(`${label(from)} --${type}--> ${to}: leaving cancels, entering starts, staying keeps`, () => {
        const { clock, fired, timers } = running(from);
        expect(timers.names().sort()).toEqual([...before.keys()].sort());
        clock.advance(1);
        const next = transition(from, EVENTS[type]);
        expect(next.kind).toBe(to);
        timers.sync(next);
        const after = owned(next);
        expect(timers.names().sort()).toEqual([...after.keys()].sort());
        // each runs out at its own time: a kept one counts from before the move (a heartbeat
        // kept beats on from its last beat), a started one from the move; one the move left
        // never fires
        fired.length = 0;
        const due = [...after].map(([name, key]) => {
          const { ms, every } = specOf(name);
          const kept = before.has(name) && before.get(name) === key;
          if (!kept) return { name, at: ms };
          return { name, at: every === undefined ? ms - 1 : (every - ((1 - ms) % every)) % every };
        });
        due.sort((a, b) => a.at - b.at);
        let now = 0;
        for (const { name, at } of due) {
          if (at > now) clock.advance(at - 1 - now);
          if (at > now) expect(fired).not.toContain(name);
          clock.advance(at > now ? 1 : 0);
          now = Math.max(now, at);
          expect(fired).toContain(name);
        }
        clock.advance(60_000);
        expect([...new Set(fired)].sort()).toEqual(due.map((d) => d.name).sort());
        const once = due.filter((d) => specOf(d.name).every === undefined).map((d) => d.name);
        for (const name of once) expect(fired.filter((f) => f === name)).toHaveLength(1);
      });
    }
  }
});

describe('what the timers do with the state they are in', () => {
  it('a search asked again after a reconnection has its full 20 s again', () => {
    const { clock, fired, timers } = running(STATES.searching);
    clock.advance(15_000);
    timers.sync(transition(STATES.searching, EVENTS.searchAgain));
    clock.advance(19_999);
    expect(fired).toEqual([]);
    clock.advance(1);
    expect(fired).toEqual(['noMatch']);
  });

  it('each refusal as briefly unavailable is asked again 2 s later, no sooner, once', () => {
    const { clock, fired, timers } = running(STATES.searching);
    let state = transition(STATES.searching, EVENTS.searchUnavailable);
    timers.sync(state);
    clock.advance(2_000);
    expect(fired).toEqual(['searchRetry']);
    clock.advance(5_000);
    expect(fired).toEqual(['searchRetry']);
    state = transition(state, EVENTS.searchUnavailable);
    timers.sync(state);
    clock.advance(2_000);
    expect(fired).toEqual(['searchRetry', 'searchRetry']);
  });

  it('the handshake watchdog stops once connected and a later blip does not start it', () => {
    const { clock, fired, timers } = running(STATES.inCall);
    let state = transition(STATES.inCall, EVENTS.peerState);
    timers.sync(state);
    state = transition(state, { type: 'peerState', connection: 'disconnected' });
    timers.sync(state);
    expect(timers.names()).toEqual([]);
    clock.advance(60_000);
    expect(fired).toEqual([]);
  });

  it('a resumed match keeps its watchdog going; someone new starts it over', () => {
    const { clock, fired, timers } = running(STATES.inCall);
    clock.advance(10_000);
    const away = transition(STATES.inCall, EVENTS.socketLost);
    timers.sync(transition(away, EVENTS.resumed));
    clock.advance(5_000);
    expect(fired).toEqual(['handshake']);
    const again = running(STATES.inCall);
    again.clock.advance(10_000);
    again.timers.sync(transition(STATES.inCall, EVENTS.partnerFound));
    again.clock.advance(14_999);
    expect(again.fired).toEqual([]);
  });

  it('the match shows 150 ms after the peer exists at the latest, and only while starting', () => {
    const connecting = STATES.connecting;
    const { clock, fired, timers } = running(connecting);
    clock.advance(1_000);
    expect(fired).toEqual([]);
    timers.sync(transition(connecting, EVENTS.peerStarted));
    clock.advance(150);
    expect(fired).toEqual(['showMatch']);
    expect(rowOf({ kind: 'inCall', meeting: { ...met, peerUp: true } }).shown).toBeUndefined();
  });

  it('while the partner is away their seat is kept at once and every 5 s, until they are back', () => {
    const away = transition(STATES.inCall, { type: 'partnerDropped', matchId: 'm1' });
    const { clock, fired, timers } = running(away);
    clock.advance(0);
    expect(fired).toEqual(['keepSeat']);
    clock.advance(10_000);
    expect(fired.filter((f) => f === 'keepSeat')).toHaveLength(3);
    timers.sync(transition(away, EVENTS.resumed));
    clock.advance(60_000);
    expect(fired.filter((f) => f === 'keepSeat')).toHaveLength(3);
  });

  it('stopping the timers cancels every one of them', () => {
    const { clock, fired, timers } = running(STATES.searching);
    timers.stop();
    clock.advance(60_000);
    expect(fired).toEqual([]);
    expect(clock.pending()).toBe(0);
  });
});
