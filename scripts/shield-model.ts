// Vite plugin: serves the nudity shield's model (nsfwjs MobileNetV2Mid, MIT) same-origin from
// the npm package itself. nsfwjs ships its models as script bundles (a model.json object and
// base64 weight shards); we turn them back into the plain model.json + binary shards that
// TensorFlow.js's graph-model loader reads, so the model runs on the TF.js build bundled in
// @vladmandic/human (the laugh detector's) and nsfwjs's own code (and @tensorflow/tfjs) is
// never shipped. Dev: a middleware; build: emitted assets.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
// by path: the package's exports map does not list its model bundles
const MODEL_DIR = resolve('node_modules/nsfwjs/dist/models/mobilenet_v2_mid');
export const SHIELD_MODEL_URL = '/models/nsfw/';

interface WeightsGroup {
  paths: string[];
  weights: unknown[];
}

/** model.json and its shards, by file name. */
export function shieldModelFiles(): Map<string, Buffer> {
  const json = require(`${MODEL_DIR}/model.min.js`) as { weightsManifest: WeightsGroup[] };
  const files = new Map<string, Buffer>();
  const manifest = json.weightsManifest.map((group) => ({
    ...group,
    paths: group.paths.map((path) => {
      const base64 = require(`${MODEL_DIR}/${path}.min.js`) as string;
      files.set(`${path}.bin`, Buffer.from(base64, 'base64'));
      return `${path}.bin`;
    }),
  }));
  files.set('model.json', Buffer.from(JSON.stringify({ ...json, weightsManifest: manifest })));
  return files;
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
