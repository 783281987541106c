import { MATCHING } from '../../../shared/constants.ts';
import type { TimerSpec } from '../../lib/machine.ts';
import type { CallKind, CallState, MeetingKind, StateOf } from './callMachine.ts';

/** The longest the match screen waits for this side's offer or answer (see onPartnerFound). */
export const SHOW_MATCH_WITHIN_MS = 150;

/** The wait before a search refused as briefly unavailable is sent again. */
export const SEARCH_RETRY_MS = 2_000;

/** The call's timers, by name; CallController says what each does when it runs out. */
export type CallTimer =
  'noMatch' | 'searchRetry' | 'autoSearch' | 'handshake' | 'showMatch' | 'keepSeat';

/** Often enough that the server's 15 s grace never runs out between two reports. */
export const KEEP_EVERY_MS = 5_000;

type Timers<K extends CallKind> = readonly TimerSpec<StateOf<K>, CallTimer>[];

/**
 * The spec's 15 s handshake watchdog: it guards the handshake only. Once the connection was
 * up, later blips are the PeerSession's to recover (ICE restart), not a reason to drop the
 * partner; a new partner starts it over, a resumed match keeps it going.
 */
const handshake: TimerSpec<StateOf<MeetingKind>, CallTimer> = {
  name: 'handshake',
  ms: MATCHING.handshakeWatchdogMs,
  runs: (s) => !s.meeting.everConnected,
  key: (s) => s.meeting.partner.matchId,
  then: 'until the connection was up once: gives the partner up (a stranger: Next; a contact: the call ends)',
};

/**
 * The timers each state owns: entering the state starts them, leaving it cancels them
 * (StateTimers), so none of them has to ask, when it fires, whether it is still wanted.
 */
export const CALL_TIMERS: { [K in CallKind]: Timers<K> } = {
  idle: [],
  starting: [],
  calling: [],
  searching: [
    {
      name: 'noMatch',
      ms: MATCHING.noMatchTimeoutMs,
      // asked again after a reconnection: the search has its full time again
      key: (s) => s.round ?? 0,
      then: 'nobody found: the search stops',
    },
    {
      name: 'searchRetry',
      ms: SEARCH_RETRY_MS,
      runs: (s) => (s.retries ?? 0) > 0,
      key: (s) => s.retries ?? 0,
      then: 'after a refusal as briefly unavailable: asks again',
    },
  ],
  betweenPartners: [
    {
      name: 'autoSearch',
      ms: MATCHING.autoSearchDelayMs,
      then: 'the auto search starts (`search`)',
    },
  ],
  connecting: [
    handshake,
    {
      name: 'showMatch',
      ms: SHOW_MATCH_WITHIN_MS,
      // from the moment this side's peer exists: the match shows with its first description
      runs: (s) => s.meeting.peerUp,
      then: "once this side's peer exists: `shown`, without waiting any longer for its first description",
    },
  ],
  inCall: [handshake],
  partnerAway: [
    handshake,
    {
      name: 'keepSeat',
      // at once, then every few seconds (partnerSeatKeeper.ts)
      ms: 0,
      every: KEEP_EVERY_MS,
      then: 'tells the server our peer connection to the partner is still up, if it is',
    },
  ],
  reconnecting: [handshake],
};

/** The timers `state` owns (StateTimers runs the ones whose `runs` holds). */
export const callTimersOf = (state: CallState): readonly TimerSpec<CallState, CallTimer>[] =>
  CALL_TIMERS[state.kind] as readonly TimerSpec<CallState, CallTimer>[];
