// `npm run bench -- detection`: laugh detection in headless Chromium, on a real face (the fake
// camera plays a smiling portrait from the face library's npm package). Feeds the shipped face
// worker the detector's frames (centre square, 128 px ImageBitmaps) and prints the
// per-detection time in the worker (p50/p95) and the main thread's longest synchronous block
// per frame (grabbing the frame and posting it). Targets: p50 <= 40 ms; main thread never
// blocked > 5 ms by detection. Build first (`npm run build`, or set WEB_DIST).
//
// Two runs: the still portrait, frames back to back (the first way we measured it), and the
// portrait moving with camera noise, sampled at the detector's cadence (360 ms) as in a game,
// so the face tracker has to follow it and the face detector runs as often as it would live.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LAUGH } from '../src/shared/constants.ts';
import { faceVideo, fakeCamera, movingFaceVideo } from '../e2e/faces.ts';
import { launchChromium } from '../e2e/browser.ts';
import { startTestServer } from '../src/server/testing/harness.ts';

const dist = process.env.WEB_DIST ?? process.env.E2E_WEB_DIST ?? 'dist/web';
const FRAMES = Number(process.env.FRAMES ?? 40);
const WARMUP = 3;
const worker = readdirSync(join(dist, 'assets')).find((f) => /^face\.worker-.*\.js$/.test(f));
if (!worker) throw new Error(`no face worker in ${dist}: build first`);

const RUNS = [
  { name: 'still face, back to back', video: () => faceVideo('smile'), everyMs: 0 },
  {
    name: `moving face, every ${LAUGH.cadenceMs} ms`,
    video: () => movingFaceVideo('smile'),
    everyMs: LAUGH.cadenceMs,
  },
];

const server = await startTestServer({ WEB_DIST: dist });
let below = false;
try {
  for (const run of RUNS) {
    const browser = await launchChromium(fakeCamera(run.video()));
    try {
      const context = await browser.newContext({ baseURL: server.url });
      await context.grantPermissions(['camera'], { origin: server.url });
      const page = await context.newPage();
      await page.goto('/');
      const result = await page.evaluate(
        async ({ url, frames, warmup, everyMs, size }) => {
          const stream = await navigator.mediaDevices.getUserMedia({
            video: { width: { ideal: 320 }, height: { ideal: 240 }, frameRate: { ideal: 15 } },
          });
          const video = Object.assign(document.createElement('video'), { muted: true });
          video.srcObject = stream;
          await video.play();
          type Msg = { type: string; ms?: number; backend?: string; reading?: { laugh: boolean } };
          const w = new Worker(url, { type: 'module' });
          let resolveNext: (m: Msg) => void = () => {};
          w.onmessage = (e) => {
            if (e.data.type !== 'retry') resolveNext(e.data);
          };
          const next = () => new Promise<Msg>((r) => (resolveNext = r));
          let msg = next();
          w.postMessage({ type: 'init' });
          const ready = await msg;
          const detect: number[] = [];
          const block: number[] = [];
          let laughs = 0;
          const side = Math.min(video.videoWidth, video.videoHeight);
          for (let i = 0; i < frames + warmup; i++) {
            const t0 = performance.now();
            const pending = createImageBitmap(
              video,
              (video.videoWidth - side) / 2,
              (video.videoHeight - side) / 2,
              side,
              side,
              { resizeWidth: size, resizeHeight: size, resizeQuality: 'low' },
            );
            const t1 = performance.now();
            const bitmap = await pending;
            const t2 = performance.now();
            msg = next();
            w.postMessage({ type: 'frame', id: i, bitmap }, [bitmap]);
            const t3 = performance.now();
            const res = await msg;
            if (i >= warmup) {
              detect.push(res.ms ?? NaN);
              block.push(Math.max(t1 - t0, t3 - t2));
              if (res.reading?.laugh) laughs++;
            }
            // the detector samples on a timer and skips a tick while a detection is running
            const wait = everyMs ? everyMs - ((performance.now() - t0) % everyMs) : 0;
            if (wait) await new Promise((r) => setTimeout(r, wait));
          }
          w.terminate();
          stream.getTracks().forEach((t) => t.stop());
          return { backend: ready.backend, detect, block, laughs };
        },
        {
          url: `/assets/${worker}`,
          frames: FRAMES,
          warmup: WARMUP,
          everyMs: run.everyMs,
          size: LAUGH.inputSize,
        },
      );
      const q = (xs: number[], p: number) =>
        [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
      const p50 = q(result.detect, 0.5);
      const p95 = q(result.detect, 0.95);
      const maxBlock = Math.max(...result.block);
      console.log(
        `\n${run.name}: backend ${result.backend}, ${result.detect.length} detections (after ${WARMUP} warm-up), ${LAUGH.inputSize} px input, ${result.laughs} read as a laugh`,
      );
      console.log(
        `worker per-detection ms: p50 ${p50.toFixed(1)} · p95 ${p95.toFixed(1)} · max ${Math.max(...result.detect).toFixed(1)}   (target p50 <= 40)`,
      );
      console.log(
        `main thread block per frame ms: p50 ${q(result.block, 0.5).toFixed(2)} · max ${maxBlock.toFixed(2)}   (target max <= 5)`,
      );
      if (p50 > 40 || maxBlock > 5) below = true;
    } finally {
      await browser.close();
    }
  }
  if (below) console.log('\nBELOW TARGET on this machine');
} finally {
  await server.close();
}
