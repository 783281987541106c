// Turns nsfwjs's MobileNetV2 (a Keras model for tfjs-layers) into a TF.js graph model at build
// time, so it runs on the graph-model loader of the TF.js build bundled in @vladmandic/human
// (which has no tfjs-layers). Each Conv2D / DepthwiseConv2D -> BatchNormalization (-> ReLU6)
// chain becomes one fused op with the batch norm folded into its weights and bias, as
// TensorFlow's own converter emits them; ZeroPadding2D before a stride-2 'valid' convolution
// becomes that convolution's SAME padding (identical output for these even-sized inputs);
// Dropout is dropped (inference). Folded weights are stored as float16 (half the bytes of
// float32; their rounding error is far below the uint8 quantization nsfwjs shipped them with).
// Only the layer kinds this model uses are known: anything else throws, so a changed model
// fails the build instead of serving a wrong graph. `src/web/features/shield/model.test.ts`
// checks the graph against nsfwjs's model run by tfjs-layers.

interface KerasLayer {
  class_name: string;
  config: Record<string, unknown> & { name: string };
  inbound_nodes: [string, number, number, unknown][][];
}

interface WeightSpec {
  name: string;
  shape: number[];
  dtype: 'float32';
  quantization?: { dtype: 'uint8' | 'uint16' | 'float16'; min?: number; scale?: number };
}

export interface LayersModel {
  modelTopology: { model_config: { config: { layers: KerasLayer[] } } };
  weightSpecs: WeightSpec[];
  weightData: Uint8Array;
}

export interface GraphModel {
  json: {
    format: 'graph-model';
    generatedBy: string;
    convertedBy: string;
    modelTopology: { node: GraphNode[]; versions: { producer: number } };
    weightsManifest: { paths: string[]; weights: WeightSpec[] }[];
  };
  weightData: Uint8Array;
}

interface GraphNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, unknown>;
}

/** The weights of a layers model, dequantized, by name. */
function readWeights(model: LayersModel): Map<string, { shape: number[]; values: Float32Array }> {
  const out = new Map<string, { shape: number[]; values: Float32Array }>();
  let at = 0;
  for (const spec of model.weightSpecs) {
    const size = spec.shape.reduce((a, b) => a * b, 1);
    const q = spec.quantization;
    const values = new Float32Array(size);
    if (!q) {
      const view = new DataView(model.weightData.buffer, model.weightData.byteOffset + at);
      for (let i = 0; i < size; i++) values[i] = view.getFloat32(i * 4, true);
      at += size * 4;
    } else if (q.dtype === 'uint8') {
      for (let i = 0; i < size; i++) values[i] = model.weightData[at + i]! * q.scale! + q.min!;
      at += size;
    } else {
      throw new Error(`${spec.name}: unsupported quantization ${q.dtype}`);
    }
    out.set(spec.name, { shape: spec.shape, values });
  }
  if (at !== model.weightData.byteLength) throw new Error('weight data and specs disagree');
  return out;
}

/** IEEE 754 half precision, round to nearest even (no Float16Array before ES2025). */
function toHalf(value: number): number {
  const f32 = new Float32Array([value]);
  const bits = new Uint32Array(f32.buffer)[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exp = (bits >>> 23) & 0xff;
  let mant = bits & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0);
  const e = exp - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    mant |= 0x800000;
    const shift = 14 - e;
    const half = mant >>> shift;
    const rest = mant & ((1 << shift) - 1);
    const mid = 1 << (shift - 1);
    return sign | (half + (rest > mid || (rest === mid && half & 1) ? 1 : 0));
  }
  const half = (e << 10) | (mant >>> 13);
  const rest = mant & 0x1fff;
  return sign | (half + (rest > 0x1000 || (rest === 0x1000 && half & 1) ? 1 : 0));
}

const b64 = (s: string) => Buffer.from(s).toString('base64');
const ints = (xs: number[]) => ({ list: { i: xs.map(String) } });
const FLOAT = { type: 'DT_FLOAT' };

