import { describe, expect, it } from 'vitest';
import { C2S, S2C, clientSchemas } from '../protocol/index.ts';
import { GAME_ACTIONS, GAME_EVENTS, GAME_KINDS, GAMES, gameEvents } from './registry.ts';

describe('the registry of games', () => {
  it('names only real client events, each with its schema, and no event twice', () => {
    const names = Object.values(C2S) as string[];
    for (const event of GAME_EVENTS) {
      expect(names).toContain(event);
      expect(clientSchemas).toHaveProperty(event);
    }
    expect(new Set(GAME_EVENTS).size).toBe(GAME_EVENTS.length);
  });

  it('gives every action a rate limit and a sample its schema takes', () => {
    for (const action of GAME_ACTIONS) {
      expect(action.rate.points).toBeGreaterThan(0);
      expect(action.rate.doing).not.toContain(action.event);
      expect(clientSchemas[action.event].safeParse(action.sample).success).toBe(true);
    }
  });

  it('gives every game a request and its server signals', () => {
    for (const kind of GAME_KINDS) {
      expect(GAMES[kind].kind).toBe(kind);
      expect(gameEvents(kind)).toContain(GAMES[kind].actions.request.event);
      expect(Object.values(S2C)).toContain(GAMES[kind].signals.requested);
      expect(Object.values(S2C)).toContain(GAMES[kind].signals.rejected);
      expect(Object.values(S2C)).toContain(GAMES[kind].signals.started);
    }
  });
});
