import { LAUGH } from '../../../../shared/constants.ts';
import type { FromWorker, ToWorker } from './messages.ts';
import type { Engine } from './engine.ts';
import type { FaceReading } from './reading.ts';

export const DETECTION_ERRORS = {
  camera: 'Camera not available. Make sure your video is ON.',
  feed: "Couldn't access the video feed for detection.",
  unsupported: "This browser can't run background detection.",
  engine: (message: string) => `Face engine error: ${message}`,
} as const;

export type DetectorStatus = 'loading' | 'retrying' | 'running' | 'failed';

export interface DetectorEvents {
  reading(
    reading: FaceReading,
    info: { ms: number; mode: 'worker' | 'main'; lowEnd: boolean },
  ): void;
  status(status: DetectorStatus, detail?: string): void;
}

const workerSupported = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  typeof createImageBitmap === 'function';

/**
 * Runs face detection on a video element: in the face worker, fed with small square
 * ImageBitmaps at the spec's cadence, or on the main thread every 140 ms where workers or
 * OffscreenCanvas are missing or the worker fails. Switches to low-end settings when the
 * page renders under 12 fps.
 */
export class FaceDetector {
  private readonly events: DetectorEvents;
  private video: HTMLVideoElement | null = null;
  private worker: Worker | null = null;
  private mode: 'worker' | 'main' = 'worker';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private busy = false;
  private stopped = true;
  private frameId = 0;
  private lowEnd = false;
  private fps = { frames: 0, since: 0, raf: 0 };
  private mainEngine: Promise<Engine> | null = null;
  private canvas: HTMLCanvasElement | null = null;

  constructor(events: DetectorEvents) {
    this.events = events;
  }

  start(video: HTMLVideoElement): void {
    this.video = video;
    if (!this.stopped) return;
    this.stopped = false;
    this.watchFps();
    if (!workerSupported()) this.useMainThread();
    else if (!this.worker) this.startWorker();
    else this.loop();
  }

  /** Stops sampling (the worker and loaded models stay, so resuming is instant). */
  pause(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    cancelAnimationFrame(this.fps.raf);
  }

  dispose(): void {
    this.pause();
    this.worker?.terminate();
    this.worker = null;
    this.video = null;
  }

  private startWorker(): void {
    this.mode = 'worker';
    this.events.status('loading');
    const worker = new Worker(new URL('../../../workers/face.worker.ts', import.meta.url), {
      type: 'module',
      name: 'face-detection',
    });
    this.worker = worker;
    worker.onmessage = (e: MessageEvent<FromWorker>) => this.onWorker(e.data);
    // a worker that can't even start (blocked, old engine): fall back to the main thread
    worker.onerror = (e) => {
      e.preventDefault();
      this.fallBack();
    };
    worker.postMessage({ type: 'init' } satisfies ToWorker);
  }

  private onWorker(msg: FromWorker): void {
    if (msg.type === 'ready') {
      this.events.status('running', msg.backend);
      this.loop();
    } else if (msg.type === 'retry') this.events.status('retrying', msg.error);
    else if (msg.type === 'error') this.fallBack(msg.message);
    else {
      this.busy = false;
      this.events.reading(msg.reading, { ms: msg.ms, mode: 'worker', lowEnd: this.lowEnd });
    }
  }

  private fallBack(reason?: string): void {
    this.worker?.terminate();
    this.worker = null;
    this.busy = false;
    if (reason) console.warn('face worker failed, using the main thread:', reason);
    this.useMainThread();
  }

  private useMainThread(): void {
    this.mode = 'main';
    clearTimeout(this.timer);
    if (typeof document === 'undefined' || !document.createElement('canvas').getContext('2d')) {
      this.events.status('failed', DETECTION_ERRORS.unsupported);
      return;
    }
    this.events.status('loading');
    this.mainEngine ??= import('./engine.ts').then((m) =>
      m.loadEngine((_, error) => this.events.status('retrying', error)),
    );
    this.mainEngine.then(
      (engine) => {
        this.events.status('running', engine.backend);
        this.loop();
      },
      (err: Error) => this.events.status('failed', DETECTION_ERRORS.engine(err.message)),
    );
  }

  private watchFps(): void {
    this.fps = { frames: 0, since: performance.now(), raf: 0 };
    const tick = (t: number) => {
      this.fps.frames++;
      if (t - this.fps.since >= 2000) {
        const fps = (this.fps.frames * 1000) / (t - this.fps.since);
        if (fps < LAUGH.lowEndFps) this.lowEnd = true;
        this.fps.frames = 0;
        this.fps.since = t;
      }
      if (!this.stopped) this.fps.raf = requestAnimationFrame(tick);
    };
    if (typeof requestAnimationFrame === 'function') this.fps.raf = requestAnimationFrame(tick);
  }

  private loop(): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const every =
      this.mode === 'main'
        ? LAUGH.fallbackIntervalMs
        : this.lowEnd
          ? LAUGH.cadenceLowEndMs
          : LAUGH.cadenceMs;
    this.timer = setTimeout(() => this.loop(), every);
    if (!this.busy) void this.sample();
  }

  /** The centre square of the video, scaled to the input size. */
  private square(): { sx: number; sy: number; side: number } | null {
    const v = this.video;
    if (!v || v.readyState < 2 || !v.videoWidth) return null;
    const side = Math.min(v.videoWidth, v.videoHeight);
    return { sx: (v.videoWidth - side) / 2, sy: (v.videoHeight - side) / 2, side };
  }

  private async sample(): Promise<void> {
    const sq = this.square();
    if (!sq) return;
    this.busy = true;
    try {
      if (this.mode === 'worker' && this.worker) {
        const size = this.lowEnd ? LAUGH.inputSizeLowEnd : LAUGH.inputSize;
        const bitmap = await createImageBitmap(this.video!, sq.sx, sq.sy, sq.side, sq.side, {
          resizeWidth: size,
          resizeHeight: size,
          resizeQuality: 'low',
        });
        const msg: ToWorker = { type: 'frame', id: ++this.frameId, bitmap };
        this.worker.postMessage(msg, [bitmap]);
        return; // busy until the worker answers
      }
      const engine = await this.mainEngine!;
      const size = LAUGH.fallbackSize;
      this.canvas ??= Object.assign(document.createElement('canvas'), {
        width: size,
        height: size,
      });
      this.canvas
        .getContext('2d', { willReadFrequently: true })!
        .drawImage(this.video!, sq.sx, sq.sy, sq.side, sq.side, 0, 0, size, size);
      const t0 = performance.now();
      const reading = await engine.detect(this.canvas);
      this.busy = false;
      if (!this.stopped)
        this.events.reading(reading, { ms: performance.now() - t0, mode: 'main', lowEnd: false });
    } catch (err) {
      this.busy = false;
      const name = err instanceof Error ? err.name : '';
      if (name === 'SecurityError' || name === 'InvalidStateError')
        this.events.status('failed', DETECTION_ERRORS.feed);
      else if (this.mode === 'main')
        this.events.status(
          'failed',
          DETECTION_ERRORS.engine(String((err as Error)?.message ?? err)),
        );
    }
  }
}
