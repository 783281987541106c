import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FaceReading } from '../src/web/features/laugh/detection/reading.ts';
import { startApp, type App } from './browser.ts';
import { fakeCamera, faceVideo, movingFaceVideo } from './faces.ts';
import { LAUGH } from '../src/shared/constants.ts';

const dist = process.env.E2E_WEB_DIST ?? 'dist/web';

/** The face worker exactly as the build ships it (the laugh panel creates the same file). */
function workerUrl(): string {
  const file = readdirSync(join(dist, 'assets')).find((f) => /^face\.worker-.*\.js$/.test(f));
  if (!file) throw new Error('no face worker in the build');
  return `/assets/${file}`;
}

/**
 * Opens the fake camera at the laugh challenge's size and feeds the face worker the same
 * frames the detector sends (the centre square, scaled to 128 px in the worker), collecting
 * its readings: back to back, or one every `everyMs` as the detector samples.
 */
async function readFaces(app: App, frames: number, everyMs = 0): Promise<FaceReading[]> {
  const { page } = await app.newUser();
  await page.goto('/');
  return page.evaluate(
    async ({ url, frames, everyMs }) => {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 320 }, height: { ideal: 240 }, frameRate: { ideal: 15 } },
      });
      const video = document.createElement('video');
      video.muted = true;
      video.srcObject = stream;
      await video.play();
      const worker = new Worker(url, { type: 'module' });
      const next = () =>
        new Promise<{ type: string; reading?: unknown; message?: string }>((resolve) => {
          worker.onmessage = (e) => {
            if (e.data.type !== 'retry') resolve(e.data);
          };
        });
      let msg = next();
      worker.postMessage({ type: 'init' });
      const ready = await msg;
      if (ready.type !== 'ready') throw new Error(`worker: ${ready.message}`);
      const out: unknown[] = [];
      const side = Math.min(video.videoWidth, video.videoHeight);
      for (let id = 1; id <= frames; id++) {
        if (id > 1 && everyMs) await new Promise((r) => setTimeout(r, everyMs));
        const square = {
          sx: (video.videoWidth - side) / 2,
          sy: (video.videoHeight - side) / 2,
          sw: side,
          sh: side,
          size: 128,
        };
        // odd frames as a VideoFrame with the square to cut (Chromium's way), even ones as an
        // ImageBitmap already cut and scaled (browsers without VideoFrame): both must read
        const frame =
          id % 2
            ? { source: new VideoFrame(video), region: square }
            : {
                source: await createImageBitmap(video, square.sx, square.sy, side, side, {
                  resizeWidth: 128,
                  resizeHeight: 128,
                  resizeQuality: 'low',
                }),
                region: { sx: 0, sy: 0, sw: 128, sh: 128, size: 128 },
              };
        msg = next();
        worker.postMessage({ type: 'frame', id, frame }, [frame.source]);
        const res = await msg;
        if (res.type !== 'result') throw new Error(`worker: ${res.message}`);
        out.push(res.reading);
      }
      worker.terminate();
      stream.getTracks().forEach((t) => t.stop());
      return out;
    },
    { url: workerUrl(), frames, everyMs },
  ) as Promise<FaceReading[]>;
}

describe('laugh detection on a real face through the face worker', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('a smiling face counts as a laugh', async () => {
    app = await startApp({}, fakeCamera(faceVideo('smile')));
    const readings = await readFaces(app, 3);
    console.log(
      'smile readings',
      JSON.stringify(readings.map(({ happy, neutral, laugh }) => ({ happy, neutral, laugh }))),
    );
    for (const r of readings) {
      expect(r.face).toBe(true);
      expect(r.happy).toBeGreaterThan(0.45);
      expect(r.neutral).toBeLessThan(0.75);
      expect(r.laugh).toBe(true);
    }
  });

  it('a neutral face is seen but does not count as a laugh', async () => {
    app = await startApp({}, fakeCamera(faceVideo('neutral')));
    const readings = await readFaces(app, 3);
    console.log(
      'neutral readings',
      JSON.stringify(readings.map(({ happy, neutral, laugh }) => ({ happy, neutral, laugh }))),
    );
    for (const r of readings) {
      expect(r.face).toBe(true);
      expect(r.laugh).toBe(false);
      expect(r.happy).toBeLessThanOrEqual(0.45);
    }
  });

  // ~4 s of a game: the face tracker follows the head between samples, and the face detector
  // runs again on the way (at least every 2 s)
  const SAMPLES = 11;

  it('a smiling face that moves keeps counting as a laugh, sample after sample', async () => {
    app = await startApp({}, fakeCamera(movingFaceVideo('smile')));
    const readings = await readFaces(app, SAMPLES, LAUGH.cadenceMs);
    console.log(
      'moving smile readings',
      JSON.stringify(readings.map(({ happy, neutral, jaw }) => ({ happy, neutral, jaw }))),
    );
    for (const r of readings) {
      expect(r.face).toBe(true);
      expect(r.laugh).toBe(true);
    }
  });

  it('a neutral face that moves is followed and never counts as a laugh', async () => {
    app = await startApp({}, fakeCamera(movingFaceVideo('neutral')));
    const readings = await readFaces(app, SAMPLES, LAUGH.cadenceMs);
    console.log(
      'moving neutral readings',
      JSON.stringify(readings.map(({ happy, neutral, jaw }) => ({ happy, neutral, jaw }))),
    );
    for (const r of readings) {
      expect(r.face).toBe(true);
      expect(r.laugh).toBe(false);
    }
  });
});
