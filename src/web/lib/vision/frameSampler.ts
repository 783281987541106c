import { visionHub, type HubClient, type VisionHub, type WorkerLike } from './hub.ts';
import { scaleRegion, type Frame, type Region } from './frame.ts';
import { mark, measure } from './measure.ts';

export type { Frame, Region };

export type Mode = 'worker' | 'main';
export type SamplerStatus = 'loading' | 'retrying' | 'running';

/**
 * Why sampling stopped: no way to run here, the video unreadable, or the model failed to load
 * after every try (then the next start() tries again).
 */
export interface SamplerFailure {
  kind: 'unsupported' | 'feed' | 'engine';
  message: string;
}

/** A worker message as a task reads it; a null result is "no verdict" (a blank frame). */
export type WorkerEvent<R> =
  | { kind: 'ready'; backend: string }
  | { kind: 'retry'; error: string }
  | { kind: 'error'; message: string }
  | { kind: 'result'; id: number; result: R | null; ms: number };

export interface VideoLike {
  readyState: number;
  videoWidth: number;
  videoHeight: number;
}

/** The main-thread fallback's model: runs on a canvas holding the region at its size. */
export interface MainRunner<R> {
  backend: string;
  run(canvas: HTMLCanvasElement): Promise<R | null>;
}

/** What a client (laugh detector, nudity shield) samples and how often. */
export interface VisionTask<R> {
  init: unknown;
  frame(id: number, frame: Frame): unknown;
  /** its own worker messages, read; null for anything else */
  read(data: unknown): WorkerEvent<R> | null;
  region(video: VideoLike, mode: Mode): Region | null;
  /** ms to the next sample from the last one's measured cost (`urgent`: see setUrgent) */
  interval(mode: Mode, lastMs: number, urgent: boolean): number;
  loadMain(onRetry: (error: string) => void): Promise<MainRunner<R>>;
  /** User Timing prefix ('shield' -> 'shield:classify', ...); no measures without it */
  measures?: string;
}

export interface SamplerEvents<R> {
  result(result: R, info: { ms: number; mode: Mode }): void;
  status?(status: SamplerStatus, detail?: string): void;
  failed(failure: SamplerFailure): void;
}

/** What the sampler needs from the page: injected so its rules run under a fake clock. */
export interface SamplerEnv {
  hub: VisionHub;
  workerSupported(): boolean;
  mainSupported(): boolean;
  hidden(): boolean;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  /** a frame of the region, for the worker to scale: next to no main-thread time */
  grab(video: VideoLike, r: Region): Promise<Frame>;
  /** the region drawn into a canvas of its size (main-thread fallback) */
  draw(video: VideoLike, r: Region): HTMLCanvasElement;
}

/** A cadence that adapts to the device: inference stays under `maxShare` of one core. */
export const adaptiveInterval = (baseMs: number, lastMs: number, maxShare: number, maxMs: number) =>
  Math.min(maxMs, Math.max(baseMs, lastMs / maxShare));

