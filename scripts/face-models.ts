// Vite plugin: serves the face-detection models of @vladmandic/human same-origin, from the
// npm package itself (no download, no CDN). Dev: a middleware; build: emitted assets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const MODELS = 'node_modules/@vladmandic/human/models';
const WASM = 'node_modules/@tensorflow/tfjs-backend-wasm/dist';
/**
 * Only what the laugh detector and the age signal load: the face detector, the face mesh
 * (tracks the face between detector runs), the emotion classifier, the face description model, and the WebAssembly binaries of TensorFlow.js (same
 * version as the one bundled in Human) for the wasm backend. The threaded build is left out:
 * it needs cross-origin isolation.
 */
const FILES: Record<string, string> = {
  'blazeface.json': MODELS,
  'blazeface.bin': MODELS,
  'facemesh.json': MODELS,
  'facemesh.bin': MODELS,
  'emotion.json': MODELS,
  'emotion.bin': MODELS,
  // the face description model: the age signal's apparent age (features/ageSignal)
  'faceres.json': MODELS,
  'faceres.bin': MODELS,
  'tfjs-backend-wasm.wasm': WASM,
  'tfjs-backend-wasm-simd.wasm': WASM,
};
export const MODELS_URL = '/models/human/';
const typeOf = (file: string) =>
  file.endsWith('.json')
    ? 'application/json'
    : file.endsWith('.wasm')
      ? 'application/wasm'
      : 'application/octet-stream';

export function faceModels(): Plugin {
  return {
    name: 'face-models',
    configureServer(server) {
      server.middlewares.use(MODELS_URL, (req, res, next) => {
        const file = (req.url ?? '').replace(/^\//, '').split('?')[0]!;
        const dir = FILES[file];
        if (!dir) return next();
        res.setHeader('Content-Type', typeOf(file));
        res.end(readFileSync(join(dir, file)));
      });
    },
    generateBundle() {
      for (const [file, dir] of Object.entries(FILES))
        this.emitFile({
          type: 'asset',
          fileName: `${MODELS_URL.slice(1)}${file}`,
          source: readFileSync(join(dir, file)),
        });
    },
  };
}
