import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PairTimes } from './pairTimes.ts';

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

describe('PairTimes', () => {
  it('answers like a map of pair keys under any sequence of sets, deletes and prunes', () => {
    const person = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    const op = fc.oneof(
      fc.record({
        op: fc.constant('set'),
        a: person,
        b: person,
        dt: fc.integer({ min: 0, max: 5 }),
      }),
      fc.record({ op: fc.constant('delete'), a: person, b: person }),
      fc.record({ op: fc.constant('prune'), window: fc.integer({ min: 0, max: 30 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const pairs = new PairTimes();
        // the model: a time per pair key, re-inserted on set so it stays in the order set
        const model = new Map<string, number>();
        let now = 0;
        for (const o of ops) {
          if (o.op === 'set') {
            if (o.a === o.b) continue;
            now += o.dt;
            pairs.set(o.a, o.b, now);
            model.delete(key(o.a, o.b));
            model.set(key(o.a, o.b), now);
          } else if (o.op === 'delete') {
            pairs.delete(o.a, o.b);
            model.delete(key(o.a, o.b));
          } else {
            const lapsed = (t: number) => now - t >= o.window;
            pairs.prune(lapsed);
            for (const [k, t] of model) {
              if (!lapsed(t)) break;
              model.delete(k);
            }
          }
          expect(pairs.size).toBe(model.size);
          for (const a of ['a', 'b', 'c', 'd', 'e'])
            for (const b of ['a', 'b', 'c', 'd', 'e'])
              if (a !== b) expect(pairs.get(a, b)).toBe(model.get(key(a, b)));
        }
      }),
    );
  });
});
