import type { Frame } from '../../lib/vision/frame.ts';

/**
 * The age estimate's messages to and from the vision worker (src/web/workers/face.worker.ts,
 * which hands them to workers/ageTask.ts). Prefixed so they never mix with the others'.
 */
export type ToAgeWorker = { type: 'age-init' } | { type: 'age-frame'; id: number; frame: Frame };

export type FromAgeWorker =
  | { type: 'age-ready'; backend: string }
  | { type: 'age-retry'; attempt: number; error: string }
  | { type: 'age-error'; message: string }
  /** age: the apparent age of the one face found, in years; null when there was no face */
  | { type: 'age-result'; id: number; age: number | null; ms: number };
