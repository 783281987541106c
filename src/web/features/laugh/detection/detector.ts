import { LAUGH } from '../../../../shared/constants.ts';
import { VisionSampler, type VisionTask } from '../../../lib/vision/frameSampler.ts';
import type { FromWorker, ToWorker } from './messages.ts';
import type { FaceReading } from './reading.ts';

/** Why detection cannot run; the panel says it in the person's language. */
export type DetectionError =
  { kind: 'camera' | 'feed' | 'unsupported' } | { kind: 'engine'; message: string };

export type DetectorStatus = 'loading' | 'retrying' | 'running' | 'failed';

export interface DetectorEvents {
  reading(
    reading: FaceReading,
    info: { ms: number; mode: 'worker' | 'main'; lowEnd: boolean },
  ): void;
  status(status: DetectorStatus, detail?: string): void;
  /** detection stopped for good (status 'failed' comes with it) */
  failed(error: DetectionError): void;
}

const FACE_TYPES = new Set<string>(['ready', 'retry', 'error', 'result']);

/** The centre square of the video at the detector's input size. */
function faceTask(lowEnd: () => boolean): VisionTask<FaceReading> {
  return {
    init: { type: 'init' } satisfies ToWorker,
    frame: (id, frame) => ({ type: 'frame', id, frame }) satisfies ToWorker,
    read(data) {
      const msg = data as FromWorker;
      if (!FACE_TYPES.has(msg?.type)) return null;
      if (msg.type === 'ready') return { kind: 'ready', backend: msg.backend };
      if (msg.type === 'retry') return { kind: 'retry', error: msg.error };
      if (msg.type === 'error') return { kind: 'error', message: msg.message };
      return { kind: 'result', id: msg.id, ms: msg.ms, result: msg.reading };
    },
    region(v, mode) {
      const side = Math.min(v.videoWidth, v.videoHeight);
      const size =
        mode === 'main' ? LAUGH.fallbackSize : lowEnd() ? LAUGH.inputSizeLowEnd : LAUGH.inputSize;
      const sx = (v.videoWidth - side) / 2;
      const sy = (v.videoHeight - side) / 2;
      return { sx, sy, sw: side, sh: side, size };
    },
    interval: (mode) =>
      mode === 'main'
        ? LAUGH.fallbackIntervalMs
        : lowEnd()
          ? LAUGH.cadenceLowEndMs
          : LAUGH.cadenceMs,
    async loadMain(onRetry) {
      const { loadEngine } = await import('./engine.ts');
      const engine = await loadEngine((_, error) => onRetry(error));
      return { backend: engine.backend, run: (canvas) => engine.detect(canvas) };
    },
  };
}

/**
 * Runs face detection on the local camera's video through the shared vision sampler
 * (lib/vision): in the page's vision worker at the spec's cadence, taking turns with the
 * nudity shield, or on the main thread every 140 ms where workers or OffscreenCanvas are
 * missing or the worker fails. Switches to low-end settings when the page renders under 12 fps.
 */
export class FaceDetector {
  private readonly sampler: VisionSampler<FaceReading>;
  private lowEnd = false;
  private stopped = true;
  private fps = { frames: 0, since: 0, raf: 0 };

  constructor(events: DetectorEvents) {
    this.sampler = new VisionSampler(
      faceTask(() => this.lowEnd),
      {
        result: (reading, info) => events.reading(reading, { ...info, lowEnd: this.lowEnd }),
        status: (status, detail) => events.status(status, detail),
        failed: (f) => {
          events.failed(
            f.kind === 'engine' ? { kind: 'engine', message: f.message } : { kind: f.kind },
          );
          events.status('failed');
        },
      },
    );
  }

  start(video: HTMLVideoElement): void {
    if (this.stopped) this.watchFps();
    this.stopped = false;
    this.sampler.start(video);
  }

  /** Stops sampling (the worker and loaded models stay, so resuming is instant). */
  pause(): void {
    this.stopped = true;
    cancelAnimationFrame(this.fps.raf);
    this.sampler.pause();
  }

  dispose(): void {
    this.pause();
    this.sampler.dispose();
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
}
