import type { Human } from '@vladmandic/human';
import { MODEL_BASE, pickBackend } from '../laugh/detection/engine.ts';
import { MODEL_URL, SHIELD } from './constants.ts';
import type { Scores } from './verdict.ts';

/** nsfwjs's class order (its nsfw_classes.js), the model's five outputs. */
const CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;

export interface Classifier {
  backend: string;
  /** one 224 px square frame (RGBA pixels) -> the five class probabilities */
  classify(pixels: ImageData): Promise<Scores>;
}

/** The graph model's files, in the form TF.js's model loader takes them (its ModelArtifacts). */
interface Artifacts {
  modelTopology: unknown;
  weightSpecs: unknown[];
  weightData: ArrayBuffer;
  format?: string;
}

interface Manifest {
  modelTopology: unknown;
  format?: string;
  weightsManifest: { paths: string[]; weights: unknown[] }[];
}

/**
 * model.json and its weight shards, fetched (same-origin, through the service worker's cache)
 * while TF.js and its backend are still being set up rather than after.
 */
async function fetchModel(url: string): Promise<Artifacts> {
  const base = url.slice(0, url.lastIndexOf('/') + 1);
  const get = async (path: string) => {
    const res = await fetch(path);
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return res;
  };
  const json = (await (await get(url)).json()) as Manifest;
  const shards = await Promise.all(
    json.weightsManifest
      .flatMap((g) => g.paths)
      .map(async (p) => (await get(base + p)).arrayBuffer()),
  );
  const weightData = new Uint8Array(shards.reduce((n, b) => n + b.byteLength, 0));
  shards.reduce((at, b) => (weightData.set(new Uint8Array(b), at), at + b.byteLength), 0);
  return {
    modelTopology: json.modelTopology,
    weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
    weightData: weightData.buffer,
    format: json.format,
  };
}

interface Tensor {
  data(): Promise<Float32Array>;
  dispose(): void;
}

/** The part of TF.js (Human types its `tf` as any) this file uses. */
interface Tf {
  loadGraphModel(io: { load(): Promise<Artifacts> }): Promise<{ predict(input: Tensor): Tensor }>;
  tidy(fn: () => Tensor): Tensor;
  browser: { fromPixels(pixels: ImageData): Tensor };
  cast(t: Tensor, dtype: 'float32'): Tensor;
  div(t: Tensor, n: number): Tensor;
  reshape(t: Tensor, shape: number[]): Tensor;
  dispose(t: Tensor): void;
  getBackend(): string;
}

/**
 * Loads nsfwjs's MobileNetV2 (as the graph model scripts/shield-graph.ts makes of it at build
 * time) on TensorFlow.js as bundled in @vladmandic/human:
 * the same TF.js build, backend choice and same-origin wasm binaries as the laugh detector
 * (engine.ts), so no second copy of TF.js is ever downloaded. No face model is loaded here.
 */
export async function loadClassifier(): Promise<Classifier> {
  const artifacts = fetchModel(MODEL_URL);
  // an unhandled rejection if TF.js fails first; the error that counts is thrown below
  artifacts.catch(() => {});
  const { Human: HumanClass } = await import('@vladmandic/human');
  const human: Human = new HumanClass({
    backend: pickBackend(),
    modelBasePath: MODEL_BASE,
    wasmPath: MODEL_BASE,
    wasmPlatformFetch: false,
    debug: false,
    warmup: 'none',
  } as Partial<Human['config']>);
  await human.init();
  const tf = human.tf as Tf;
  const model = await tf.loadGraphModel({ load: () => artifacts });
  const size = SHIELD.inputSize;
  const run = async (input: Tensor): Promise<Scores> => {
    const output = model.predict(input);
    try {
      const values = await output.data();
      return Object.fromEntries(CLASSES.map((c, i) => [c, values[i] ?? 0])) as unknown as Scores;
    } finally {
      output.dispose();
    }
  };
  const toInput = (pixels: ImageData): Tensor =>
    // nsfwjs's own preprocessing: RGB scaled to 0..1, one image in a batch
    // (functional ops: Human's TF.js build has no chained tensor methods)
    tf.tidy(() =>
      tf.reshape(tf.div(tf.cast(tf.browser.fromPixels(pixels), 'float32'), 255), [
        1,
        size,
        size,
        3,
      ]),
    );
  // the first inference compiles the backend's kernels: pay it now, not on the first frame
  const warm = new ImageData(size, size);
  const input = toInput(warm);
  await run(input);
  tf.dispose(input);
  return {
    backend: tf.getBackend(),
    async classify(pixels) {
      const tensor = toInput(pixels);
      try {
        return await run(tensor);
      } finally {
        tf.dispose(tensor);
      }
    },
  };
}
