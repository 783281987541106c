import { describe, expect, it } from 'vitest';
import { REFUSALS, TURN_MS } from './rules.ts';
import { answer, right, rules, started, T0 } from './rules.fixture.ts';

describe('trivia rules: a player reconnecting', () => {
  it('a pause stops the clock: no answers, no timeout; resuming gives back what was left', () => {
    const g = started();
    const game = g.play;
    g.at(T0 + 1_000);
    g.ok({ type: 'pause' });
    const paused = g.state;
    g.at(T0 + 2_000);
    expect(g.move(0, answer(0))).toEqual({ state: paused, effects: [], refused: REFUSALS.paused });
    const late = T0 + TURN_MS * 5;
    g.at(late);
    expect(g.act({ type: 'timeout', at: rules.deadline(game)! }).state).toBe(paused);
    g.ok({ type: 'resume' });
    expect(g.said).toEqual([{ type: 'resumed' }]);
    expect(g.play).toMatchObject({ turn: game.turn, turnId: game.turnId + 1 });
    // paused 1 s into the turn: the rest of it, counted from the resume
    expect(g.play.turnEndsAt).toBe(late + TURN_MS - 1_000);
    expect(g.play.answers).toEqual([[], []]);
    // the old turn's timer is stale now; the answer in the fresh turn counts
    const resumed = g.state;
    expect(g.act({ type: 'timeout', at: rules.deadline(game)! }).state).toBe(resumed);
    g.move(0, answer(right(g.play)));
    expect(g.play.scores).toEqual([1, 0]);
  });
});

describe("trivia rules: resuming one's own seat to stretch a turn (attack)", () => {
  it('a resume without a pause leaves the clock as it was', () => {
    const g = started();
    const game = g.play;
    // the player on turn takes their own seat over every 5 s: the turn still ends on time
    for (let t = 5_000; t < TURN_MS; t += 5_000) {
      g.at(T0 + t);
      g.ok({ type: 'resume' });
    }
    expect(g.play).toMatchObject({ turnId: game.turnId, turnEndsAt: game.turnEndsAt });
    g.fire();
    expect(g.play.turn).not.toBe(game.turn);
  });

  it('drop and come back every 3 s: the turn gains only the time away, never a fresh clock', () => {
    const g = started();
    const game = g.play;
    let away = 0;
    for (let i = 0; i < 3; i++) {
      g.advance(2_000);
      g.ok({ type: 'pause' });
      g.advance(1_000);
      away += 1_000;
      g.ok({ type: 'resume' });
    }
    expect(g.play.turnEndsAt).toBe(game.turnEndsAt + away);
  });
});
