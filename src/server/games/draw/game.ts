import { randomInt } from 'node:crypto';
import { DRAW } from '../../../shared/protocol/index.ts';
import { languageOfMatch, type LanguageChoice } from '../bankLanguage.ts';
import type { Seat } from '../host/definition.ts';
import { hostGame } from '../host/hosted.ts';
import { defineRules } from '../host/rules.ts';
import {
  chat,
  move,
  outcome,
  resume,
  setup,
  timeout,
  type Effect,
  type Move,
  type Sketch,
  type SketchSetup,
} from './rules.ts';
import { endedFor, viewFor } from './views.ts';
import { drawWords, wordsFor } from './words.ts';

export interface DrawOptions {
  /** words in this language's list (wordsFor), else English */
  language?: LanguageChoice;
  /** the words and who draws first (tests inject a seeded one) */
  random?: () => number;
}

// crypto-backed: the one guessing must not be able to work out the next word
const cryptoRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

/** Draw and guess's rules, as the host runs them. */
export function drawRules(options: DrawOptions = {}) {
  const random = options.random ?? cryptoRandom;
  return defineRules<'draw', Sketch, Move, Effect, SketchSetup | undefined>({
    kind: 'draw',
    random,
    moves: {
      drawStroke: ({ round, line, colour, width, points }) => ({
        type: 'stroke',
        round,
        stroke: { line, colour, width, points },
      }),
      clearDrawing: ({ round }) => ({ type: 'clear', round }),
    },
    prepare: (match) => {
      const { language, words } = wordsFor(languageOfMatch(options.language, match));
      return { language, words: drawWords(words, DRAW.rounds, random) };
    },
    // the round's clock; a guess in the chat box (chat) ends the round before it runs out
    deadline: (sketch) => sketch.endsAt,
    setup,
    chat,
    move,
    timeout,
    // both see the round's clock stand while a player reconnects
    pause: () => [{ type: 'update' }],
    resume,
    outcome,
    emit(effect, { play, gameId, now, out, paused }) {
      if (effect.type === 'ink')
        return out.send(effect.to, 'drawGuessInk', { gameId, ...effect.ink });
      const event = effect.type === 'started' ? 'drawGuessStarted' : 'drawGuessUpdate';
      for (const seat of [0, 1] as Seat[])
        out.send(seat, event, viewFor(play, seat, gameId, now, paused));
    },
    ended: endedFor,
    failedNote: 'Points could not be saved right now. Please try another game later.',
  });
}

/** Draw and guess on the game host. */
export const drawGame = (options: DrawOptions = {}) => hostGame(drawRules(options));
