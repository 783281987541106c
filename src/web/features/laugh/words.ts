import type { I18n } from '@lingui/core';
import type { GameResult } from '../../../shared/games/result.ts';
import type { DetectionError } from './detection/detector.ts';
import type { Hint } from './detection/reading.ts';

// The laugh challenge's words that depend on the game's state, in the page's language.

/** Encouragement for each side, in turn. */
export const cheers = (i18n: I18n) => ({
  attacker: [
    i18n._('laugh.cheer.funniestFace'),
    i18n._('laugh.cheer.bestJoke'),
    i18n._('laugh.cheer.sillyVoice'),
  ],
  defender: [
    i18n._('laugh.cheer.stayStrong'),
    i18n._('laugh.cheer.somethingBoring'),
    i18n._('laugh.cheer.straightFace'),
  ],
});

/** The prep check's advice for the camera picture. */
export function hintText(i18n: I18n, hint: Hint): string {
  switch (hint) {
    case 'not-in-frame':
      return i18n._('laugh.hint.notInFrame');
    case 'move-closer':
      return i18n._('laugh.hint.moveCloser');
    case 'too-dark':
      return i18n._('laugh.hint.tooDark');
    case 'center':
      return i18n._('laugh.hint.center');
    case 'all-good':
      return i18n._('laugh.hint.allGood');
  }
}

/** Why the face check cannot run. */
export function errorText(i18n: I18n, error: DetectionError): string {
  switch (error.kind) {
    case 'camera':
      return i18n._('laugh.error.camera');
    case 'feed':
      return i18n._('laugh.error.feed');
    case 'unsupported':
      return i18n._('laugh.error.unsupported');
    case 'engine':
      return i18n._('laugh.error.engine', { message: error.message });
  }
}

/** The result screen's title, by my result (shared/games/result.ts). */
export function resultTitle(i18n: I18n, result: GameResult): string {
  switch (result) {
    case 'victory':
      return i18n._('laugh.result.victory');
    case 'draw':
      return i18n._('laugh.result.draw');
    case 'defeat':
      return i18n._('laugh.result.defeat');
    case 'ended':
      return i18n._('laugh.result.ended');
  }
}
