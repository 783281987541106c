import { describe, expect, it } from 'vitest';
import { VisionHub, type WorkerLike } from '../../lib/vision/hub.ts';
import { VisionSampler, type SamplerEnv, type VideoLike } from '../../lib/vision/frameSampler.ts';
import type { Frame } from '../../lib/vision/frame.ts';
import { keepShieldWarm, shieldTask } from './sampler.ts';
import type { Scores } from './verdict.ts';

/** The vision worker, played by the test: it records what it is sent and answers when told. */
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
  frames() {
    return this.posted.filter((m) => m.type === 'shield-frame');
  }
}

const video: VideoLike = { readyState: 4, videoWidth: 640, videoHeight: 480 };
const frame = (): Frame => ({
  source: { close() {} } as ImageBitmap,
  region: { sx: 0, sy: 0, sw: 640, sh: 480, size: 224 },
});
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const safe: Scores = { Drawing: 0.01, Hentai: 0.01, Neutral: 0.96, Porn: 0.01, Sexy: 0.01 };

function setup() {
  const workers: FakeWorker[] = [];
  const hub = new VisionHub(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  /** frames are taken when the test says so (a bitmap's grab is asynchronous) */
  const grabs: (() => void)[] = [];
  const env: SamplerEnv = {
    hub,
    workerSupported: () => true,
    mainSupported: () => true,
    hidden: () => false,
    now: () => 0,
    // the cadence's timers never fire here: each step below is driven by the test
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    grab: () => new Promise((resolve) => grabs.push(() => resolve(frame()))),
    draw: () => ({ width: 224 }) as HTMLCanvasElement,
  };
  const results: Scores[] = [];
  const sampler = () =>
    new VisionSampler(shieldTask, { result: (r) => results.push(r), failed: () => {} }, env);
  return { hub, workers, grabs, results, sampler };
}

describe('the shield kept warm between calls', () => {
  it("the warm-up starts the worker's model load, and the worker outlives every sampler", async () => {
    const { hub, workers, grabs, results, sampler } = setup();
    keepShieldWarm(hub);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.posted).toEqual([{ type: 'shield-init' }]);

    // a call: its sampler uses the same worker and checks a frame
    const first = sampler();
    first.start(video);
    workers[0]!.send({ type: 'shield-ready', backend: 'wasm' });
    grabs.shift()!();
    await settle();
    const [sent] = workers[0]!.frames();
    workers[0]!.send({ type: 'shield-result', id: sent!.id, scores: safe, blank: false, ms: 50 });
    expect(results).toEqual([safe]);
    first.dispose();
    // the call is over: the worker (and the model in it) stays for the next one
    expect(workers[0]!.terminated).toBe(false);

    const second = sampler();
    second.start(video);
    expect(workers).toHaveLength(1);
    second.dispose();
    expect(workers[0]!.terminated).toBe(false);
  });

  it("a frame taken while the video still showed the last partner never judges the new one's", async () => {
    const { workers, grabs, results, sampler } = setup();
    const s = sampler();
    s.start(video);
    const worker = workers[0]!;
    worker.send({ type: 'shield-ready', backend: 'wasm' });
    expect(grabs).toHaveLength(1);
    // the next partner arrives while that frame is still being taken
    s.newSource();
    grabs.shift()!();
    await settle();
    const [stale] = worker.frames();
    worker.send({ type: 'shield-result', id: stale!.id, scores: safe, blank: false, ms: 50 });
    expect(results).toEqual([]);
    // urgent now: the next frame (the new partner's) is taken at once, and it counts
    grabs.shift()!();
    await settle();
    const fresh = worker.frames()[1]!;
    worker.send({ type: 'shield-result', id: fresh.id, scores: safe, blank: false, ms: 50 });
    expect(results).toEqual([safe]);
    s.dispose();
  });

  it('a new source takes no frame by itself: the first is taken when the new video shows one', async () => {
    const { workers, grabs, results, sampler } = setup();
    const s = sampler();
    s.start(video);
    const worker = workers[0]!;
    worker.send({ type: 'shield-ready', backend: 'wasm' });
    grabs.shift()!();
    await settle();
    worker.send({
      type: 'shield-result',
      id: worker.frames()[0]!.id,
      scores: safe,
      blank: false,
      ms: 50,
    });
    expect(results).toEqual([safe]);
    // the old partner's video may still be attached at this moment
    s.newSource();
    expect(grabs).toHaveLength(0);
    s.frameShown();
    expect(grabs).toHaveLength(1);
    s.dispose();
  });
});
