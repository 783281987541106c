/**
 * Per-match work a bench may leave out, to price each feature on its own (docs/benchmarks.md,
 * "cost per feature"). Only the benches' own server entry (bench/lib/benchServer.ts) passes
 * them; the product has no setting for them, and `npm start` always runs every feature.
 *
 * - `languages`: searches queue without their spoken languages and country preference
 * - `recent`: no Recent rows are written for a match (contacts' meeting log)
 * - `presence`: connecting and disconnecting tell no contact and read no watchers
 * - `gates`: no ban, 18+ or blocks check before a search or Next (admission)
 * - `metrics`: the event-loop delay sampled every 10 ms (prom-client's default), not every 1 ms
 */
export const BENCH_KNOBS = ['languages', 'recent', 'presence', 'gates', 'metrics'] as const;
export type BenchKnob = (typeof BENCH_KNOBS)[number];

/** `languages,recent` → the knobs; throws on a name that is none, so a typo is not a run. */
export function parseBenchKnobs(text: string | undefined): Set<BenchKnob> {
  const names = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(BENCH_KNOBS as readonly string[]).includes(name))
      throw new Error(`unknown feature "${name}": one of ${BENCH_KNOBS.join(', ')}`);
  return new Set(names as BenchKnob[]);
}
