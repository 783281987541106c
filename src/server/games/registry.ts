import type { MatchService } from '../matchmaking/service.ts';
import type { AppServer } from '../realtime/io.ts';
import type { AnyGame } from './host/definition.ts';
import { laughGame } from './laugh/game.ts';
import { mindGame } from './mind/game.ts';
import { triviaGame } from './trivia/game.ts';

export interface GameDeps {
  io: AppServer;
  matches: MatchService;
  /** the server's clock (tests inject one) */
  now?: () => number;
}

/** Every game the host runs (the kinds and events come from shared/games/registry.ts). */
export function serverGames({ io, matches, now }: GameDeps): AnyGame[] {
  const clock = now ? { now } : {};
  return [triviaGame(clock), laughGame({ io, matches }), mindGame()];
}
