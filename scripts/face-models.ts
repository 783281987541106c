// Vite plugin: serves the face-detection models of @vladmandic/human same-origin, from the
// npm package itself (no download, no CDN). Dev: a middleware; build: emitted assets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = 'node_modules/@vladmandic/human/models';
/** only what the laugh detector loads: the face detector and the emotion classifier */
const FILES = ['blazeface.json', 'blazeface.bin', 'emotion.json', 'emotion.bin'];
export const MODELS_URL = '/models/human/';

export function faceModels(): Plugin {
  return {
    name: 'face-models',
    configureServer(server) {
      server.middlewares.use(MODELS_URL, (req, res, next) => {
        const file = (req.url ?? '').replace(/^\//, '').split('?')[0]!;
        if (!FILES.includes(file)) return next();
        res.setHeader(
          'Content-Type',
          file.endsWith('.json') ? 'application/json' : 'application/octet-stream',
        );
        res.end(readFileSync(join(SOURCE, file)));
      });
    },
    generateBundle() {
      for (const file of FILES)
        this.emitFile({
          type: 'asset',
          fileName: `${MODELS_URL.slice(1)}${file}`,
          source: readFileSync(join(SOURCE, file)),
        });
    },
  };
}
