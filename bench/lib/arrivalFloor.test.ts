import { describe, expect, it } from 'vitest';
import { arrivalFloor, arrivalWaits } from './arrivalFloor.ts';

/** a seeded U(0, 1) (mulberry32), so each run replays the same arrivals */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the paced phase served in zero time', () => {
  const bench = { active: 2_000, pauseMs: 900 };

  it('pairs every search, at the rate the sockets search', () => {
    const waits = arrivalWaits({ ...bench, random: seeded(1) });
    // 2,000 sockets each searching about once per 900 ms: ~1,110 matches/s over 8 s
    expect(waits.length / 2 / 8).toBeGreaterThan(1_050);
    expect(waits.length / 2 / 8).toBeLessThan(1_170);
    // the second of each pair waits nothing, so the median is 0
    expect(waits[Math.floor(waits.length / 2) - 1]).toBe(0);
  });

  it("puts the bench's p99 near 0.45 ms x ln 50 (~1.8 ms) however fast the server", () => {
    const floor = arrivalFloor({ ...bench, random: seeded(2) });
    expect(floor).toBeGreaterThan(1.5);
    expect(floor).toBeLessThan(2.1);
  });

  it('doubles when half as many sockets search', () => {
    const full = arrivalFloor({ ...bench, random: seeded(3) });
    const half = arrivalFloor({ active: 1_000, pauseMs: 900, random: seeded(3) });
    expect(half / full).toBeGreaterThan(1.7);
    expect(half / full).toBeLessThan(2.3);
  });
});