export function toGraphModel(model: LayersModel): GraphModel {
  const weights = readWeights(model);
  const layers = model.modelTopology.model_config.config.layers;
  const byName = new Map(layers.map((l) => [l.config.name, l]));
  const consumers = new Map<string, KerasLayer[]>();
  for (const l of layers)
    for (const [from] of l.inbound_nodes[0] ?? [])
      consumers.set(from, [...(consumers.get(from) ?? []), l]);
  const only = (name: string) => {
    const next = consumers.get(name) ?? [];
    return next.length === 1 ? next[0]! : undefined;
  };
  const weight = (name: string) => {
    const w = weights.get(name);
    if (!w) throw new Error(`missing weight ${name}`);
    return w;
  };

  const nodes: GraphNode[] = [];
  const specs: WeightSpec[] = [];
  const chunks: Uint8Array[] = [];
  const constant = (name: string, shape: number[], values: Float32Array) => {
    const data = new Uint16Array(values.length);
    for (let i = 0; i < values.length; i++) data[i] = toHalf(values[i]!);
    chunks.push(new Uint8Array(data.buffer));
    specs.push({ name, shape, dtype: 'float32', quantization: { dtype: 'float16' } });
    nodes.push({
      name,
      op: 'Const',
      attr: {
        value: {
          tensor: {
            dtype: 'DT_FLOAT',
            tensorShape: { dim: shape.map((size) => ({ size: String(size) })) },
          },
        },
        dtype: FLOAT,
      },
    });
    return name;
  };

  /** The graph node each Keras layer's output is, after folding. */
  const output = new Map<string, string>();
  const input = (l: KerasLayer, i = 0) => {
    const from = l.inbound_nodes[0]?.[i]?.[0];
    const node = from === undefined ? undefined : output.get(from);
    if (node === undefined) throw new Error(`${l.config.name}: input ${i} not converted`);
    return node;
  };

  for (const layer of layers) {
    const name = layer.config.name;
    const c = layer.config;
    switch (layer.class_name) {
      case 'InputLayer': {
        const shape = (c.batch_input_shape as (number | null)[]).map((d) => String(d ?? -1));
        nodes.push({
          name: 'input',
          op: 'Placeholder',
          attr: { shape: { shape: { dim: shape.map((size) => ({ size })) } }, dtype: FLOAT },
        });
        output.set(name, 'input');
        break;
      }
      case 'ZeroPadding2D': {
        const next = only(name);
        const padding = JSON.stringify(c.padding);
        if (
          padding !== '[[0,1],[0,1]]' ||
          !next ||
          next.config.padding !== 'valid' ||
          JSON.stringify(next.config.strides) !== '[2,2]' ||
          JSON.stringify(next.config.kernel_size) !== '[3,3]'
        )
          throw new Error(`${name}: only [[0,1],[0,1]] before a 3x3 stride-2 valid conv`);
        output.set(name, input(layer)); // the next convolution pads SAME instead
        break;
      }
      case 'Conv2D':
      case 'DepthwiseConv2D': {
        const depthwise = layer.class_name === 'DepthwiseConv2D';
        if (c.use_bias || c.activation !== 'linear' || (depthwise && c.depth_multiplier !== 1))
          throw new Error(`${name}: unexpected configuration`);
        const bn = only(name);
        if (bn?.class_name !== 'BatchNormalization') throw new Error(`${name}: no batch norm`);
        const relu = only(bn.config.name);
        const relu6 =
          relu?.class_name === 'ReLU' && relu.config.max_value === 6 && !relu.config.negative_slope
            ? relu
            : undefined;
        const kernel = weight(`${name}/${depthwise ? 'depthwise_kernel' : 'kernel'}`);
        const eps = bn.config.epsilon as number;
        const gamma = weight(`${bn.config.name}/gamma`).values;
        const beta = weight(`${bn.config.name}/beta`).values;
        const mean = weight(`${bn.config.name}/moving_mean`).values;
        const variance = weight(`${bn.config.name}/moving_variance`).values;
        const channels = gamma.length;
        const scale = gamma.map((g, i) => g / Math.sqrt(variance[i]! + eps));
        const bias = beta.map((b, i) => b - mean[i]! * scale[i]!);
        // kernels are [h, w, in, out] (depthwise: [h, w, channels, 1]): the channel is innermost
        // for Conv2D and second innermost (with a multiplier of 1, innermost too) for depthwise
        const folded = kernel.values.map((v, i) => v * scale[i % channels]!);
        const from = layer.inbound_nodes[0]?.[0]?.[0] ?? '';
        const same = c.padding === 'same' || byName.get(from)?.class_name === 'ZeroPadding2D';
        const node = relu6 ? relu6.config.name : bn.config.name;
        const strides = c.strides as number[];
        nodes.push({
          name: node,
          op: depthwise ? 'FusedDepthwiseConv2dNative' : '_FusedConv2D',
          input: [
            input(layer),
            constant(`${name}/folded_kernel`, kernel.shape, folded),
            constant(`${name}/folded_bias`, [channels], bias),
          ],
          attr: {
            T: FLOAT,
            data_format: { s: b64('NHWC') },
            strides: ints([1, strides[0]!, strides[1]!, 1]),
            dilations: ints([1, 1, 1, 1]),
            padding: { s: b64(same ? 'SAME' : 'VALID') },
            num_args: { i: '1' },
            epsilon: { f: 0 },
            fused_ops: { list: { s: relu6 ? [b64('BiasAdd'), b64('Relu6')] : [b64('BiasAdd')] } },
          },
        });
        output.set(name, node);
        output.set(bn.config.name, node);
        if (relu6) output.set(relu6.config.name, node);
        break;
      }
      case 'BatchNormalization':
      case 'ReLU':
        if (!output.has(name)) throw new Error(`${name}: not after a convolution`);
        break;
      case 'Add':
        nodes.push({
          name,
          op: 'AddV2',
          input: [input(layer, 0), input(layer, 1)],
          attr: { T: FLOAT },
        });
        output.set(name, name);
        break;
      case 'AveragePooling2D': {
        const [h, w] = c.pool_size as number[];
        nodes.push({
          name,
          op: 'AvgPool',
          input: [input(layer)],
          attr: {
            T: FLOAT,
            ksize: ints([1, h!, w!, 1]),
            strides: ints([1, ...(c.strides as number[]), 1]),
            padding: { s: b64('VALID') },
            data_format: { s: b64('NHWC') },
          },
        });
        output.set(name, name);
        break;
      }
      case 'Flatten':
        // after the 7x7 average pool of a 224 px input the map is 1x1: squeeze those axes
        nodes.push({
          name,
          op: 'Squeeze',
          input: [input(layer)],
          attr: { T: FLOAT, squeeze_dims: ints([1, 2]) },
        });
        output.set(name, name);
        break;
      case 'Dropout':
        output.set(name, input(layer));
        break;
      case 'Dense': {
        const activation = c.activation as string;
        if (!c.use_bias || !['relu', 'softmax'].includes(activation))
          throw new Error(`${name}: unexpected configuration`);
        const kernel = weight(`${name}/kernel`);
        const bias = weight(`${name}/bias`);
        const matmul = activation === 'relu' ? name : `${name}/BiasAdd`;
        nodes.push({
          name: matmul,
          op: '_FusedMatMul',
          input: [
            input(layer),
            constant(`${name}/kernel`, kernel.shape, kernel.values),
            constant(`${name}/bias`, bias.shape, bias.values),
          ],
          attr: {
            T: FLOAT,
            transpose_a: { b: false },
            transpose_b: { b: false },
            num_args: { i: '1' },
            epsilon: { f: 0 },
            fused_ops: {
              list: { s: activation === 'relu' ? [b64('BiasAdd'), b64('Relu')] : [b64('BiasAdd')] },
            },
          },
        });
        if (activation === 'softmax')
          nodes.push({ name, op: 'Softmax', input: [matmul], attr: { T: FLOAT } });
        output.set(name, name);
        break;
      }
      default:
        throw new Error(`${name}: layer ${layer.class_name} is not supported`);
    }
  }
  const last = layers.at(-1)!;
  nodes.push({
    name: 'Identity',
    op: 'Identity',
    input: [output.get(last.config.name)!],
    attr: { T: FLOAT },
  });

  const weightData = new Uint8Array(chunks.reduce((n, b) => n + b.byteLength, 0));
  chunks.reduce((at, b) => (weightData.set(b, at), at + b.byteLength), 0);
  return {
    json: {
      format: 'graph-model',
      generatedBy: 'nsfwjs MobileNetV2 (Keras 2.2.4)',
      convertedBy: 'scripts/shield-graph.ts',
      modelTopology: { node: nodes, versions: { producer: 175 } },
      weightsManifest: [{ paths: ['weights.bin'], weights: specs }],
    },
    weightData,
  };
}
