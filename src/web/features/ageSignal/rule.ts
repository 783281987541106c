import { AGE_SIGNAL } from '../../../shared/protocol/ageSignal.ts';

/**
 * When the viewer's device signals that the partner appears under 18 (docs/safety.md): only
 * during the call's first 30 s, once at least 8 samples had a face, when the median estimate of
 * those samples is under 16 (a buffer of two years against the model's error on adults), and
 * never before the server would take it (10 s into the call). Once per call. Pure: the
 * estimates and the clock come in, a decision goes out.
 */
export interface AgeWatch {
  /** when the partner's video was first shown (ms, the caller's clock) */
  startedAt: number;
  /** the estimates of the samples that had a face, in years */
  estimates: readonly number[];
  /** the signal went (or the window closed): nothing more to do for this call */
  done: boolean;
}

export const startWatch = (now: number): AgeWatch => ({
  startedAt: now,
  estimates: [],
  done: false,
});

/** Whether the watch still wants samples at `now` (the sampler stops when it does not). */
export const looking = (w: AgeWatch, now: number): boolean =>
  !w.done && now - w.startedAt <= AGE_SIGNAL.lookMs;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * One sample's estimate (null: no face in it). `send` is the whole years to signal, when the
 * rule says so now; the watch is done then, and after the window.
 */
export function observe(
  w: AgeWatch,
  estimate: number | null,
  now: number,
): { watch: AgeWatch; send: number | null } {
  if (!looking(w, now)) return { watch: w.done ? w : { ...w, done: true }, send: null };
  const estimates =
    estimate !== null && Number.isFinite(estimate) ? [...w.estimates, estimate] : w.estimates;
  const watch = { ...w, estimates };
  if (estimates.length < AGE_SIGNAL.minFaces || now - w.startedAt < AGE_SIGNAL.minCallMs)
    return { watch, send: null };
  const m = median(estimates);
  if (m >= AGE_SIGNAL.signalUnder) return { watch, send: null };
  return { watch: { ...watch, done: true }, send: Math.max(0, Math.floor(m)) };
}
