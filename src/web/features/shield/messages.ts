import type { Frame } from '../../lib/vision/frame.ts';
import type { Scores } from './verdict.ts';

/**
 * The shield's messages to and from the vision worker (src/web/workers/face.worker.ts, which
 * hands them to workers/shieldTask.ts). Prefixed so they never mix with the laugh detector's.
 */
export type ToShieldWorker =
  { type: 'shield-init' } | { type: 'shield-frame'; id: number; frame: Frame };

export type FromShieldWorker =
  | { type: 'shield-ready'; backend: string }
  /** the model did not load; another try follows */
  | { type: 'shield-retry'; attempt: number; error: string }
  /** the model did not load after every try (or a frame could not be read) */
  | { type: 'shield-error'; message: string }
  /** blank: a flat frame (nothing shown yet), which is no verdict either way */
  | { type: 'shield-result'; id: number; scores: Scores; blank: boolean; ms: number };
