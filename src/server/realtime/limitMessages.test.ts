import { describe, expect, it } from 'vitest';
import { C2S } from '../../shared/protocol/index.ts';
import { EVENT_LIMITS } from './limits.ts';
import { tooFast } from './limitMessages.ts';
import { textOf } from '../../shared/protocol/index.ts';

const tooFastMessage: typeof tooFast extends (...a: infer A) => unknown
  ? (...a: A) => string
  : never = (...a) => textOf(tooFast(...a));

describe('over-limit messages', () => {
  it('tell people what they did too fast and how long to wait, never an event name', () => {
    for (const event of Object.values(C2S)) {
      const text = tooFastMessage(event, EVENT_LIMITS[event]);
      expect(text, event).not.toMatch(new RegExp(event, 'i'));
      expect(text, event).not.toMatch(/events?\b/i);
      expect(text, event).toMatch(/Please wait (a moment|a few seconds|half a minute|a minute)/);
    }
    expect(tooFastMessage('nextPartner', EVENT_LIMITS.nextPartner)).toBe(
      "You're skipping too fast. Please wait a minute and try again.",
    );
  });

  it('let a fast skipper through: a Next every two seconds for a minute', () => {
    const { points, perMs } = EVENT_LIMITS.nextPartner;
    expect(points).toBeGreaterThanOrEqual(perMs / 2_000);
  });
});