export function browserEnv(hub: VisionHub = visionHub): SamplerEnv {
  let canvas: HTMLCanvasElement | null = null;
  return {
    hub,
    workerSupported: () =>
      typeof Worker !== 'undefined' &&
      typeof OffscreenCanvas !== 'undefined' &&
      typeof createImageBitmap === 'function',
    mainSupported: () =>
      typeof document !== 'undefined' && !!document.createElement('canvas').getContext('2d'),
    hidden: () => document.hidden,
    now: () => performance.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
    grab(v, r) {
      if (typeof VideoFrame === 'function')
        try {
          // references the frame the <video> shows: no copy, no conversion on this thread
          return Promise.resolve({ source: new VideoFrame(v as HTMLVideoElement), region: r });
        } catch {
          // no frame to take yet, or a browser that can't: the bitmap below
        }
      return scaleRegion(v as HTMLVideoElement, r).then((source) => ({
        source,
        region: { sx: 0, sy: 0, sw: r.size, sh: r.size, size: r.size },
      }));
    },
    draw(v, r) {
      if (canvas?.width !== r.size)
        canvas = Object.assign(document.createElement('canvas'), { width: r.size, height: r.size });
      canvas
        .getContext('2d', { willReadFrequently: true })!
        .drawImage(v as HTMLVideoElement, r.sx, r.sy, r.sw, r.sh, 0, 0, r.size, r.size);
      return canvas;
    },
  };
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Samples a <video> for one vision task: small frames go to the page's one vision worker
 * (hub.ts), one job at a time across tasks; the main thread runs the task's model instead
 * where workers can't (or the worker fails). One frame in flight at most; nothing is sampled
 * while the page is hidden; the cadence is the task's, from the measured cost of each sample.
 */
export class VisionSampler<R> implements HubClient {
  private readonly task: VisionTask<R>;
  private readonly events: SamplerEvents<R>;
  private readonly env: SamplerEnv;
  private video: VideoLike | null = null;
  private mode: Mode = 'worker';
  private worker: WorkerLike | null = null;
  private main: Promise<MainRunner<R>> | null = null;
  private timer: unknown;
  private running = false;
  private ready = false;
  /** a turn asked for or a job under way */
  private busy = false;
  /** the hub granted the turn: a job is under way */
  private inFlight = false;
  private urgent = false;
  private lastMs = 0;
  private frameId = 0;
  /** frames up to this id were taken before dropInFlight(): their results are dropped */
  private staleUpTo = 0;

  constructor(task: VisionTask<R>, events: SamplerEvents<R>, env: SamplerEnv = browserEnv()) {
    this.task = task;
    this.events = events;
    this.env = env;
  }

  start(video: VideoLike): void {
    this.video = video;
    if (this.running) return;
    this.running = true;
    if (!this.worker && !this.main) {
      if (this.env.workerSupported()) this.startWorker();
      else this.useMainThread();
    } else if (this.ready) this.loop();
  }

  /** Urgent: the next frame goes as soon as a result comes (a safe start waiting). */
  setUrgent(urgent: boolean): void {
    const sooner = urgent && !this.urgent;
    this.urgent = urgent;
    // don't sit out a long steady-state gap when something now waits for a result
    if (sooner && this.running && this.ready) this.loop();
  }

  /** A new frame is shown: while urgent, sample it now rather than at the next poll. */
  frameShown(): void {
    if (this.urgent && this.running && this.ready) this.loop();
  }

  /** Results of frames already taken must not count (the video now shows something else). */
  dropInFlight(): void {
    this.staleUpTo = this.frameId;
  }

  /**
   * The video is about to show another source: frames taken so far must not count, and the
   * next result is awaited urgently. No frame is taken here: the video may still show the old
   * source until its new one is attached (the next poll or frameShown() takes the first).
   */
  newSource(): void {
    this.dropInFlight();
    this.urgent = true;
  }

  /** Stops sampling; the worker and loaded models stay, so resuming is instant. */
  pause(): void {
    this.running = false;
    this.env.clearTimeout(this.timer);
    // a job under way keeps its turn until its result: the worker never runs two at once
    if (!this.inFlight) {
      this.env.hub.cancel(this);
      this.busy = false;
    }
  }

  dispose(): void {
    this.pause();
    this.env.hub.leave(this);
    this.inFlight = false;
    this.busy = false;
    this.worker = null;
    this.video = null;
  }

  onMessage(data: unknown): boolean {
    const ev = this.task.read(data);
    if (!ev) return false;
    if (ev.kind === 'ready') {
      this.ready = true;
      if (this.task.measures) mark(`${this.task.measures}:ready`, { backend: ev.backend });
      this.events.status?.('running', ev.backend);
      this.loop();
    } else if (ev.kind === 'retry') this.events.status?.('retrying', ev.error);
    else if (ev.kind === 'error') this.fallBack(ev.message);
    else {
      this.lastMs = ev.ms;
      this.measure('classify', ev.ms);
      this.finish();
      if (this.urgent && this.running) this.loop();
      if (ev.id <= this.staleUpTo || ev.result === null || !this.running) return true;
      this.events.result(ev.result, { ms: ev.ms, mode: 'worker' });
    }
    return true;
  }

  onCrash(reason: string): void {
    this.worker = null;
    this.fallBack(reason);
  }

  private startWorker(): void {
    this.mode = 'worker';
    this.events.status?.('loading');
    this.worker = this.env.hub.use(this);
    this.worker.postMessage(this.task.init);
  }

  private fallBack(reason: string): void {
    this.env.hub.leave(this);
    this.worker = null;
    this.inFlight = false;
    this.busy = false;
    this.ready = false;
    console.warn('vision worker failed, using the main thread:', reason);
    this.useMainThread();
  }

  private useMainThread(): void {
    this.mode = 'main';
    this.env.clearTimeout(this.timer);
    if (!this.env.mainSupported()) {
      // i18n-ignore: a reason for the log, never shown (the panel words the kind)
      this.events.failed({ kind: 'unsupported', message: 'no canvas' });
      return;
    }
    this.events.status?.('loading');
    this.main ??= this.task.loadMain((error) => this.events.status?.('retrying', error));
    this.main.then(
      (runner) => {
        this.ready = true;
        this.events.status?.('running', runner.backend);
        this.loop();
      },
      (err: unknown) => {
        // every try is used up: stop, and let the next start() (a new partner, a new game)
        // try again from the worker, rather than staying broken for the rest of the page
        this.main = null;
        this.running = false;
        this.env.clearTimeout(this.timer);
        this.events.failed({ kind: 'engine', message: message(err) });
      },
    );
  }

  private loop(): void {
    this.env.clearTimeout(this.timer);
    if (!this.running) return;
    if (!this.busy && !this.env.hidden()) {
      this.busy = true;
      this.env.hub.turn(this, () => void this.sample());
    }
    const every = this.task.interval(this.mode, this.lastMs, this.urgent);
    this.timer = this.env.setTimeout(() => this.loop(), every);
  }

  /** The job is over: the next client's turn. */
  private finish(): void {
    this.busy = false;
    this.inFlight = false;
    this.env.hub.done(this);
  }

  private async sample(): Promise<void> {
    this.inFlight = true;
    // numbered before the frame is taken: dropInFlight() during an async grab covers it too
    const id = ++this.frameId;
    const v = this.video;
    const r =
      v && this.running && v.readyState >= 2 && v.videoWidth
        ? this.task.region(v, this.mode)
        : null;
    if (!v || !r) return this.finish();
    try {
      if (this.mode === 'worker' && this.worker) {
        // main-thread time: the synchronous parts (taking the frame, posting it); the
        // conversion and scaling happen in the worker (or, for a bitmap, off the main thread)
        const t0 = this.env.now();
        const pending = this.env.grab(v, r);
        const started = this.env.now() - t0;
        const frame = await pending;
        this.measure('grab', this.env.now() - t0);
        if (!this.worker) {
          frame.source.close();
          return this.finish();
        }
        const t1 = this.env.now();
        this.worker.postMessage(this.task.frame(id, frame), [frame.source]);
        this.measure('main-block', started + this.env.now() - t1);
        return; // under way until the worker answers
      }
      const runner = await this.main!;
      const t0 = this.env.now();
      const result = await runner.run(this.env.draw(v, r));
      const ms = this.env.now() - t0;
      this.lastMs = ms;
      this.finish();
      this.measure('classify', ms);
      this.measure('main-block', ms);
      if (this.running && result !== null && id > this.staleUpTo)
        this.events.result(result, { ms, mode: 'main' });
    } catch (err) {
      this.finish();
      const name = err instanceof Error ? err.name : '';
      if (name === 'SecurityError' || name === 'InvalidStateError')
        this.events.failed({ kind: 'feed', message: message(err) });
      else if (this.mode === 'main') this.events.failed({ kind: 'engine', message: message(err) });
    }
  }

  private measure(what: string, ms: number): void {
    if (this.task.measures) measure(`${this.task.measures}:${what}`, ms, this.env.now());
  }
}
