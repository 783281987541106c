import { create } from 'zustand';
import type { GameKind } from '../../../shared/games/registry.ts';
import { i18n } from '../../i18n/i18n.ts';

export type ActiveGame = 'none' | GameKind;

/**
 * A match runs one game at a time; while one runs the others are locked (docs/product.md). The
 * lock is the server's (it turns a second game down as busy); this is what its events told the
 * page, kept by the shared challenge controller from each game's phase (a request, a game) and
 * written nowhere else. The panels read it to grey out the other games.
 */
export const useGameLock = create<{ active: ActiveGame }>(() => ({ active: 'none' }));

/** Said when a Quit or End confirmation was open as the game ended: there is nothing to end. */
export const GAME_ALREADY_ENDED = {
  // read as the toast shows, so it is worded in the language of that moment
  get title() {
    return i18n._('games.alreadyEnded.title');
  },
  get description() {
    return i18n._('games.alreadyEnded.body');
  },
};
