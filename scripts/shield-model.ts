// Vite plugin: serves the nudity shield's model (nsfwjs MobileNetV2, MIT) same-origin from the
// npm package itself. nsfwjs ships its models as script bundles (a Keras model.json object and
// base64 weight shards); we read them and convert the Keras model into a plain TF.js graph model
// (scripts/shield-graph.ts: batch norms folded into fused convolutions), which the graph-model
// loader of the TF.js build bundled in @vladmandic/human (the laugh detector's) runs, so
// nsfwjs's own code, @tensorflow/tfjs and tfjs-layers are never shipped.
// Dev: a middleware; build: emitted assets.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { toGraphModel, type LayersModel } from './shield-graph.ts';

const require = createRequire(import.meta.url);
// by path: the package's exports map does not list its model bundles
const MODEL_DIR = resolve('node_modules/nsfwjs/dist/models/mobilenet_v2');
export const SHIELD_MODEL_URL = '/models/nsfw/';

interface WeightsGroup {
  paths: string[];
  weights: LayersModel['weightSpecs'];
}

/** nsfwjs's MobileNetV2 as the package ships it: Keras topology, weight specs and bytes. */
export function nsfwLayersModel(): LayersModel {
  const json = require(`${MODEL_DIR}/model.min.js`) as {
    modelTopology: LayersModel['modelTopology'];
    weightsManifest: WeightsGroup[];
  };
  const shards = json.weightsManifest.flatMap((group) =>
    group.paths.map((path) =>
      Buffer.from(require(`${MODEL_DIR}/${path}.min.js`) as string, 'base64'),
    ),
  );
  return {
    modelTopology: json.modelTopology,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: new Uint8Array(Buffer.concat(shards)),
  };
}

/**
 * model.json and its weights, by file name. The weights' name carries their content hash: the
 * service worker keeps them (CacheFirst) for the next call, and a changed model must not be
 * paired with old weights. model.json itself is not kept by the service worker; it is small and
 * revalidated over HTTP (no-cache), so it always names the weights this build serves.
 */
export function shieldModelFiles(): Map<string, Buffer> {
  const { json, weightData } = toGraphModel(nsfwLayersModel());
  const weights = Buffer.from(weightData);
  const file = `weights-${createHash('sha256').update(weights).digest('hex').slice(0, 12)}.bin`;
  const manifest = { ...json, weightsManifest: [{ ...json.weightsManifest[0]!, paths: [file] }] };
  return new Map([
    ['model.json', Buffer.from(JSON.stringify(manifest))],
    [file, weights],
  ]);
}

export function shieldModel(): Plugin {
  let files: Map<string, Buffer> | undefined;
  const load = () => (files ??= shieldModelFiles());
  return {
    name: 'shield-model',
    configureServer(server) {
      server.middlewares.use(SHIELD_MODEL_URL, (req, res, next) => {
        const file = (req.url ?? '').replace(/^\//, '').split('?')[0]!;
        const body = load().get(file);
        if (!body) return next();
        res.setHeader(
          'Content-Type',
          file.endsWith('.json') ? 'application/json' : 'application/octet-stream',
        );
        res.end(body);
      });
    },
    generateBundle() {
      for (const [file, source] of load())
        this.emitFile({ type: 'asset', fileName: `${SHIELD_MODEL_URL.slice(1)}${file}`, source });
    },
  };
}
