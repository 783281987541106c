import { describe, expect, it } from 'vitest';
import { isBlank } from './blank.ts';
import { SHIELD } from './constants.ts';
import {
  explicitFinding,
  initialShield,
  isBlurred,
  needsSamples,
  onScores,
  settingsFor,
  showAnyway,
  showNow,
  type Scores,
} from './verdict.ts';

const safe: Scores = { Drawing: 0.05, Hentai: 0.01, Neutral: 0.9, Porn: 0.02, Sexy: 0.02 };
const porn: Scores = { Drawing: 0.01, Hentai: 0.1, Neutral: 0.04, Porn: 0.8, Sexy: 0.05 };
const split: Scores = { Drawing: 0.05, Hentai: 0.32, Neutral: 0.1, Porn: 0.33, Sexy: 0.2 };
const on = { safeStart: true, blurExplicit: true };

describe('nudity shield verdicts', () => {
  it('flags explicit frames, including one split between Porn and Hentai', () => {
    expect(explicitFinding(safe)).toBeNull();
    expect(explicitFinding(porn)).toEqual({ category: 'Porn', score: 0.9 });
    expect(explicitFinding(split)).toEqual({ category: 'Porn', score: 0.65 });
    expect(explicitFinding({ ...safe, Neutral: 0.1, Sexy: 0.82 })).toBeNull();
    expect(explicitFinding({ ...safe, Neutral: 0.02, Sexy: 0.9 })).toEqual({
      category: 'Sexy',
      score: 0.9,
    });
  });

  it('safe start: blurred until a first safe frame; Show now unblurs at once', () => {
    const start = initialShield(on);
    expect(isBlurred(start.phase)).toBe(true);
    expect(onScores(start, safe, on).phase).toBe('clear');
    expect(showNow(start).phase).toBe('clear');
    expect(initialShield({ safeStart: false, blurExplicit: true }).phase).toBe('clear');
    expect(initialShield({ safeStart: false, blurExplicit: false }).phase).toBe('off');
  });

  it('blurs at once and unblurs only after several safe frames in a row', () => {
    let s = onScores(initialShield(on), safe, on);
    s = onScores(s, porn, on);
    expect(s).toMatchObject({ phase: 'flagged', evidence: { category: 'Porn' } });
    for (let i = 1; i < SHIELD.safeSamplesToClear; i++) {
      s = onScores(s, safe, on);
      expect(s.phase).toBe('flagged');
    }
    // an explicit frame in between starts the count again
    s = onScores(onScores(s, porn, on), safe, on);
    expect(s.phase).toBe('flagged');
    for (let i = 1; i < SHIELD.safeSamplesToClear; i++) s = onScores(s, safe, on);
    expect(s).toMatchObject({ phase: 'clear', evidence: null });
  });

  it('Show anyway keeps this partner shown; with "Blur explicit video" off nothing flags', () => {
    const flagged = onScores(initialShield(on), porn, on);
    const shown = showAnyway(flagged);
    expect(onScores(shown, porn, on).phase).toBe('shown');
    expect(needsSamples(shown, on)).toBe(false);
    const safeStartOnly = { safeStart: true, blurExplicit: false };
    const s = onScores(initialShield(safeStartOnly), porn, safeStartOnly);
    expect(s.phase).toBe('clear');
    expect(needsSamples(s, safeStartOnly)).toBe(false);
  });
});

describe('a partner the server asks to check first (the slow lane)', () => {
  const off = { safeStart: false, blurExplicit: false };

  it('is blurred until a frame is checked safe, though the viewer turned the shield off', () => {
    expect(initialShield(settingsFor(off, false)).phase).toBe('off');
    const settings = settingsFor(off, true);
    const start = initialShield(settings);
    expect(isBlurred(start.phase)).toBe(true);
    expect(needsSamples(start, settings)).toBe(true);
    expect(isBlurred(onScores(start, safe, settings).phase)).toBe(false);
  });

  it('an explicit first frame does not pass the check: it stays blurred with the overlay', () => {
    const settings = settingsFor(off, true);
    let s = onScores(initialShield(settings), porn, settings);
    expect(s).toMatchObject({ phase: 'flagged', evidence: { category: 'Porn' } });
    // and later explicit frames blur again, as with "Blur explicit video" on
    for (let i = 0; i < SHIELD.safeSamplesToClear; i++) s = onScores(s, safe, settings);
    expect(s.phase).toBe('clear');
    expect(onScores(s, porn, settings).phase).toBe('flagged');
  });

  it('changes nothing for a viewer whose shield is on; with safe start alone off it still starts blurred', () => {
    expect(settingsFor(on, true)).toEqual(on);
    const safeStartOff = { safeStart: false, blurExplicit: true };
    expect(initialShield(settingsFor(safeStartOff, true)).phase).toBe('checking');
  });
});

describe('blank frames', () => {
  const frame = (pixel: (i: number) => number) => {
    const data = new Uint8ClampedArray(224 * 224 * 4);
    for (let i = 0; i < data.length; i += 4) {
      const v = pixel(i / 4);
      data.set([v, v, v, 255], i);
    }
    return { data, width: 224, height: 224 } as ImageData;
  };

  it('a flat frame (black, or noise only) is no verdict; a picture is', () => {
    expect(isBlank(frame(() => 0))).toBe(true);
    expect(isBlank(frame((i) => 120 + (i % 3)))).toBe(true);
    expect(isBlank(frame((i) => (Math.floor(i / 224) < 112 ? 40 : 200)))).toBe(false);
  });
});
