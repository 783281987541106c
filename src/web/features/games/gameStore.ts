import { create } from 'zustand';
import type { GameKind } from '../../../shared/games/registry.ts';
import { i18n } from '../../i18n/i18n.ts';

export type ActiveGame = 'none' | GameKind;

/**
 * A match runs one game at a time; while one runs the others are locked (docs/product.md). Each
 * game feature sets it when its game starts (or a request is pending) and back to 'none' when done.
 */
export const useGameLock = create<{ active: ActiveGame }>(() => ({ active: 'none' }));

export function lockGame(game: Exclude<ActiveGame, 'none'>): boolean {
  const { active } = useGameLock.getState();
  if (active !== 'none' && active !== game) return false;
  useGameLock.setState({ active: game });
  return true;
}

export function releaseGame(game: Exclude<ActiveGame, 'none'>): void {
  if (useGameLock.getState().active === game) useGameLock.setState({ active: 'none' });
}

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
