import { describe, expect, it } from 'vitest';
import { hintFor, isLaugh, meanLuma, toReading, type HumanFaceLike } from './reading.ts';

const face = (happy: number, neutral: number, box = [0.2, 0.2, 0.6, 0.6]): HumanFaceLike => ({
  score: 0.9,
  boxRaw: box as [number, number, number, number],
  emotion: [
    { score: happy, emotion: 'happy' },
    { score: neutral, emotion: 'neutral' },
  ],
});

describe('laugh reading (the product thresholds)', () => {
  it('smile above 0.45 with neutral below 0.75 is a laugh', () => {
    expect(isLaugh(0.46, 0.74, null)).toBe(true);
    expect(isLaugh(0.45, 0.1, null)).toBe(false);
    expect(isLaugh(0.9, 0.75, null)).toBe(false);
    // with a mouth measure, a modest smile also needs the jaw open (0.06)
    expect(isLaugh(0.6, 0.2, 0.05)).toBe(false);
    expect(isLaugh(0.6, 0.2, 0.06)).toBe(true);
  });

  it('maps the largest face; no face is no laugh', () => {
    const r = toReading([face(0.2, 0.7, [0, 0, 0.1, 0.1]), face(0.99, 0)], 0.5);
    expect(r).toMatchObject({ face: true, happy: 0.99, neutral: 0, laugh: true });
    expect(toReading([], 0.5)).toMatchObject({ face: false, laugh: false });
  });

  it('hints: too dark, not in frame, move closer, center, all good', () => {
    expect(hintFor(toReading([face(0, 1)], 0.1))).toBe('too-dark');
    expect(hintFor(toReading([], 0.5))).toBe('not-in-frame');
    expect(hintFor(toReading([face(0, 1, [0.45, 0.45, 0.1, 0.1])], 0.5))).toBe('move-closer');
    expect(hintFor(toReading([face(0, 1, [0.6, 0.1, 0.4, 0.4])], 0.5))).toBe('center');
    expect(hintFor(toReading([face(0, 1)], 0.5))).toBe('all-good');
  });

  it('mean luma of RGBA', () => {
    expect(meanLuma(new Uint8ClampedArray(64).fill(255))).toBeCloseTo(1);
    expect(meanLuma(new Uint8ClampedArray(64))).toBe(0);
  });
});
