// The nudity shield's side of the vision worker (face.worker.ts): the partner's frames come in
// as VideoFrames or small ImageBitmaps (lib/vision/frame.ts), five class probabilities go
// out. Frames stay in the worker's memory; nothing is sent anywhere. Loaded on the first
// shield message only, so a laugh challenge's worker never loads it.
import { loadClassifier, type Classifier } from '../features/shield/classifier.ts';
import { isBlank } from '../features/shield/blank.ts';
import type { FromShieldWorker, ToShieldWorker } from '../features/shield/messages.ts';
import type { Scores } from '../features/shield/verdict.ts';
import { withRetries } from '../lib/retry.ts';
import { drawFrame } from '../lib/vision/frame.ts';

let classifier: Promise<Classifier> | undefined;
const NO_SCORES: Scores = { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0 };
let canvas: OffscreenCanvas | undefined;

export async function handleShieldMessage(
  msg: ToShieldWorker,
  post: (msg: FromShieldWorker) => void,
): Promise<void> {
  try {
    // a model fetch cut by a dropped connection or a deploy is tried again, not given up on
    classifier ??= withRetries(loadClassifier, {
      onRetry: (attempt, error) => post({ type: 'shield-retry', attempt, error }),
    });
    const c = await classifier;
    if (msg.type === 'shield-init') return post({ type: 'shield-ready', backend: c.backend });
    canvas = await drawFrame(msg.frame, canvas);
    const pixels = canvas
      .getContext('2d', { willReadFrequently: true })!
      .getImageData(0, 0, canvas.width, canvas.height);
    const t0 = performance.now();
    // a flat frame is no verdict either way: no need to spend an inference on it
    const blank = isBlank(pixels);
    const scores = blank ? NO_SCORES : await c.classify(pixels);
    post({ type: 'shield-result', id: msg.id, scores, blank, ms: performance.now() - t0 });
  } catch (err) {
    classifier = undefined;
    post({ type: 'shield-error', message: err instanceof Error ? err.message : String(err) });
  }
}
