// `npm run bench -- age`: the age signal's model (Human's face description) in headless
// Chromium, on the project's own face videos (e2e/faces.ts: two adults' portraits from the face
// library's npm package, still and moving with camera noise). Feeds the shipped vision worker
// the age task's frames (the middle square at 256 px, as features/ageSignal/task.ts takes them),
// about once a second as in a call, and prints every estimate, the median over the first
// samples with a face and whether the rule would signal (it must not: they are adults), and the
// per-sample time in the worker (p50/p95): the CPU the model adds to the shield's per sample.
// Build first (`npm run build`, or set WEB_DIST).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AGE_SIGNAL } from '../src/shared/protocol/ageSignal.ts';
import { faceVideo, fakeCamera, movingFaceVideo } from '../e2e/faces.ts';
import { chromium } from 'playwright-core';
import { startTestServer } from '../src/server/testing/harness.ts';
import { AGE_INPUT } from '../src/web/features/ageSignal/model.ts';
import { median, observe, startWatch } from '../src/web/features/ageSignal/rule.ts';

const dist = process.env.WEB_DIST ?? process.env.E2E_WEB_DIST ?? 'dist/web';
const SAMPLES = Number(process.env.SAMPLES ?? 20);
const EVERY_MS = Number(process.env.EVERY_MS ?? 200);
const worker = readdirSync(join(dist, 'assets')).find((f) => /^face\.worker-.*\.js$/.test(f));
if (!worker) throw new Error(`no face worker in ${dist}: build first`);

const RUNS = [
  { name: 'neutral man, still', video: () => faceVideo('neutral') },
  { name: 'smiling woman, still', video: () => faceVideo('smile') },
  { name: 'neutral man, moving', video: () => movingFaceVideo('neutral') },
  { name: 'smiling woman, moving', video: () => movingFaceVideo('smile') },
];

const server = await startTestServer({ WEB_DIST: dist });
let signalled = false;
try {
  for (const run of RUNS) {
    // launched here, not with e2e/browser.ts, which hooks into the test runner
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--disable-gpu',
        ...fakeCamera(run.video()),
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: server.url });
      await context.grantPermissions(['camera'], { origin: server.url });
      const page = await context.newPage();
      await page.goto('/');
      const result = await page.evaluate(
        async ({ url, samples, everyMs, size }) => {
          const stream = await navigator.mediaDevices.getUserMedia({
            video: { width: { ideal: 320 }, height: { ideal: 240 }, frameRate: { ideal: 15 } },
          });
          const video = Object.assign(document.createElement('video'), { muted: true });
          video.srcObject = stream;
          await video.play();
          type Msg = { type: string; ms?: number; backend?: string; age?: number | null };
          const w = new Worker(url, { type: 'module' });
          let resolveNext: (m: Msg) => void = () => {};
          w.onmessage = (e) => {
            if (e.data.type !== 'age-retry') resolveNext(e.data);
          };
          const next = () => new Promise<Msg>((r) => (resolveNext = r));
          let msg = next();
          const t = performance.now();
          w.postMessage({ type: 'age-init' });
          const ready = await msg;
          const loadMs = performance.now() - t;
          const ages: (number | null)[] = [];
          const ms: number[] = [];
          const side = Math.min(video.videoWidth, video.videoHeight);
          for (let i = 0; i < samples; i++) {
            const bitmap = await createImageBitmap(
              video,
              (video.videoWidth - side) / 2,
              (video.videoHeight - side) / 2,
              side,
              side,
              { resizeWidth: size, resizeHeight: size, resizeQuality: 'low' },
            );
            msg = next();
            const region = { sx: 0, sy: 0, sw: size, sh: size, size };
            w.postMessage({ type: 'age-frame', id: i, frame: { source: bitmap, region } }, [
              bitmap,
            ]);
            const res = await msg;
            if (res.type !== 'age-result') throw new Error(JSON.stringify(res));
            ages.push(res.age ?? null);
            ms.push(res.ms ?? NaN);
            await new Promise((r) => setTimeout(r, everyMs));
          }
          w.terminate();
          stream.getTracks().forEach((t) => t.stop());
          return { backend: ready.backend, loadMs, ages, ms };
        },
        { url: `/assets/${worker}`, samples: SAMPLES, everyMs: EVERY_MS, size: AGE_INPUT },
      );
      // the rule as a call would run it: one sample a second from the first shown frame
      let watch = startWatch(0);
      let sent: number | null = null;
      result.ages.forEach((age, i) => {
        const step = observe(watch, age, (i + 1) * 1_000);
        watch = step.watch;
        sent ??= step.send;
      });
      if (sent !== null) signalled = true;
      const faces = result.ages.filter((a): a is number => a !== null);
      const q = (xs: number[], p: number) =>
        [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
      const shown = result.ages.map((a) => (a === null ? '-' : a.toFixed(1))).join(' ');
      console.log(
        `\n${run.name}: backend ${result.backend}, model ready in ${result.loadMs.toFixed(0)} ms`,
      );
      console.log(`estimates (years, '-' no face): ${shown}`);
      console.log(
        `median of ${faces.length} faces ${faces.length ? median(faces).toFixed(1) : '-'}; signal under ${AGE_SIGNAL.signalUnder}: ${sent === null ? 'none' : `SENT ${sent}`}`,
      );
      console.log(
        `worker per-sample ms: p50 ${q(result.ms, 0.5).toFixed(1)} · p95 ${q(result.ms, 0.95).toFixed(1)} · max ${Math.max(...result.ms).toFixed(1)}`,
      );
    } finally {
      await browser.close();
    }
  }
  if (signalled) {
    console.log('\nAN ADULT WAS SIGNALLED: the rule or the model is wrong');
    process.exitCode = 1;
  }
} finally {
  await server.close();
}
