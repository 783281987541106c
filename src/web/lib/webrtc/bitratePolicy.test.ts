import { describe, expect, it } from 'vitest';
import { bitratePolicy, lossBetween } from './bitratePolicy.ts';

const good = { loss: 0, rtt: 0.05 };

describe('bitrate policy', () => {
  it('starts at 1200 kbps, 600 on iOS Safari', () => {
    expect(bitratePolicy.start(false)).toBe(1200);
    expect(bitratePolicy.start(true)).toBe(600);
  });

  it('grows 10% per step on a good link up to 1500 (700 on iOS)', () => {
    expect(bitratePolicy.next(1200, good, false)).toBe(1320);
    expect(bitratePolicy.next(1450, good, false)).toBe(1500);
    expect(bitratePolicy.next(1500, good, false)).toBe(1500);
    expect(bitratePolicy.next(600, good, true)).toBe(660);
    expect(bitratePolicy.next(680, good, true)).toBe(700);
  });

  it('drops to 75% when loss is over 5% or RTT over 0.3 s, never below 300', () => {
    expect(bitratePolicy.next(1200, { loss: 0.06, rtt: 0.05 }, false)).toBe(900);
    expect(bitratePolicy.next(1200, { loss: 0, rtt: 0.31 }, false)).toBe(900);
    expect(bitratePolicy.next(350, { loss: 0.5, rtt: 1 }, false)).toBe(300);
    // exactly at the thresholds is still a good link
    expect(bitratePolicy.next(1000, { loss: 0.05, rtt: 0.3 }, false)).toBe(1100);
  });

  it('reaches the floor from the start in a bad spell and recovers to the cap', () => {
    let kbps = bitratePolicy.start(false);
    for (let i = 0; i < 10; i++) kbps = bitratePolicy.next(kbps, { loss: 0.2, rtt: 0.5 }, false);
    expect(kbps).toBe(300);
    for (let i = 0; i < 30; i++) kbps = bitratePolicy.next(kbps, good, false);
    expect(kbps).toBe(1500);
  });

  it('computes loss between cumulative samples', () => {
    expect(lossBetween(undefined, { received: 90, lost: 10 })).toBeCloseTo(0.1);
    expect(lossBetween({ received: 90, lost: 10 }, { received: 180, lost: 10 })).toBe(0);
    expect(lossBetween({ received: 10, lost: 0 }, { received: 10, lost: 0 })).toBe(0);
  });
});
