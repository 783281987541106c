/// <reference lib="webworker" />
// The vision worker, one per page (lib/vision/hub.ts). Face detection off the main thread:
// frames come in as VideoFrames or ImageBitmaps (lib/vision/frame.ts), readings go out. The
// nudity shield's 'shield-*' messages go to shieldTask.ts, on the same TF.js instance and
// backend (see docs/benchmarks.md, shield), and the age estimate's 'age-*' to ageTask.ts.
// Frames are handled one at a time, in order, whichever task they are for: the hub already
// sends one at a time, and this queue keeps two jobs from interleaving even if it did not.
// Nothing leaves the device: the models are served same-origin and frames stay in memory.
import { loadEngine, type Engine } from '../features/laugh/detection/engine.ts';
import type { FromWorker, ToWorker } from '../features/laugh/detection/messages.ts';
import type { ToShieldWorker } from '../features/shield/messages.ts';
import type { ToAgeWorker } from '../features/ageSignal/messages.ts';
import { drawFrame } from '../lib/vision/frame.ts';

declare const self: DedicatedWorkerGlobalScope;

let engine: Promise<Engine> | undefined;
let canvas: OffscreenCanvas | undefined;
const post = (msg: FromWorker) => self.postMessage(msg);

function start(): Promise<Engine> {
  engine ??= loadEngine((attempt, error) => post({ type: 'retry', attempt, error }));
  return engine;
}

let frames: Promise<void> = Promise.resolve();

self.onmessage = (event: MessageEvent<ToWorker | ToShieldWorker | ToAgeWorker>) => {
  const data = event.data;
  const job = () =>
    data.type.startsWith('shield-')
      ? shield(data as ToShieldWorker)
      : data.type.startsWith('age-')
        ? age(data as ToAgeWorker)
        : face(data as ToWorker);
  // models load as soon as asked (a load waits mostly on the network, not the CPU)
  if (!data.type.endsWith('frame')) return void job();
  frames = frames.then(job);
};

async function shield(msg: ToShieldWorker): Promise<void> {
  const { handleShieldMessage } = await import('./shieldTask.ts');
  return handleShieldMessage(msg, (m) => self.postMessage(m));
}

async function age(msg: ToAgeWorker): Promise<void> {
  const { handleAgeMessage } = await import('./ageTask.ts');
  return handleAgeMessage(msg, (m) => self.postMessage(m));
}

async function face(msg: ToWorker): Promise<void> {
  try {
    if (msg.type === 'init') {
      const e = await start();
      post({ type: 'ready', backend: e.backend });
      return;
    }
    const e = await start();
    canvas = await drawFrame(msg.frame, canvas);
    const t0 = performance.now();
    const reading = await e.detect(canvas);
    post({ type: 'result', id: msg.id, reading, ms: performance.now() - t0 });
  } catch (err) {
    engine = undefined;
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
}
