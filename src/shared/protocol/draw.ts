import type { GameResult } from '../games/result.ts';
import type { EndCode } from './codes/games.ts';
import type { Params } from './codes/table.ts';

/**
 * Draw and guess: one partner draws a word only they see, the other guesses it in the chat
 * box; the roles swap every round, and a right guess scores for both.
 */
export const DRAW = {
  rounds: 4,
  /** to draw and guess one word; when it runs out the word is shown and the roles swap */
  roundMs: 80_000,
  /** coordinates are integers on a square grid from 0 to this (the canvas scales it) */
  grid: 1_000,
  /** a stroke is sent in pieces while it is drawn: at most this many points each */
  maxPointsPerStroke: 64,
  /** the ink of one round, in points: past it the canvas takes no more until it is cleared */
  maxInkPerRound: 12_000,
  /** the pen's colours */
  palette: [
    'black',
    'white',
    'grey',
    'red',
    'orange',
    'yellow',
    'green',
    'blue',
    'purple',
    'pink',
    'brown',
  ],
  /** the pen's widths, in grid units */
  widths: [4, 10, 24],
  /** the pair's rounds guessed for a win for both; fewer but one is a draw, none a defeat */
  toWin: 2,
} as const;

export type DrawColour = (typeof DRAW.palette)[number];
export type DrawWidth = (typeof DRAW.widths)[number];

/** A piece of a line: `line` names the line it continues (a new number starts a new line). */
export interface DrawStroke {
  line: number;
  colour: DrawColour;
  width: DrawWidth;
  /** [x, y] on the grid, x from the left, y from the top */
  points: [number, number][];
}

/** A piece of ink or the canvas cleared, in a round. */
export type DrawMark = { round: number } & ({ stroke: DrawStroke } | { clear: true });

/** The partner's ink, as it is drawn (drawGuessInk, to the one guessing only). */
export type DrawInk = DrawMark & { gameId: string };

/** A round once played: its word is no secret any more. */
export interface DrawRoundResult {
  round: number;
  word: string;
  /** you drew it (else you guessed) */
  youDrew: boolean;
  guessed: boolean;
}

/**
 * Per-player view (drawGuessStarted, drawGuessUpdate). The word is in the drawer's view only;
 * the one guessing sees its shape (`hint`) until the round ends, then both read it in `last`.
 */
export interface DrawView {
  gameId: string;
  round: number;
  rounds: number;
  /** you draw this round (else you guess in the chat box) */
  drawing: boolean;
  /** the word to draw: the drawer's view only */
  word?: string;
  /** the word's shape: one '_' per letter, its spaces kept */
  hint: string;
  /** the word list's language ('en', 'es', 'pt-BR'…): English when the pair's has none */
  language: string;
  /** rounds the pair guessed so far */
  score: number;
  /** the round's ink so far, so a player back from a reconnect sees the drawing */
  strokes: DrawStroke[];
  /** ms left in the round from when the server sent this (0 while paused) */
  timeLeft: number;
  /** the game is waiting for a reconnecting player */
  paused: boolean;
  /** the round just played (its word, guessed or not) */
  last?: DrawRoundResult;
}

export interface DrawEnded {
  gameId: string;
  /** both win or neither: a guess scores for the pair */
  result: GameResult;
  score: number;
  /** every round played, with its word */
  played: DrawRoundResult[];
  /** why it ended early (none when played to its end); `code` names it for our clients */
  reason?: string;
  code?: EndCode;
  params?: Params;
  rewards: { awardedPoints: number; note?: string };
}
