import * as tf from '@tensorflow/tfjs';
import '@tensorflow/tfjs-backend-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toGraphModel, type LayersModel } from '../../../../scripts/shield-graph.ts';
import { nsfwLayersModel, shieldModelFiles } from '../../../../scripts/shield-model.ts';

// The shield serves nsfwjs's MobileNetV2 converted at build time into a graph model with the
// batch norms folded in (scripts/shield-graph.ts). Here nsfwjs's own Keras model, run by
// tfjs-layers as nsfwjs runs it, is the reference the served graph must agree with. With the
// folded weights kept in float32 the two agree to 1e-4; stored as float16 (half the download)
// a score moves by up to ~0.006, a hundredth of the shield's thresholds (0.6 and 0.85) and
// below the error of the uint8 weights nsfwjs ships.

const bytes = (u: Uint8Array) => u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength);

/** A 224 px frame as the classifier feeds it: RGB scaled to 0..1. */
function frame(kind: 'noise' | 'gradient' | 'skin' | 'dark', seed: number): tf.Tensor4D {
  let s = seed;
  const random = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const px = new Float32Array(224 * 224 * 3);
  for (let y = 0; y < 224; y++)
    for (let x = 0; x < 224; x++)
      for (let c = 0; c < 3; c++) {
        const i = (y * 224 + x) * 3 + c;
        px[i] =
          kind === 'noise'
            ? random()
            : kind === 'gradient'
              ? ((x + y * (c + 1)) % 224) / 224
              : kind === 'skin'
                ? [0.87, 0.67, 0.55][c]! * (0.8 + 0.2 * Math.sin((x + y) / 20)) + 0.02 * random()
                : 0.05 * random();
      }
  return tf.tensor4d(px, [1, 224, 224, 3]);
}

describe('the shield model served to the browser', () => {
  let reference: tf.LayersModel;
  let served: tf.GraphModel;
  let files: Map<string, Buffer>;
  beforeAll(async () => {
    await tf.setBackend('wasm');
    const layers = nsfwLayersModel();
    reference = await tf.loadLayersModel(
      tf.io.fromMemory({
        modelTopology: layers.modelTopology,
        weightSpecs: layers.weightSpecs,
        weightData: bytes(layers.weightData),
      }),
    );
    files = shieldModelFiles();
    const json = JSON.parse(files.get('model.json')!.toString()) as ReturnType<
      typeof toGraphModel
    >['json'];
    const group = json.weightsManifest[0]!;
    served = await tf.loadGraphModel(
      tf.io.fromMemory({
        modelTopology: json.modelTopology,
        weightSpecs: group.weights,
        weightData: bytes(files.get(group.paths[0]!)!),
        format: json.format,
      }),
    );
  }, 60_000);

  it.each(['noise', 'gradient', 'skin', 'dark'] as const)(
    'gives the five class scores nsfwjs gives on a %s frame (within 0.01)',
    async (kind) => {
      for (const seed of [1, 2]) {
        const input = frame(kind, seed);
        const want = Array.from(await (reference.predict(input) as tf.Tensor).data());
        const got = Array.from(await (served.predict(input) as tf.Tensor).data());
        input.dispose();
        expect(got).toHaveLength(5);
        got.forEach((score, i) => expect(Math.abs(score - want[i]!)).toBeLessThan(0.01));
        expect(got.indexOf(Math.max(...got))).toBe(want.indexOf(Math.max(...want)));
      }
    },
    30_000,
  );

  it('is half the bytes of float32 weights, under a name that changes with its content', () => {
    const names = [...files.keys()];
    expect(names).toEqual(['model.json', expect.stringMatching(/^weights-[0-9a-f]{12}\.bin$/)]);
    expect(files.get(names[1]!)!.byteLength).toBeLessThan(5.5e6); // ~2.57 M parameters, float16
  });

  it('refuses a model with a layer it does not know instead of serving a wrong graph', () => {
    const layers = nsfwLayersModel();
    const config = layers.modelTopology.model_config.config;
    const broken: LayersModel = {
      ...layers,
      modelTopology: {
        model_config: {
          config: {
            layers: config.layers.map((l) =>
              l.class_name === 'Flatten' ? { ...l, class_name: 'GlobalMaxPooling2D' } : l,
            ),
          },
        },
      },
    };
    expect(() => toGraphModel(broken)).toThrow(/flatten_1: layer GlobalMaxPooling2D/);
  });
});
