import { describe, expect, it } from 'vitest';
import { CONNECT4 } from '../../../shared/protocol/index.ts';
import { flowRefusals, reduceChallenge, type Challenge } from '../host/challenge.ts';
import type { Seat } from '../host/definition.ts';
import { connectFourRules } from './game.ts';
import { REFUSALS, type Board, type Move } from './rules.ts';

const rules = connectFourRules();
const T0 = 1_000_000;

/** A game played through the host's flow, with a clock we move and a chosen first mover. */
function game(first: Seat = 0) {
  let now = T0;
  let state: Challenge<Board> = { phase: 'idle' };
  const random = () => (first === 0 ? 0.1 : 0.9);
  const api = {
    get state() {
      return state;
    },
    get board() {
      if (state.phase !== 'playing' && state.phase !== 'over') throw new Error('no board');
      return state.play!;
    },
    advance: (ms: number) => (now += ms),
    act(action: Parameters<typeof reduceChallenge<Board, Move, unknown>>[2]) {
      const step = reduceChallenge(rules as never, state, action, { now, random });
      state = step.state as Challenge<Board>;
      return step;
    },
    drop(by: Seat, column: number) {
      return api.act({
        type: 'move',
        by,
        move: { type: 'drop', column, turnId: api.board.turnId },
      });
    },
  };
  api.act({ type: 'request', by: 0 });
  api.act({ type: 'accept', by: 1 });
  return api;
}

describe('Connect Four rules', () => {
  it('starts on an empty 7×6 board with the first mover chosen by the server', () => {
    for (const first of [0, 1] as Seat[]) {
      const g = game(first);
      expect(g.state.phase).toBe('playing');
      expect(g.board.columns).toHaveLength(CONNECT4.columns);
      expect(g.board.columns.every((c) => c.length === 0)).toBe(true);
      expect(g.board).toMatchObject({ turn: first, first, turnEndsAt: T0 + CONNECT4.turnMs });
    }
  });

  it('refuses a drop out of turn, into a full column, in a bad column, or for an old turn', () => {
    const g = game(0);
    expect(g.drop(1, 3).refused).toEqual(REFUSALS.notYourTurn);
    for (let i = 0; i < CONNECT4.rows; i++) g.drop(g.board.turn, 3);
    expect(g.board.columns[3]).toHaveLength(CONNECT4.rows);
    const full = g.drop(g.board.turn, 3);
    expect(full.refused).toEqual(REFUSALS.full);
    expect(full.state).toBe(g.state);
    expect(g.drop(g.board.turn, 7).refused).toEqual(REFUSALS.badColumn);
    expect(g.drop(g.board.turn, -1).refused).toEqual(REFUSALS.badColumn);
    const stale = { type: 'drop' as const, column: 0, turnId: g.board.turnId - 1 };
    expect(g.act({ type: 'move', by: g.board.turn, move: stale }).refused).toEqual(
      REFUSALS.notYourTurn,
    );
  });

  it.each([
    ['a row', [0, 0, 1, 1, 2, 2, 3]],
    ['a column', [0, 1, 0, 1, 0, 1, 0]],
    ['a rising diagonal', [0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3]],
    ['a falling diagonal', [3, 2, 2, 1, 1, 0, 1, 0, 0, 6, 0]],
  ])('four in %s wins for the one who dropped the fourth disc', (_, columns) => {
    const g = game(0);
    let step;
    for (const column of columns) step = g.drop(g.board.turn, column);
    expect(g.state.phase).toBe('over');
    expect(step!.effects.at(-1)).toEqual({
      type: 'ended',
      results: ['victory', 'defeat'],
      reasons: [undefined, undefined],
    });
    expect(g.board.line).toHaveLength(4);
    // after the end, nothing more drops
    expect(g.drop(1, 5).refused).toEqual(flowRefusals('connect4').noGame);
  });

  it('a full board with no four in a row is a draw', () => {
    const g = game(0);
    // columns filled in pairs, shifted so no four line up in any direction
    const order = [0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2];
    const more = [4, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, 6, 6, 6, 6, 6, 6];
    for (const column of [...order, ...more]) g.drop(g.board.turn, column);
    expect(g.state).toMatchObject({ phase: 'over', results: ['draw', 'draw'] });
    expect(g.board.line).toBeUndefined();
  });

  it('resigning gives the partner the win, on turn or not', () => {
    const g = game(0);
    const step = g.act({ type: 'move', by: 1, move: { type: 'resign' } });
    expect(g.state).toMatchObject({ phase: 'over', results: ['victory', 'defeat'] });
    expect(step.effects.at(-1)).toMatchObject({ type: 'ended', results: ['victory', 'defeat'] });
  });

  it('a turn whose clock runs out drops a disc in an open column and passes the turn', () => {
    const g = game(0);
    g.advance(CONNECT4.turnMs);
    g.act({ type: 'timeout', at: g.board.turnEndsAt });
    expect(g.board.last).toMatchObject({ by: 0, timedOut: true });
    expect(g.board.turn).toBe(1);
    expect(g.board.columns.flat()).toEqual([0]);
  });
});
