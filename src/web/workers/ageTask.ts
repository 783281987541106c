// The age estimate's side of the vision worker (face.worker.ts): the partner's frames come in
// as VideoFrames or small ImageBitmaps (lib/vision/frame.ts), a number of years goes out (null
// without a face). Frames stay in the worker's memory; nothing else is kept or sent. Loaded on
// the first age message only, so a page that never asks never loads it.
import { loadAgeModel, type AgeModel } from '../features/ageSignal/model.ts';
import type { FromAgeWorker, ToAgeWorker } from '../features/ageSignal/messages.ts';
import { withRetries } from '../lib/retry.ts';
import { drawFrame } from '../lib/vision/frame.ts';

let model: Promise<AgeModel> | undefined;
let canvas: OffscreenCanvas | undefined;

export async function handleAgeMessage(
  msg: ToAgeWorker,
  post: (msg: FromAgeWorker) => void,
): Promise<void> {
  try {
    model ??= withRetries(loadAgeModel, {
      onRetry: (attempt, error) => post({ type: 'age-retry', attempt, error }),
    });
    const m = await model;
    if (msg.type === 'age-init') return post({ type: 'age-ready', backend: m.backend });
    canvas = await drawFrame(msg.frame, canvas);
    const t0 = performance.now();
    const age = await m.estimate(canvas);
    post({ type: 'age-result', id: msg.id, age, ms: performance.now() - t0 });
  } catch (err) {
    model = undefined;
    post({ type: 'age-error', message: err instanceof Error ? err.message : String(err) });
  }
}
