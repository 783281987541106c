const MAX_MEASURES = 600;
const names = new Set<string>();
let count = 0;

/**
 * A duration in the User Timing buffer, for the benches (bench/shield.bench.ts); bounded, so a
 * long call never grows it without end.
 */
export function measure(name: string, ms: number, end = performance.now()): void {
  if (++count > MAX_MEASURES) {
    for (const n of names) performance.clearMeasures(n);
    count = 1;
  }
  names.add(name);
  try {
    performance.measure(name, { start: Math.max(0, end - ms), end });
  } catch {
    /* User Timing unavailable: everything works without its figures */
  }
}

/** A moment in the User Timing buffer (a model ready, and on which backend), for the benches. */
export function mark(name: string, detail: unknown): void {
  try {
    performance.mark(name, { detail });
  } catch {
    /* as above */
  }
}
