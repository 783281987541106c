import { create } from 'zustand';
import { RATING_MIN_CALL_MS } from '../../../shared/protocol/held.ts';
import { meeting, useCall } from './callStore.ts';

/**
 * The private rating after a call (docs/product.md, The private rating): a call with a
 * stranger that lasted RATING_MIN_CALL_MS or more ends with an offer of a thumbs up or down
 * about that partner. The server checks the length again by its own clock; this only decides
 * when to ask. The offer goes when the person answers, closes it, or their next call begins.
 */
export interface RatingOffer {
  matchId: string;
  /** 'ask' until answered; 'thanks' once the server kept it */
  phase: 'ask' | 'sending' | 'thanks';
}

export const useRating = create<{ offer: RatingOffer | null }>(() => ({ offer: null }));

/** The call being watched: its match and when its video began, by this page's clock. */
let current: { matchId: string; since: number; contact: boolean } | null = null;

function onCall(): void {
  const state = useCall.getState();
  const m = meeting(state);
  const live = m && state.call.kind !== 'connecting' ? m : null;
  if (current && live?.partner.matchId === current.matchId) return;
  const ended = current;
  current = live
    ? { matchId: live.partner.matchId, since: Date.now(), contact: live.contact !== null }
    : null;
  // a new call: the last one's offer is gone with it
  if (current) useRating.setState({ offer: null });
  if (ended && !ended.contact && Date.now() - ended.since >= RATING_MIN_CALL_MS)
    useRating.setState({ offer: { matchId: ended.matchId, phase: 'ask' } });
}

let watching: (() => void) | null = null;

/** Starts watching the calls (once per page); answers how to stop. */
export function watchCallsForRating(): () => void {
  watching ??= useCall.subscribe(onCall);
  return () => {
    watching?.();
    watching = null;
  };
}
