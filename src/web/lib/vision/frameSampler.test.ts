import { describe, expect, it, vi } from 'vitest';
import { shieldTask } from '../../features/shield/sampler.ts';
import type { Scores } from '../../features/shield/verdict.ts';
import { VisionHub, type WorkerLike } from './hub.ts';
import {
  VisionSampler,
  type SamplerEnv,
  type SamplerEvents,
  type VideoLike,
  type VisionTask,
} from './frameSampler.ts';

/** Timers that fire only when the test moves time on. */
class FakeClock {
  t = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private ids = 0;
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    this.timers.set(++this.ids, { at: this.t + ms, fn });
    return this.ids;
  };
  clearTimeout = (id: unknown) => void this.timers.delete(id as number);
  /** moves time on by `ms`, firing due timers in order and letting promises settle between */
  async advance(ms: number): Promise<void> {
    const end = this.t + ms;
    for (;;) {
      await settle();
      const due = [...this.timers].filter(([, x]) => x.at <= end).sort((a, b) => a[1].at - b[1].at);
      if (!due.length) break;
      const [id, timer] = due[0]!;
      this.timers.delete(id);
      this.t = Math.max(this.t, timer.at);
      timer.fn();
    }
    this.t = end;
    await settle();
  }
}

/** lets pending promise callbacks run (no time passes on the fake clock) */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The vision worker, played by the test: it records frames and answers when told. */
class FakeWorker implements WorkerLike {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  posted: { type: string; id?: number }[] = [];
  terminated = false;
  postMessage(message: unknown): void {
    this.posted.push(message as { type: string; id?: number });
  }
  terminate(): void {
    this.terminated = true;
  }
  send(data: unknown): void {
    this.onmessage?.({ data } as MessageEvent);
  }
  frames(prefix = ''): { type: string; id?: number }[] {
    return this.posted.filter((m) => m.type === `${prefix}frame`);
  }
}

const video: VideoLike = { readyState: 4, videoWidth: 640, videoHeight: 480 };
const frame = () => ({
  source: { close() {} } as ImageBitmap,
  region: { sx: 0, sy: 0, sw: 640, sh: 480, size: 224 },
});

