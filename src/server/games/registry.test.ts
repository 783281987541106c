import { describe, expect, it } from 'vitest';
import { GAME_KINDS, gameEvents } from '../../shared/games/registry.ts';
import type { GameRegistry } from './host/definition.ts';
import { serverGames } from './registry.ts';

describe('the server registry of games', () => {
  it('holds every game of the shared registry, each under its own kind', () => {
    const games = serverGames();
    expect(Object.keys(games).sort()).toEqual([...GAME_KINDS].sort());
    for (const kind of GAME_KINDS) {
      expect(games[kind].kind).toBe(kind);
      // every client event of the game has its handler
      expect(Object.keys(games[kind].events).sort()).toEqual([...gameEvents(kind)].sort());
    }
  });

  // the typecheck fails when these stop being errors (npx tsc runs over the tests too)
  it('is checked by the compiler: a game missing, or under another kind, fails the typecheck', () => {
    const { trivia, laugh, mind } = serverGames();
    // @ts-expect-error mind is missing
    const missing: GameRegistry = { trivia, laugh };
    // @ts-expect-error laugh under the trivia kind
    const swapped: GameRegistry = { trivia: laugh, laugh, mind };
    expect(missing.mind).toBeUndefined();
    expect(swapped.trivia.kind).toBe('laugh');
  });
});
