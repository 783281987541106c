/// <reference lib="webworker" />
// Face detection off the main thread: frames come in as ImageBitmaps, readings go out.
// Nothing leaves the device: the models are served same-origin and frames stay in memory.
import { loadEngine, type Engine } from '../features/laugh/detection/engine.ts';
import type { FromWorker, ToWorker } from '../features/laugh/detection/messages.ts';

declare const self: DedicatedWorkerGlobalScope;

let engine: Promise<Engine> | undefined;
let canvas: OffscreenCanvas | undefined;
const post = (msg: FromWorker) => self.postMessage(msg);

function start(): Promise<Engine> {
  engine ??= loadEngine((attempt, error) => post({ type: 'retry', attempt, error }));
  return engine;
}

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  try {
    if (msg.type === 'init') {
      const e = await start();
      post({ type: 'ready', backend: e.backend });
      return;
    }
    const e = await start();
    const { bitmap } = msg;
    if (!canvas || canvas.width !== bitmap.width)
      canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d', { willReadFrequently: true })!.drawImage(bitmap, 0, 0);
    bitmap.close();
    const t0 = performance.now();
    const reading = await e.detect(canvas);
    post({ type: 'result', id: msg.id, reading, ms: performance.now() - t0 });
  } catch (err) {
    engine = undefined;
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
