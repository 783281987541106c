import { AGE_SIGNAL } from '../../../shared/protocol/ageSignal.ts';
import { withRetries } from '../../lib/retry.ts';
import { adaptiveInterval, VisionSampler, type VisionTask } from '../../lib/vision/frameSampler.ts';
import type { FromAgeWorker, ToAgeWorker } from './messages.ts';
import { AGE_INPUT } from './model.ts';

/** One sample: the apparent age of the face in it, or null when it had none. */
export interface AgeSample {
  age: number | null;
}

/**
 * About one sample a second, stretched so the model takes at most a quarter of a core, and at
 * least one every 2 s: it runs only for the call's first 30 s and needs 8 faces by then. On
 * WebAssembly without a GPU a sample costs 370-690 ms (docs/benchmarks.md, age signal), which
 * at the shield's tenth of a core would leave too few samples to decide.
 */
const CADENCE_MS = 1_000;
const MAX_CORE_SHARE = 0.25;
const MAX_CADENCE_MS = 2_000;

const AGE_TYPES = new Set<string>(['age-ready', 'age-retry', 'age-error', 'age-result']);

/**
 * The age estimate's vision task: the middle square of the partner's frame (a face keeps its
 * proportions, unlike the shield's squeezed whole frame), in the page's one vision worker,
 * taking turns with the shield and the laugh detector. Timings go to the User Timing buffer
 * ('age:*' measures) for the benches.
 */
export const ageTask: VisionTask<AgeSample> = {
  init: { type: 'age-init' } satisfies ToAgeWorker,
  frame: (id, frame) => ({ type: 'age-frame', id, frame }) satisfies ToAgeWorker,
  read(data) {
    const msg = data as FromAgeWorker;
    if (!AGE_TYPES.has(msg?.type)) return null;
    if (msg.type === 'age-ready') return { kind: 'ready', backend: msg.backend };
    if (msg.type === 'age-retry') return { kind: 'retry', error: msg.error };
    if (msg.type === 'age-error') return { kind: 'error', message: msg.message };
    return { kind: 'result', id: msg.id, ms: msg.ms, result: { age: msg.age } };
  },
  region(v) {
    const side = Math.min(v.videoWidth, v.videoHeight);
    if (!side) return null;
    return {
      sx: (v.videoWidth - side) / 2,
      sy: (v.videoHeight - side) / 2,
      sw: side,
      sh: side,
      size: AGE_INPUT,
    };
  },
  interval: (_mode, lastMs) => adaptiveInterval(CADENCE_MS, lastMs, MAX_CORE_SHARE, MAX_CADENCE_MS),
  async loadMain(onRetry) {
    const { loadAgeModel } = await import('./model.ts');
    const model = await withRetries(loadAgeModel, { onRetry: (_, error) => onRetry(error) });
    return {
      backend: model.backend,
      run: async (canvas) => ({ age: await model.estimate(canvas) }),
    };
  },
  measures: 'age',
};

/** Samples the partner's video for its apparent age until `stop`; at most AGE_SIGNAL.lookMs. */
export function sampleAges(
  video: HTMLVideoElement,
  onSample: (sample: AgeSample) => void,
): { stop(): void } {
  const sampler = new VisionSampler(ageTask, {
    result: (sample) => onSample(sample),
    // a model that cannot load means no signal, never a blocked call
    failed: () => sampler.dispose(),
  });
  sampler.start(video);
  const timer = setTimeout(() => sampler.dispose(), AGE_SIGNAL.lookMs);
  return {
    stop() {
      clearTimeout(timer);
      sampler.dispose();
    },
  };
}
