import type { Config, Human } from '@vladmandic/human';
import { MODEL_BASE, pickBackend } from '../laugh/detection/engine.ts';

/** The square the partner's frame is scaled to: the face detector's own input size. */
export const AGE_INPUT = 256;

/**
 * Human with the face detector and the face description model only (age, gender and a
 * descriptor; only the age is read, and only as a number of years leaves this module). Models
 * come from this origin (scripts/face-models.ts), never a CDN.
 */
function config(backend: 'webgl' | 'wasm' | 'cpu'): Partial<Config> {
  return {
    backend,
    modelBasePath: MODEL_BASE,
    wasmPath: MODEL_BASE,
    wasmPlatformFetch: false,
    debug: false,
    warmup: 'none',
    // every sample is judged on its own: nothing is carried over from the last one
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 1, minConfidence: 0.5, skipFrames: 0 },
      mesh: { enabled: false },
      iris: { enabled: false },
      attention: { enabled: false },
      description: { enabled: true, skipFrames: 0, skipTime: 0, minConfidence: 0 },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  } as Partial<Config>;
}

export interface AgeModel {
  backend: string;
  /** the apparent age of the face in the square canvas, or null when there is none */
  estimate(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<number | null>;
}

export async function loadAgeModel(): Promise<AgeModel> {
  const { Human: HumanClass } = await import('@vladmandic/human');
  const human: Human = new HumanClass(config(pickBackend()));
  await human.load();
  const models = human.models.loaded();
  if (!['blazeface', 'faceres'].every((m) => models.includes(m)))
    throw new Error(`age models did not load (${models.join(', ') || 'none'})`);
  return {
    backend: human.tf.getBackend(),
    async estimate(canvas) {
      const result = await human.detect(canvas);
      const age = result.face[0]?.age;
      return typeof age === 'number' && Number.isFinite(age) && age > 0 ? age : null;
    },
  };
}
