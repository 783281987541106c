import { describe, expect, it } from 'vitest';
import { GUEST_NAME, guestNameOf, isGuestName } from './guestName.ts';

/** A small seeded generator, so the sample of seeds is the same on every run. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const seeds = (count: number) => {
  const random = mulberry32(20261206);
  return Array.from({ length: count }, () => Math.floor(random() * GUEST_NAME.seeds));
};
const key = (n: ReturnType<typeof guestNameOf>) => `${n.a}.${n.b}.${n.n}`;

describe('guest names', () => {
  it('are the same for one seed every time, and always within the word lists', () => {
    for (const seed of [0, 1, 1023, 1024, 2 ** 20, GUEST_NAME.seeds - 1, ...seeds(500)]) {
      const name = guestNameOf(seed);
      expect(guestNameOf(seed)).toEqual(name);
      expect(isGuestName(name), `${seed}: ${JSON.stringify(name)}`).toBe(true);
    }
  });

  it('set twenty people met lately apart by name nearly always, and by name or colour more so', () => {
    // Recent lists at most 20 people: over 2,000 random lists, how many hold two equal names
    let sameName = 0;
    let sameNameAndColour = 0;
    const all = seeds(20 * 2000);
    for (let list = 0; list < 2000; list++) {
      const names = all.slice(list * 20, list * 20 + 20).map(guestNameOf);
      if (new Set(names.map(key)).size < 20) sameName++;
      if (new Set(names.map((n) => `${key(n)}.${n.c}`)).size < 20) sameNameAndColour++;
    }
    // 190 pairs in 92,160 names: about 0.2 % of lists
    expect(sameName).toBeLessThan(20);
    expect(sameNameAndColour).toBeLessThanOrEqual(sameName);
  });

  it('use every word, number and colour about evenly', () => {
    const counts = { a: new Map<number, number>(), b: new Map(), n: new Map(), c: new Map() };
    for (const seed of seeds(50_000)) {
      const name = guestNameOf(seed);
      for (const part of ['a', 'b', 'n', 'c'] as const)
        counts[part].set(name[part], (counts[part].get(name[part]) ?? 0) + 1);
    }
    expect(counts.a.size).toBe(GUEST_NAME.adjectives);
    expect(counts.b.size).toBe(GUEST_NAME.nouns);
    expect(counts.n.size).toBe(GUEST_NAME.maxNumber - GUEST_NAME.minNumber + 1);
    expect(counts.c.size).toBe(GUEST_NAME.colours);
    // no colour is drawn twice as often as another
    const colours = [...counts.c.values()];
    expect(Math.max(...colours) / Math.min(...colours)).toBeLessThan(1.3);
  });

  it('refuses what is not a guest name', () => {
    for (const bad of [null, 3, {}, { a: 0, b: 0, n: 9, c: 0 }, { a: 32, b: 0, n: 10, c: 0 }])
      expect(isGuestName(bad)).toBe(false);
  });
});
