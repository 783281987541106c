import { create } from 'zustand';

/**
 * "Keep in touch" for the partner on screen: what this person chose, and whether both chose it
 * (contactAdded). It belongs to one match: another partner starts with it off, as the server
 * forgets a wish when its match ends.
 */
interface KeepInTouch {
  matchId: string | null;
  want: boolean;
  added: boolean;
}

export const useKeepInTouch = create<KeepInTouch>(() => ({
  matchId: null,
  want: false,
  added: false,
}));

/** This match's choice (off for a match it was not made in). */
export function keepInTouchOf(s: KeepInTouch, matchId: string | null) {
  return s.matchId === matchId && matchId !== null ? s : { want: false, added: false };
}
