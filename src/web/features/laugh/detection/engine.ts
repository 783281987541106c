import type { Config, Human } from '@vladmandic/human';
import { withRetries } from '../../../lib/retry.ts';
import { meanLuma, toReading, type FaceReading, type HumanFaceLike } from './reading.ts';

/** Models are copied from the npm package into the build (scripts/face-models.ts). */
export const MODEL_BASE = '/models/human/';

type Backend = 'webgl' | 'wasm' | 'cpu';

/**
 * How long a tracked face may go without the face detector. Blazeface runs on a 256 px
 * square whatever the input size, and on WebAssembly it costs about two thirds of a detection;
 * the face mesh (~7 ms) follows a moving face from one sample to the next on its own. So the
 * detector only (re)finds the face: when the mesh loses it, after this many samples or
 * milliseconds, and on a change of scene. (bench/detection.bench.ts measures it.)
 */
const REDETECT_AFTER = { samples: 10, ms: 2000 } as const;
/**
 * Human's scene-change measure: the mean squared change of a pixel between two samples, in
 * units of 255 (0..255). Measured on the 128 px input: sensor noise ~0.05, a head drifting
 * between two samples 360 ms apart 1-13 (median 4), the face against a covered camera ~30.
 * A face the mesh can no longer see is dropped and found again on the next sample anyway.
 */
const SCENE_CHANGE = 20;

function config(backend: Backend): Partial<Config> {
  return {
    backend,
    modelBasePath: MODEL_BASE,
    // TensorFlow.js WebAssembly binaries, served from our own origin like the models
    wasmPath: MODEL_BASE,
    wasmPlatformFetch: false,
    debug: false,
    warmup: 'none',
    // results are never reused: every sample runs the face mesh and the emotion model; only
    // the detector's face box is kept between samples (see REDETECT_AFTER)
    cacheSensitivity: SCENE_CHANGE,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: {
        rotation: false,
        maxDetected: 1,
        skipFrames: REDETECT_AFTER.samples,
        skipTime: REDETECT_AFTER.ms,
        minConfidence: 0.3,
      },
      // tracks the face between detector runs; its lips give the jaw opening the laugh rule uses
      mesh: { enabled: true },
      iris: { enabled: false },
      attention: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: true, minConfidence: 0, skipFrames: 0, skipTime: 0 },
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

/**
 * WebGL when there is a real GPU behind it. Without one (software rasterisers such as
 * SwiftShader or llvmpipe: headless browsers, GPU blocklists) WebAssembly with SIMD is far
 * faster for models this small; plain JavaScript is the last resort.
 */
export function pickBackend(): Backend {
  const fallback: Backend = typeof WebAssembly === 'object' ? 'wasm' : 'cpu';
  try {
    const canvas =
      typeof OffscreenCanvas !== 'undefined'
        ? new OffscreenCanvas(1, 1)
        : document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ??
      canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return fallback;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    return /swiftshader|llvmpipe|software/i.test(renderer) ? fallback : 'webgl';
  } catch {
    return fallback;
  }
}

export interface Engine {
  backend: string;
  /** runs one detection on a square canvas of the input size */
  detect(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<FaceReading>;
}

/** Loads Human and its models lazily; failures retry with backoff (lib/retry.ts). */
export function loadEngine(onRetry?: (attempt: number, error: string) => void): Promise<Engine> {
  return withRetries(tryLoad, { onRetry });
}

async function tryLoad(): Promise<Engine> {
  const { Human: HumanClass } = await import('@vladmandic/human');
  const human: Human = new HumanClass(config(pickBackend()));
  await human.load();
  const models = human.models.loaded();
  if (!['blazeface', 'facemesh', 'emotion'].every((m) => models.includes(m)))
    throw new Error(`face models did not load (${models.join(', ') || 'none'})`);
  return {
    backend: human.tf.getBackend(),
    async detect(canvas) {
      const ctx = canvas.getContext('2d', { willReadFrequently: true }) as
        OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
      const brightness = meanLuma(ctx.getImageData(0, 0, canvas.width, canvas.height).data);
      const result = await human.detect(canvas);
      return toReading(result.face as unknown as HumanFaceLike[], brightness);
    },
  };
}
