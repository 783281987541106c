import type { Frame } from '../../../lib/vision/frame.ts';
import type { FaceReading } from './reading.ts';

/** The face worker's message protocol (src/web/workers/face.worker.ts). */
export type ToWorker = { type: 'init' } | { type: 'frame'; id: number; frame: Frame };

export type FromWorker =
  | { type: 'ready'; backend: string }
  | { type: 'retry'; attempt: number; error: string }
  | { type: 'error'; message: string }
  | { type: 'result'; id: number; reading: FaceReading; ms: number };
