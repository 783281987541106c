import { describe, expect, it } from 'vitest';
import { EVENT_LIMITS, RateLimiter, WindowCounters } from './limits.ts';

describe('socket rate limiter', () => {
  it('keeps each key to its window, a window starting at its first hit', () => {
    let t = 0;
    const limiter = new RateLimiter(() => t);
    const limit = EVENT_LIMITS.sendMessage; // 3 per second
    expect([1, 2, 3, 4].map(() => limiter.take('s:a', limit))).toEqual([true, true, true, false]);
    t = 999;
    expect(limiter.take('s:a', limit)).toBe(false);
    t = 1_000;
    expect(limiter.take('s:a', limit)).toBe(true);
  });

  it('drops idle keys by whole generations: nothing is scanned, memory stays bounded', () => {
    let t = 0;
    const counters = new WindowCounters(60_000, () => t);
    for (let i = 0; i < 60_000; i++) counters.window(`k${i}`, 10_000).count += 1;
    expect(counters.size).toBe(60_000);
    t = 60_000; // one span: the keys move to the older generation
    const kept = counters.window('k1', 120_000);
    expect(kept.count).toBe(1); // a key in use keeps its window across the rotation
    expect(counters.size).toBe(60_000);
    t = 120_000; // two spans: the idle keys are gone at once
    counters.window('fresh', 10_000);
    expect(counters.size).toBe(2); // 'k1' (used in the last span) and 'fresh'
    t = 400_000;
    counters.window('later', 10_000);
    expect(counters.size).toBe(1);
  });
});
