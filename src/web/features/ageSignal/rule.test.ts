import { describe, expect, it } from 'vitest';
import { looking, median, observe, startWatch, type AgeWatch } from './rule.ts';

/** Feeds one estimate a second from the start; what was sent, and when. */
function run(estimates: (number | null)[], gapMs = 1_000) {
  let watch: AgeWatch = startWatch(0);
  const sent: { at: number; years: number }[] = [];
  estimates.forEach((e, i) => {
    const at = (i + 1) * gapMs;
    const step = observe(watch, e, at);
    watch = step.watch;
    if (step.send !== null) sent.push({ at, years: step.send });
  });
  return { watch, sent };
}

describe('the age signal rule', () => {
  it('takes the median of the samples with a face', () => {
    expect(median([30, 12, 14])).toBe(14);
    expect(median([12, 13, 15, 40])).toBe(14);
  });

  it('signals the median once 8 faces were seen and 10 s passed, when it is under 16', () => {
    const { sent, watch } = run([13, 14, 12, 15, 13, 14, 14, 13, 12, 13, 14, 14]);
    // 8 faces at 8 s, but the server takes a signal only from 10 s on
    expect(sent).toEqual([{ at: 10_000, years: 13 }]);
    expect(watch.done).toBe(true);
  });

  it('needs 8 samples with a face: samples without one do not count', () => {
    const faces = [13, null, 13, null, 13, null, 13, null, 13, null, 13, null, 13, null, 13];
    expect(run(faces).sent).toEqual([{ at: 15_000, years: 13 }]);
    expect(run(faces.slice(0, 14)).sent).toEqual([]);
  });

  it('keeps a buffer: a median of 16 or more never signals, though under 18', () => {
    expect(run(Array(20).fill(16)).sent).toEqual([]);
    expect(run(Array(20).fill(17)).sent).toEqual([]);
    expect(run(Array(20).fill(15.9)).sent).toEqual([{ at: 10_000, years: 15 }]);
  });

  it('is not swayed by a few young-looking frames of an adult', () => {
    expect(run([25, 9, 27, 8, 26, 10, 28, 24, 26, 25, 27, 26]).sent).toEqual([]);
  });

  it('looks only during the first 30 s of the call', () => {
    const late = [...Array(25).fill(null), ...Array(10).fill(12)];
    const { sent, watch } = run(late);
    expect(sent).toEqual([]);
    expect(looking(watch, 31_000)).toBe(false);
  });

  it('signals at most once per call', () => {
    expect(run(Array(30).fill(12)).sent).toHaveLength(1);
  });
});
