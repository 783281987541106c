import {
  DRAW,
  type DrawMark,
  type DrawStroke,
  type Refusal,
} from '../../../shared/protocol/index.ts';
import type { SeatResults } from '../../../shared/games/result.ts';
import type { GameContext, Seat } from '../host/definition.ts';
import { forged, type Forged, type Turn } from '../host/rules.ts';
import { guessMatches, mentionsWord } from './guess.ts';

/**
 * Draw and guess as rules only: whose turn it is to draw, the round's word and ink, its clock,
 * and the rounds the pair guessed. The host runs the challenge around it. Pure: no I/O.
 */

export interface Sketch {
  /** the word list's language (the guesses are read in it) */
  language: string;
  /** one word per round, drawn when the game starts */
  words: string[];
  /** 1-based */
  round: number;
  /** draws this round; the other one guesses */
  drawer: Seat;
  endsAt: number;
  /** this round's ink, in order, and its points */
  strokes: DrawStroke[];
  ink: number;
  /** per round played: guessed or not */
  guessed: boolean[];
}

/** What the game starts from: the words and their language (game.ts draws them). */
export interface SketchSetup {
  language: string;
  words: string[];
}

export type Move =
  | { type: 'stroke'; round: number; stroke: DrawStroke }
  | { type: 'clear'; round: number }
  /** a chat line of the one guessing that names the word (the chat rule found it) */
  | { type: 'guess'; text: string };

export type Effect =
  | { type: 'started' }
  /** ink for the one guessing (the drawer has it already) */
  | { type: 'ink'; to: Seat; ink: DrawMark }
  /** a round ended and the next began: the word shown, the roles swapped */
  | { type: 'round' }
  /** the clock stands or runs again: both views again */
  | { type: 'update' };

/** Refusals (codes of shared/protocol/codes/games.ts). */
export const REFUSALS = {
  /** drawing while the partner draws, or for a round already over */
  notYourTurn: { code: 'not_your_turn' },
  full: { code: 'canvas_full' },
  wordInChat: { code: 'word_in_chat' },
} as const satisfies Record<string, Refusal>;

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

export const wordOf = (sketch: Sketch): string => sketch.words[sketch.round - 1]!;

/** The game starts: the server's randomness picks who draws first. */
export function setup(input: SketchSetup | undefined, ctx: GameContext): Turn<Sketch, Effect> {
  const { language = 'en', words = [] } = input ?? {};
  const play: Sketch = {
    language,
    words,
    round: 1,
    drawer: ctx.random() < 0.5 ? 0 : 1,
    endsAt: ctx.now + DRAW.roundMs,
    strokes: [],
    ink: 0,
    guessed: [],
  };
  return { play, effects: [{ type: 'started' }] };
}

/** The round ends (guessed or not): the next one starts with the roles swapped. */
function nextRound(sketch: Sketch, guessed: boolean, now: number): Turn<Sketch, Effect> {
  const played = [...sketch.guessed, guessed];
  const last = played.length >= Math.min(DRAW.rounds, sketch.words.length);
  const play: Sketch = last
    ? { ...sketch, guessed: played }
    : {
        ...sketch,
        guessed: played,
        round: sketch.round + 1,
        drawer: other(sketch.drawer),
        endsAt: now + DRAW.roundMs,
        strokes: [],
        ink: 0,
      };
  // the last round's word reaches both in the result screen
  return { play, effects: last ? [] : [{ type: 'round' }] };
}

/** A stroke only a forged client sends (the wire's schema refuses it first). */
const malformed = (stroke: DrawStroke) =>
  stroke.points.length === 0 ||
  stroke.points.length > DRAW.maxPointsPerStroke ||
  !(DRAW.palette as readonly string[]).includes(stroke.colour) ||
  !(DRAW.widths as readonly number[]).includes(stroke.width) ||
  stroke.points.some(
    (p) => p.length !== 2 || p.some((c) => !Number.isInteger(c) || c < 0 || c > DRAW.grid),
  );

export function move(
  sketch: Sketch,
  by: Seat,
  action: Move,
  ctx: GameContext,
): Turn<Sketch, Effect> | Refusal | Forged {
  const guesser = other(sketch.drawer);
  if (action.type === 'guess') {
    if (by !== guesser) return REFUSALS.notYourTurn;
    if (!guessMatches(action.text, wordOf(sketch), sketch.language)) return REFUSALS.notYourTurn;
    return nextRound(sketch, true, ctx.now);
  }
  // the drawer's own ink only, for the round being drawn (a late piece of the last one is old)
  if (by !== sketch.drawer || action.round !== sketch.round) return REFUSALS.notYourTurn;
  const { round } = action;
  if (action.type === 'clear')
    return {
      play: { ...sketch, strokes: [], ink: 0 },
      effects: [{ type: 'ink', to: guesser, ink: { round, clear: true } }],
    };
  const { stroke } = action;
  if (malformed(stroke)) return forged(REFUSALS.full);
  const ink = sketch.ink + stroke.points.length;
  if (ink > DRAW.maxInkPerRound) return REFUSALS.full;
  return {
    play: { ...sketch, strokes: [...sketch.strokes, stroke], ink },
    effects: [{ type: 'ink', to: guesser, ink: { round, stroke } }],
  };
}

/**
 * A chat line while the game runs: the one guessing names the word (a guess the game takes),
 * the drawer writes it (refused, so the partner never reads it); anything else is chat.
 */
export function chat(sketch: Sketch, by: Seat, text: string): Move | Refusal | undefined {
  const word = wordOf(sketch);
  if (by === sketch.drawer)
    return mentionsWord(text, word, sketch.language) ? REFUSALS.wordInChat : undefined;
  return guessMatches(text, word, sketch.language) ? { type: 'guess', text } : undefined;
}

/** The round's time ran out: nobody guessed it; the word is shown and the roles swap. */
export const timeout = (sketch: Sketch, ctx: GameContext): Turn<Sketch, Effect> =>
  nextRound(sketch, false, ctx.now);

/** Back from a pause: the round keeps the time it had; both views again (with the ink). */
export function resume(sketch: Sketch, awayMs: number | null): Turn<Sketch, Effect> {
  const play = awayMs === null ? sketch : { ...sketch, endsAt: sketch.endsAt + awayMs };
  return { play, effects: [{ type: 'update' }] };
}

/** Rounds the pair guessed. */
export const scoreOf = (sketch: Sketch): number => sketch.guessed.filter(Boolean).length;

/** Played out once every round is: both win with enough guessed, one guess is a draw. */
export function outcome(sketch: Sketch): SeatResults | null {
  if (sketch.guessed.length < Math.min(DRAW.rounds, sketch.words.length)) return null;
  const score = scoreOf(sketch);
  if (score >= DRAW.toWin) return ['victory', 'victory'];
  return score > 0 ? ['draw', 'draw'] : ['defeat', 'defeat'];
}
