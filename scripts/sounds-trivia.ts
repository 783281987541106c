/**
 * Writes the trivia sounds (16-bit mono PCM WAV) into src/web/public/sounds: our own tones,
 * nothing downloaded. Run: node scripts/sounds-trivia.ts
 */

import { render, writeSounds } from './wav.ts';

const SOUNDS: Record<string, Int16Array> = {
  'trivia-tick.wav': render([[1800, 1600, 0.05]], 'square'),
  'trivia-correct.wav': render([
    [660, 660, 0.09],
    [880, 880, 0.09],
    [1320, 1320, 0.18],
  ]),
  'trivia-wrong.wav': render(
    [
      [220, 200, 0.16],
      [180, 150, 0.26],
    ],
    'square',
  ),
  'trivia-start.wav': render([
    [440, 880, 0.18],
    [880, 880, 0.08],
  ]),
  'trivia-win.wav': render([
    [523, 523, 0.12],
    [659, 659, 0.12],
    [784, 784, 0.12],
    [1047, 1047, 0.3],
  ]),
  'trivia-end.wav': render([
    [523, 523, 0.14],
    [392, 392, 0.14],
    [330, 330, 0.28],
  ]),
};

writeSounds(SOUNDS);
