import type { GameRegistry } from './host/definition.ts';
import { connectFourGame } from './connect4/game.ts';
import { drawGame } from './draw/game.ts';
import { laughGame } from './laugh/game.ts';
import { mindGame } from './mind/game.ts';
import { triviaGame } from './trivia/game.ts';
import type { Match } from '../matchmaking/service.ts';

export interface GameDeps {
  /** the server's clock (tests inject one) */
  now?: () => number;
}

/**
 * Every game the host runs, by kind (the kinds and events come from shared/games/registry.ts):
 * typed as a full record, so a game left out here fails the typecheck.
 */
export function serverGames({ now }: GameDeps = {}): GameRegistry {
  const clock = now ? { now } : {};
  // questions in the language the pair shares, where a bank is written in it
  const language = (match: Match) => match.sharedLanguage;
  return {
    trivia: triviaGame({ ...clock, language }),
    laugh: laughGame(),
    mind: mindGame({ language }),
    connect4: connectFourGame(),
    draw: drawGame({ language }),
  };
}
