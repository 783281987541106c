import { describe, expect, it } from 'vitest';
import type { Match } from '../../matchmaking/service.ts';
import { connectFourRules } from '../connect4/game.ts';
import type { Challenge } from './challenge.ts';
import type { Seat } from './definition.ts';
import { hostGame } from './hosted.ts';

/**
 * The chat hook as the host offers it to every game: a game that reads chat lines sees them
 * only while it is played, and turns them into its moves or refusals; a game that does not
 * leaves every line plain chat.
 */

const base = connectFourRules({ random: () => 0.1 });
// a game that takes "resign" typed in the chat as its resignation and keeps "secret" from the partner
const reading = hostGame({
  ...base,
  chat: (_, __, text) =>
    text === 'resign'
      ? { type: 'resign' as const }
      : text === 'secret'
        ? { code: 'not_your_turn' }
        : undefined,
});
const match = {} as Match;
const ctx = { now: 1_000, random: () => 0.1 };

function playing(game: typeof reading): Challenge<unknown> {
  let state = game.initial(match) as Challenge<unknown>;
  for (const action of [
    { type: 'request', by: 0 as Seat },
    { type: 'accept', by: 1 as Seat },
  ])
    state = game.reduce(state, action, ctx).state as Challenge<unknown>;
  expect(state.phase).toBe('playing');
  return state;
}

describe('the chat hook of the game host', () => {
  it('turns a line the game reads into its move, which then plays like any other', () => {
    const state = playing(reading);
    const action = reading.lifecycle.chat!(state, 1, 'resign');
    expect(action).toEqual({ type: 'move', by: 1, move: { type: 'resign' } });
    const step = reading.reduce(state, action as { type: string }, ctx);
    expect(step.state).toMatchObject({ phase: 'over', results: ['victory', 'defeat'] });
  });

  it('passes a refusal on, and leaves other lines plain chat', () => {
    const state = playing(reading);
    expect(reading.lifecycle.chat!(state, 0, 'secret')).toEqual({ code: 'not_your_turn' });
    expect(reading.lifecycle.chat!(state, 0, 'hello')).toBeUndefined();
  });

  it('reads nothing while no game is played, nor for a game without a chat rule', () => {
    const idle = reading.initial(match);
    expect(reading.lifecycle.chat!(idle, 0, 'resign')).toBeUndefined();
    const request = { type: 'request', by: 0 } as { type: string };
    const requested = reading.reduce(idle, request, ctx).state;
    expect(reading.lifecycle.chat!(requested, 1, 'resign')).toBeUndefined();
    const plain = hostGame(base);
    expect(plain.lifecycle.chat!(playing(plain), 1, 'resign')).toBeUndefined();
  });
});