function setup() {
  const clock = new FakeClock();
  const workers: FakeWorker[] = [];
  const hub = new VisionHub(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  let hidden = false;
  const env: SamplerEnv = {
    hub,
    workerSupported: () => true,
    mainSupported: () => true,
    hidden: () => hidden,
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    grab: () => Promise.resolve(frame()),
    draw: () => ({ width: 224 }) as HTMLCanvasElement,
  };
  return {
    clock,
    hub,
    env,
    worker: () => workers[workers.length - 1]!,
    workers,
    setHidden: (h: boolean) => (hidden = h),
  };
}

const safe: Scores = { Drawing: 0.01, Hentai: 0.01, Neutral: 0.96, Porn: 0.01, Sexy: 0.01 };

function events<R>(): SamplerEvents<R> & { results: R[]; failures: string[] } {
  const results: R[] = [];
  const failures: string[] = [];
  return {
    results,
    failures,
    result: (r) => results.push(r),
    failed: (f) => failures.push(`${f.kind}: ${f.message}`),
  };
}

/** A second client (like the laugh detector): plain messages, a fixed 360 ms cadence. */
const otherTask: VisionTask<string> = {
  init: { type: 'init' },
  frame: (id) => ({ type: 'frame', id }),
  read(data) {
    const m = data as { type: string; id: number; ms: number };
    if (m.type === 'ready') return { kind: 'ready', backend: 'wasm' };
    if (m.type === 'result') return { kind: 'result', id: m.id, ms: m.ms, result: 'face' };
    return null;
  },
  region: () => ({ sx: 0, sy: 0, sw: 480, sh: 480, size: 128 }),
  interval: () => 360,
  loadMain: () => Promise.reject(new Error('not here')),
};

describe('shared vision sampler', () => {
  it('adapts the cadence to the measured cost of each sample, within its bounds', async () => {
    // each gap between samples: 1 s for a cheap sample, cost / 10 % for a dear one, 4 s at most
    for (const [cost, gap] of [
      [40, 1000],
      [250, 2500],
      [900, 4000],
    ] as const) {
      const t = setup();
      const shield = new VisionSampler(shieldTask, events<Scores>(), t.env);
      shield.start(video);
      const worker = t.worker();
      worker.send({ type: 'shield-ready', backend: 'wasm' });
      const at: number[] = [];
      // the worker answers each frame at once, having taken `cost` ms
      for (let step = 0; step < 300; step++) {
        await t.clock.advance(100);
        const frames = worker.frames('shield-');
        while (at.length < frames.length) {
          const frame = frames[at.length]!;
          at.push(t.clock.t);
          worker.send({
            type: 'shield-result',
            id: frame.id,
            scores: safe,
            blank: false,
            ms: cost,
          });
        }
      }
      const gaps = at.slice(2).map((x, i) => x - at[i + 1]!);
      expect({ cost, gaps: [...new Set(gaps)] }).toEqual({ cost, gaps: [gap] });
    }
  });

  it('samples back to back while urgent: the next frame goes when the result comes', async () => {
    const t = setup();
    const shield = new VisionSampler(shieldTask, events<Scores>(), t.env);
    shield.setUrgent(true);
    shield.start(video);
    t.worker().send({ type: 'shield-ready', backend: 'wasm' });
    await t.clock.advance(0);
    expect(t.worker().frames('shield-')).toHaveLength(1);
    t.worker().send({ type: 'shield-result', id: 1, scores: safe, blank: true, ms: 80 });
    await t.clock.advance(0);
    expect(t.worker().frames('shield-')).toHaveLength(2);
  });

  it('never has two jobs under way, and two samplers take turns without starving', async () => {
    const t = setup();
    const a = events<Scores>();
    const b = events<string>();
    const shield = new VisionSampler(shieldTask, a, t.env);
    const face = new VisionSampler(otherTask, b, t.env);
    shield.setUrgent(true); // back to back: as greedy as a sampler gets
    shield.start(video);
    face.start(video);
    expect(t.workers).toHaveLength(1); // one worker for both
    const worker = t.worker();
    worker.send({ type: 'shield-ready', backend: 'wasm' });
    worker.send({ type: 'ready', backend: 'wasm' });
    const order: string[] = [];
    let answered = 0;
    // the worker answers each frame 100 ms after it came
    for (let step = 0; step < 40; step++) {
      await t.clock.advance(100);
      const frames = worker.posted.filter((m) => m.type.endsWith('frame'));
      const pending = frames.slice(answered);
      expect(pending.length).toBeLessThanOrEqual(1);
      const job = pending[0];
      if (!job) continue;
      answered++;
      order.push(job.type === 'frame' ? 'face' : 'shield');
      if (job.type === 'frame') worker.send({ type: 'result', id: job.id, ms: 100 });
      else worker.send({ type: 'shield-result', id: job.id, scores: safe, blank: false, ms: 100 });
    }
    // the face sampler got a turn at least every ~4 jobs (its 360 ms cadence) despite the
    // shield's back-to-back sampling, and the shield got the rest
    expect(b.results.length).toBeGreaterThanOrEqual(8);
    expect(a.results.length).toBeGreaterThanOrEqual(8);
    expect(order.join(' ')).not.toMatch(/(shield ){5}/);
  });

  it('samples nothing while the page is hidden, and resumes when it is shown', async () => {
    const t = setup();
    const shield = new VisionSampler(shieldTask, events<Scores>(), t.env);
    shield.start(video);
    t.worker().send({ type: 'shield-ready', backend: 'wasm' });
    await t.clock.advance(0);
    t.worker().send({ type: 'shield-result', id: 1, scores: safe, blank: false, ms: 50 });
    t.setHidden(true);
    await t.clock.advance(10_000);
    expect(t.worker().frames('shield-')).toHaveLength(1);
    t.setHidden(false);
    await t.clock.advance(4_000);
    expect(t.worker().frames('shield-')).toHaveLength(2);
  });

  it('dispose stops sampling, hands its turn on, and the last one out ends the worker', async () => {
    const t = setup();
    const shieldEvents = events<Scores>();
    const shield = new VisionSampler(shieldTask, shieldEvents, t.env);
    const face = new VisionSampler(otherTask, events<string>(), t.env);
    shield.start(video);
    face.start(video);
    const worker = t.worker();
    worker.send({ type: 'shield-ready', backend: 'wasm' });
    worker.send({ type: 'ready', backend: 'wasm' });
    await t.clock.advance(0);
    // the shield's frame is under way, the face sampler waits for its turn
    expect(worker.frames('shield-')).toHaveLength(1);
    expect(worker.frames()).toHaveLength(0);
    expect(t.hub.busy).toBe(shield);
    shield.dispose();
    await t.clock.advance(0);
    expect(worker.frames()).toHaveLength(1);
    // a late answer to the disposed sampler's frame reaches no one
    worker.send({ type: 'shield-result', id: 1, scores: safe, blank: false, ms: 50 });
    await t.clock.advance(10_000);
    expect(worker.frames('shield-')).toHaveLength(1);
    expect(shieldEvents.results).toEqual([]);
    expect(worker.terminated).toBe(false);
    face.dispose();
    expect(worker.terminated).toBe(true);
    expect(t.hub.busy).toBe(null);
  });

  it('drops the results of frames taken before dropInFlight()', async () => {
    const t = setup();
    const ev = events<Scores>();
    const shield = new VisionSampler(shieldTask, ev, t.env);
    shield.setUrgent(true);
    shield.start(video);
    t.worker().send({ type: 'shield-ready', backend: 'wasm' });
    await t.clock.advance(0);
    shield.dropInFlight(); // a new partner while frame 1 is in the worker
    t.worker().send({ type: 'shield-result', id: 1, scores: safe, blank: false, ms: 50 });
    await t.clock.advance(0);
    expect(ev.results).toEqual([]);
    t.worker().send({ type: 'shield-result', id: 2, scores: safe, blank: false, ms: 50 });
    expect(ev.results).toEqual([safe]);
  });

  it('falls back to the main thread when the worker fails, still one job at a time', async () => {
    const t = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let running = 0;
    let most = 0;
    const slowTask = (name: string): VisionTask<string> => ({
      ...otherTask,
      read: () => null,
      loadMain: () =>
        Promise.resolve({
          backend: 'cpu',
          async run() {
            most = Math.max(most, ++running);
            await settle();
            running--;
            return name;
          },
        }),
    });
    const a = events<string>();
    const b = events<string>();
    new VisionSampler(slowTask('a'), a, t.env).start(video);
    new VisionSampler(slowTask('b'), b, t.env).start(video);
    t.worker().onerror?.({ preventDefault() {} } as ErrorEvent);
    await t.clock.advance(2_000);
    expect(t.worker().terminated).toBe(true);
    expect(a.results.length).toBeGreaterThan(2);
    expect(b.results.length).toBeGreaterThan(2);
    expect(most).toBe(1);
  });

  it('a model that failed to load everywhere is tried again at the next start', async () => {
    const t = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const task: VisionTask<string> = {
      ...otherTask,
      read: (data) =>
        (data as { type: string }).type === 'error'
          ? { kind: 'error', message: 'model.json: Failed to fetch' }
          : otherTask.read(data),
    };
    const ev = events<string>();
    const sampler = new VisionSampler(task, ev, t.env);
    sampler.start(video);
    // the worker's tries and then the main thread's are all used up (the network is down)
    t.worker().send({ type: 'error' });
    await t.clock.advance(0);
    expect(ev.failures).toEqual(['engine: not here']);
    await t.clock.advance(5_000);
    expect(ev.results).toEqual([]);

    // the next partner: the worker is asked again, and this time the model is there
    sampler.pause();
    const inits = () => t.workers.flatMap((w) => w.posted).filter((m) => m.type === 'init');
    expect(inits()).toHaveLength(1);
    sampler.start(video);
    expect(inits()).toHaveLength(2);
    t.worker().send({ type: 'ready' });
    await t.clock.advance(0);
    t.worker().send({ type: 'result', id: t.worker().frames().at(-1)!.id, ms: 40 });
    expect(ev.results).toEqual(['face']);
  });
});
