import { CONTACTS } from '../../../shared/protocol/contacts.ts';
import type { ContactCallPayload } from '../../../shared/protocol/index.ts';
import { runEdge, type EdgeRow, type TimerSpec } from '../../lib/machine.ts';

/**
 * The incoming ring, the call machine's second region: a contact can call while this person is
 * idle or searching from Home, and the ring runs beside the call's own state rather than in
 * it. The incoming-call dialog shows `ringing`; ContactCalls answers, declines, and says a
 * call was missed.
 */
export type RingState = { kind: 'quiet' } | { kind: 'ringing'; incoming: ContactCallPayload };
export type RingKind = RingState['kind'];

export type RingEvent =
  /** a contact calls (a second call while one rings takes its place) */
  | { type: 'ring'; incoming: ContactCallPayload }
  /** the ring stops: answered, declined, ended by the server, or missed */
  | { type: 'hush' };

export const QUIET: RingState = { kind: 'quiet' };

type RingOf<K extends RingKind> = Extract<RingState, { kind: K }>;
const ringing = {
  to: 'ringing',
  go: (_: RingState, e: { incoming: ContactCallPayload }): RingState => ({
    kind: 'ringing',
    incoming: e.incoming,
  }),
};

/** The ring's transitions; as the call's, the table is the reducer. */
export const RING_TRANSITIONS: { [K in RingKind]: EdgeRow<RingOf<K>, RingEvent, RingState> } = {
  quiet: { ring: ringing },
  ringing: { ring: ringing, hush: { to: 'quiet', go: () => QUIET } },
};

export function ringTransition(state: RingState, event: RingEvent): RingState {
  const row = RING_TRANSITIONS[state.kind] as EdgeRow<RingState, RingEvent, RingState>;
  return runEdge(row, state, event);
}

export type RingTimer = 'unanswered';

/** The server ends the ring after the same time; this stops it should that word not come. */
export const RING_TIMERS: { [K in RingKind]: readonly TimerSpec<RingOf<K>, RingTimer>[] } = {
  quiet: [],
  ringing: [
    {
      name: 'unanswered',
      ms: CONTACTS.ringMs,
      // a new call while one rings rings its own full time
      key: (s) => s.incoming.callId,
      then: 'nobody answered: the ring stops, a missed call',
    },
  ],
};

export const ringTimersOf = (state: RingState): readonly TimerSpec<RingState, RingTimer>[] =>
  RING_TIMERS[state.kind] as readonly TimerSpec<RingState, RingTimer>[];
