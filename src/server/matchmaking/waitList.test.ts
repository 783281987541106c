import { describe, expect, it } from 'vitest';
import { primariesOf } from './affinity.ts';
import type { QueueEntry } from './queue.ts';
import { WaitList } from './waitList.ts';

const SPOKEN = [[], ['en'], ['es'], ['es', 'en'], ['pt-BR'], ['pt-PT', 'fr'], ['ja'], ['de', 'en']];

/** a repeatable stream of numbers in [0, 1) */
function numbers(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

describe('a wait list kept per language', () => {
  it('walks, for a set of languages, exactly the entries that speak one of them or none, in the order they were added, each once', () => {
    const random = numbers(7);
    const list = new WaitList();
    const entries = new Map<string, QueueEntry>();
    for (let step = 0; step < 2_000; step++) {
      // mostly arrivals, some leaving from anywhere in the list
      if (entries.size > 0 && random() < 0.4) {
        const ids = [...entries.keys()];
        const id = ids[Math.floor(random() * ids.length)]!;
        list.delete(entries.get(id)!);
        entries.delete(id);
      } else {
        const languages = SPOKEN[Math.floor(random() * SPOKEN.length)]!;
        const entry: QueueEntry = {
          socketId: `s${step}`,
          userId: `u${step}`,
          interests: [],
          joinedAt: step,
          ...(languages.length ? { languages } : {}),
        };
        entries.set(entry.socketId, entry);
        list.add(entry);
      }
      if (step % 50 !== 0) continue;
      expect([...list.keys()]).toEqual([...entries.keys()]);
      for (const wanted of [['en'], ['es', 'en'], ['pt'], ['ja', 'fr'], ['ko']]) {
        const fits = [...entries.values()].filter((e) => {
          const spoken = primariesOf(e);
          return spoken.length === 0 || spoken.some((p) => wanted.includes(p));
        });
        expect([...list.fitting(wanted)]).toEqual(fits.map((e) => e.socketId));
      }
    }
    expect(list.size).toBe(entries.size);
  });
});
