import { describe, expect, it } from 'vitest';
import { DRAW, type DrawStroke } from '../../../shared/protocol/index.ts';
import { flowRefusals } from '../host/challenge.ts';
import type { Seat } from '../host/definition.ts';
import { hosted, T0 } from '../host/rule.fixture.ts';
import { drawRules } from './game.ts';
import { chat, REFUSALS, type Sketch } from './rules.ts';
import { viewFor } from './views.ts';

const WORDS = ['apple', 'ice cream', 'bicycle', 'rainbow'];
const stroke = (points = 3): DrawStroke => ({
  line: 1,
  colour: 'black',
  width: 10,
  points: Array.from({ length: points }, (_, i) => [i, i] as [number, number]),
});

/** A game in English with these words; seat 0 draws first. */
function game() {
  const g = hosted(drawRules({ random: () => 0.1 }), () => 0.1).start({
    language: 'en',
    words: WORDS,
  });
  // the fixture's getters stay live: its own object, with ours beside it
  const api = Object.assign(g, {
    sketch: () => g.play as Sketch,
    draw: (by: Seat, s = stroke()) =>
      g.move(by, { type: 'stroke', round: api.sketch().round, stroke: s }),
    /** a chat line, as the host's chat hook turns it into a move */
    say(by: Seat, text: string) {
      const made = chat(api.sketch(), by, text);
      if (made === undefined || 'code' in made) return made;
      return g.move(by, made);
    },
  });
  return api;
}

describe('Draw and guess rules', () => {
  it('starts with the first drawer chosen by the server, who alone sees the word', () => {
    const g = game();
    expect(g.sketch()).toMatchObject({ round: 1, drawer: 0, endsAt: T0 + DRAW.roundMs });
    expect(viewFor(g.sketch(), 0, 'g', T0, false)).toMatchObject({ drawing: true, word: 'apple' });
    const guesser = viewFor(g.sketch(), 1, 'g', T0, false);
    expect(guesser).toMatchObject({ drawing: false, hint: '_____' });
    expect(JSON.stringify(guesser)).not.toContain('apple');
  });

  it('a right guess in the chat scores for both and the roles swap; a wrong one is chat', () => {
    const g = game();
    expect(g.say(1, 'pear')).toBeUndefined();
    g.say(1, '  APPLE! ');
    expect(g.sketch()).toMatchObject({ round: 2, drawer: 1, guessed: [true], strokes: [] });
    expect(g.said).toEqual([{ type: 'round' }]);
    // both read the word once it was guessed
    for (const seat of [0, 1] as Seat[])
      expect(viewFor(g.sketch(), seat, 'g', g.now(), false).last).toMatchObject({
        word: 'apple',
        guessed: true,
        youDrew: seat === 0,
      });
    expect(viewFor(g.sketch(), 0, 'g', g.now(), false)).toMatchObject({
      score: 1,
      hint: '___ _____',
    });
  });

  it('rounds alternate who draws, and the pair wins with enough guesses', () => {
    const g = game();
    const drawers: Seat[] = [];
    for (const word of WORDS) {
      drawers.push(g.sketch().drawer);
      g.say(g.sketch().drawer === 0 ? 1 : 0, word);
    }
    expect(drawers).toEqual([0, 1, 0, 1]);
    expect(g.state).toMatchObject({ phase: 'over', results: ['victory', 'victory'] });
    expect(g.effects.at(-1)).toMatchObject({ type: 'ended', results: ['victory', 'victory'] });
  });

  it('a round whose clock runs out ends unguessed and the next one starts', () => {
    const g = game();
    g.advance(DRAW.roundMs);
    g.fire();
    expect(g.sketch()).toMatchObject({ round: 2, drawer: 1, guessed: [false] });
    expect(viewFor(g.sketch(), 1, 'g', g.now(), false).last).toMatchObject({
      word: 'apple',
      guessed: false,
    });
    for (let i = 0; i < 3; i++) g.fire();
    expect(g.state).toMatchObject({ phase: 'over', results: ['defeat', 'defeat'] });
  });

  it('one guessed round in four is a draw for both', () => {
    const g = game();
    g.say(1, 'apple');
    for (let i = 0; i < 3; i++) g.fire();
    expect(g.state).toMatchObject({ phase: 'over', results: ['draw', 'draw'] });
  });

  it('sends ink to the one guessing only, and refuses strokes from the guesser or an old round', () => {
    const g = game();
    g.draw(0);
    expect(g.said).toEqual([{ type: 'ink', to: 1, ink: { round: 1, stroke: stroke() } }]);
    expect(g.draw(1).refused).toEqual(REFUSALS.notYourTurn);
    expect(g.move(0, { type: 'clear', round: 1 }).refused).toBeUndefined();
    expect(g.sketch().strokes).toEqual([]);
    g.say(1, 'apple');
    // a late piece of round 1's line, from its drawer who guesses now
    expect(g.move(0, { type: 'stroke', round: 1, stroke: stroke() }).refused).toEqual(
      REFUSALS.notYourTurn,
    );
    expect(g.move(1, { type: 'stroke', round: 1, stroke: stroke() }).refused).toEqual(
      REFUSALS.notYourTurn,
    );
  });

  it('refuses an oversized stroke (logged: only a forged client sends one) and ink past the round budget', () => {
    const g = game();
    const big = g.draw(0, stroke(DRAW.maxPointsPerStroke + 1));
    expect(big).toMatchObject({ refused: REFUSALS.full, suspicious: true });
    const outside = { ...stroke(), points: [[DRAW.grid + 1, 0]] as [number, number][] };
    expect(g.draw(0, outside).refused).toEqual(REFUSALS.full);
    const full = DRAW.maxInkPerRound / DRAW.maxPointsPerStroke;
    for (let i = 0; i < full; i++) g.draw(0, stroke(DRAW.maxPointsPerStroke));
    expect(g.sketch().ink).toBe(DRAW.maxInkPerRound - (DRAW.maxInkPerRound % 64));
    expect(g.draw(0, stroke(DRAW.maxPointsPerStroke)).refused).toEqual(REFUSALS.full);
    // clearing the canvas gives the ink back
    g.move(0, { type: 'clear', round: 1 });
    expect(g.draw(0).refused).toBeUndefined();
  });

  it('keeps the drawer from writing the word in the chat', () => {
    const g = game();
    expect(g.say(0, 'it is an Apple.')).toEqual(REFUSALS.wordInChat);
    expect(g.say(0, 'applesauce is close')).toBeUndefined();
    expect(g.sketch().round).toBe(1);
  });

  it('refuses strokes and reads no guess after the end', () => {
    const g = game();
    g.ok({ type: 'end', by: 0 });
    expect(g.state.phase).toBe('over');
    expect(g.draw(0).refused).toEqual(flowRefusals('draw').noGame);
  });

  it('a pause stops the round clock; back, the round keeps the time it had', () => {
    const g = game();
    g.advance(10_000);
    g.ok({ type: 'pause' });
    g.advance(30_000);
    g.ok({ type: 'resume' });
    expect(g.sketch().endsAt).toBe(T0 + DRAW.roundMs + 30_000);
  });
});
