/**
 * Writes the laugh challenge sounds (16-bit mono PCM WAV) into src/web/public/sounds: our own
 * tones, nothing downloaded. Run: node scripts/sounds-laugh.ts
 */

import { render, writeSounds } from './wav.ts';

const SOUNDS: Record<string, Int16Array> = {
  // a point: a bouncy "ha-ha-ha" of rising chirps
  'laugh-score.wav': render([
    [520, 780, 0.09],
    [300, 300, 0.03],
    [600, 900, 0.09],
    [300, 300, 0.03],
    [700, 1050, 0.14],
  ]),
  // the last seconds of a turn
  'laugh-beep.wav': render([[880, 880, 0.08]], 'square'),
};

writeSounds(SOUNDS);
