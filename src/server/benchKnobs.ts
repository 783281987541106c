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
 * - `standing`: no standing read as people connect, everyone in one lane, no call's signals
 *   recorded as calls end (standing/)
 */
export const BENCH_KNOBS = [
  'languages',
  'recent',
  'presence',
  'gates',
  'metrics',
  'standing',
] as const;
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

/**
 * What each feature does per match, as createServer is told: all of it in the product; the
 * bench entry turns the knobs it was given off (workWithout).
 */
export interface FeatureWork {
  /** searches queue with their spoken languages and country preference */
  languages: boolean;
  /** a match writes Recent rows */
  recent: boolean;
  /** connecting and disconnecting tell contacts and read watchers */
  presence: boolean;
  /** the admission's ban, 18+ and blocks checks before a search or Next */
  gates: boolean;
  /** the event-loop delay sampled every 1 ms */
  fineMetrics: boolean;
  /** standing: read as people connect, the slow lane, call signals recorded as calls end */
  standing: boolean;
}

export const ALL_WORK: Readonly<FeatureWork> = {
  languages: true,
  recent: true,
  presence: true,
  gates: true,
  fineMetrics: true,
  standing: true,
};

/** The product's work less the knobs named. */
export function workWithout(knobs: ReadonlySet<BenchKnob>): FeatureWork {
  return {
    languages: !knobs.has('languages'),
    recent: !knobs.has('recent'),
    presence: !knobs.has('presence'),
    gates: !knobs.has('gates'),
    fineMetrics: !knobs.has('metrics'),
    standing: !knobs.has('standing'),
  };
}
