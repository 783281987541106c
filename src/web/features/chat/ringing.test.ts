import { describe, expect, it } from 'vitest';
import { CONTACTS } from '../../../shared/protocol/contacts.ts';
import { ManualScheduler, StateTimers } from '../../lib/machine.ts';
import {
  QUIET,
  RING_TIMERS,
  RING_TRANSITIONS,
  ringTimersOf,
  ringTransition,
  type RingEvent,
  type RingKind,
  type RingState,
} from './ringing.ts';

const bo = { id: 'c2', name: 'Bo', countryCode: 'SE' };
const call9 = { callId: 'call-9', from: bo };
const STATES: Record<RingKind, RingState> = {
  quiet: QUIET,
  ringing: { kind: 'ringing', incoming: call9 },
};
const EVENTS: Record<RingEvent['type'], RingEvent> = {
  ring: { type: 'ring', incoming: { callId: 'call-10', from: bo } },
  hush: { type: 'hush' },
};

function ringTimers(state: RingState) {
  const clock = new ManualScheduler();
  const fired: string[] = [];
  const timers = new StateTimers(ringTimersOf, (name) => fired.push(name), clock);
  timers.sync(state);
  return { clock, fired, timers };
}
const owns = (state: RingState) => RING_TIMERS[state.kind].map((t) => t.name);

describe('the incoming ring, move by move over its table', () => {
  for (const from of Object.keys(STATES) as RingKind[]) {
    for (const type of Object.keys(EVENTS) as RingEvent['type'][]) {
      const row = RING_TRANSITIONS[from] as Partial<Record<string, { to: string }>>;
      const to = row[type]?.to;
      const state = STATES[from];
      if (!to) {
        it(`${from} ignores ${type}`, () => {
          expect(ringTransition(state, EVENTS[type])).toBe(state);
        });
        continue;
      }
      it(`${from} --${type}--> ${to}, with the timers ${to} owns and no others`, () => {
        const { clock, fired, timers } = ringTimers(state);
        clock.advance(1_000);
        const next = ringTransition(state, EVENTS[type]);
        expect(next.kind).toBe(to);
        timers.sync(next);
        expect(timers.names()).toEqual(owns(next));
        // a new call rings its own full time; leaving the ring cancels its timer
        clock.advance(CONTACTS.ringMs - 1);
        expect(fired).toEqual([]);
        clock.advance(1);
        expect(fired).toEqual(owns(next));
      });
    }
  }

  it(`rings ${CONTACTS.ringMs / 1000} s, then it is a missed call`, () => {
    const { clock, fired, timers } = ringTimers(QUIET);
    timers.sync(ringTransition(QUIET, { type: 'ring', incoming: call9 }));
    clock.advance(CONTACTS.ringMs);
    expect(fired).toEqual(['unanswered']);
  });

  it('shows who calls; hushed, nobody', () => {
    const ringing = ringTransition(QUIET, { type: 'ring', incoming: call9 });
    expect(ringing).toEqual({ kind: 'ringing', incoming: call9 });
    expect(ringTransition(ringing, EVENTS.hush)).toBe(QUIET);
  });
});
