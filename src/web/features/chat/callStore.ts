import { create } from 'zustand';
import type { PartnerFound } from '../../../shared/protocol/index.ts';
import type { Facing } from '../../lib/webrtc/media.ts';
import {
  IDLE,
  meetingOf,
  transition,
  type CallEvent,
  type CallState,
  type ChatLine,
  type Meeting,
} from './callMachine.ts';
import { QUIET, ringTransition, type RingEvent, type RingState } from './ringing.ts';

export type { ChatLine } from './callMachine.ts';

export interface CallStore {
  /** the call itself (callMachine.ts): the partner and all that is theirs lives in there */
  call: CallState;
  /** a contact calling this person (ringing.ts): beside the call, not part of it */
  ring: RingState;
  interests: string[];
  /** this person's camera and microphone, kept from partner to partner */
  localStream: MediaStream | null;
  mediaError: string | null;
  facing: Facing;
  /** the chat panel is open (small screens), from partner to partner */
  chatOpen: boolean;
}

export const initialCallStore: CallStore = {
  call: IDLE,
  ring: QUIET,
  interests: [],
  localStream: null,
  mediaError: null,
  facing: 'user',
  chatOpen: false,
};

/** The one store of the call. The controller writes it; components read it through selectors. */
export const useCall = create<CallStore>(() => initialCallStore);

/**
 * Runs one event through the call's machine, with what else changes at the same moment (one
 * render). Says whether the call changed: an event the state does not take changes nothing.
 */
export function dispatch(
  event: CallEvent,
  alongside?: Partial<Omit<CallStore, 'call' | 'ring'>>,
): boolean {
  const { call } = useCall.getState();
  const next = transition(call, event);
  if (next === call && !alongside) return false;
  useCall.setState({ ...alongside, call: next });
  return next !== call;
}

/** Runs one event through the ring's machine; says whether the ring changed. */
export function dispatchRing(event: RingEvent): boolean {
  const { ring } = useCall.getState();
  const next = ringTransition(ring, event);
  if (next === ring) return false;
  useCall.setState({ ring: next });
  return true;
}

/** The contact calling now, if any (the incoming-call dialog). */
export const incomingOf = (s: CallStore) => (s.ring.kind === 'ringing' ? s.ring.incoming : null);

const NO_LINES: ChatLine[] = [];

/** The partner's part of the call: also while their call starts behind the search screen. */
export const meeting = (s: CallStore): Meeting | null => meetingOf(s.call);

/** A partner is on screen: in a call, also while either side reconnects. */
export function isMatched(s: CallStore): boolean {
  const { kind } = s.call;
  return kind === 'inCall' || kind === 'partnerAway' || kind === 'reconnecting';
}

/** The partner on screen; null between partners and while a new one's call starts. */
export const shownPartner = (s: CallStore): PartnerFound | null =>
  isMatched(s) ? (meetingOf(s.call)?.partner ?? null) : null;

export const shownMatchId = (s: CallStore): string | null => shownPartner(s)?.matchId ?? null;

/** Looking for a partner: the camera opening, the queue, or a partner's call not yet shown. */
export function isSearching(s: CallStore): boolean {
  const { kind } = s.call;
  return (
    kind === 'starting' ||
    kind === 'searching' ||
    kind === 'betweenPartners' ||
    kind === 'connecting'
  );
}

/** The search that started by itself after a partner left (the floating box with Cancel). */
export const isAutoSearching = (s: CallStore): boolean => 'via' in s.call && s.call.via === 'auto';

/**
 * The call screen is up: from the first partner until the person leaves. Between partners
 * (Next, auto-search) it stays up, so Home never flashes in between.
 */
export function onCallScreen(s: CallStore): boolean {
  if (isMatched(s)) return true;
  return 'via' in s.call && s.call.via !== 'home';
}

/** Either side's server link is away: chat waits, game clocks pause. */
export const isHeld = (s: CallStore): boolean =>
  s.call.kind === 'reconnecting' || s.call.kind === 'partnerAway';

export const messagesOf = (s: CallStore): ChatLine[] => meeting(s)?.messages ?? NO_LINES;
export const unreadOf = (s: CallStore): number => meeting(s)?.unread ?? 0;
export const remoteStreamOf = (s: CallStore): MediaStream | null =>
  meeting(s)?.remoteStream ?? null;
export const remotePlaying = (s: CallStore): boolean => meeting(s)?.playing ?? false;

/**
 * Calls `fn` when the partner on screen changes: the call ended or moved on to someone else
 * (a reconnect keeps the match while the socket ids change, and is no change). Returns the stop.
 */
export function onPartnerChange(fn: () => void): () => void {
  return useCall.subscribe((s, prev) => {
    if (shownMatchId(s) !== shownMatchId(prev)) fn();
  });
}
