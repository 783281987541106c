import { withRetries } from '../../lib/retry.ts';
import { measure } from '../../lib/vision/measure.ts';
import { adaptiveInterval, VisionSampler, type VisionTask } from '../../lib/vision/frameSampler.ts';
import { visionHub, type HubClient, type VisionHub } from '../../lib/vision/hub.ts';
import { isBlank } from './blank.ts';
import { SHIELD } from './constants.ts';
import type { FromShieldWorker, ToShieldWorker } from './messages.ts';
import type { Scores } from './verdict.ts';

export { measure };

export interface SamplerEvents {
  scores(scores: Scores, info: { ms: number; mode: 'worker' | 'main' }): void;
  failed(message: string): void;
}

const SHIELD_TYPES = new Set<string>([
  'shield-ready',
  'shield-retry',
  'shield-error',
  'shield-result',
]);

/**
 * The shield's vision task: the partner's whole frame squeezed to the model's square (as nsfwjs
 * does: nothing is cropped away), in the page's one vision worker (lib/vision), taking turns
 * with the laugh detector. Back to back until the first verdict, then about once a second,
 * stretched so inference stays under SHIELD.maxCoreShare of a core. Timings go to the User
 * Timing buffer ('shield:*' measures) for bench/shield.bench.ts.
 */
export const shieldTask: VisionTask<Scores> = {
  init: { type: 'shield-init' } satisfies ToShieldWorker,
  frame: (id, frame) => ({ type: 'shield-frame', id, frame }) satisfies ToShieldWorker,
  read(data) {
    const msg = data as FromShieldWorker;
    if (!SHIELD_TYPES.has(msg?.type)) return null;
    if (msg.type === 'shield-ready') return { kind: 'ready', backend: msg.backend };
    if (msg.type === 'shield-retry') return { kind: 'retry', error: msg.error };
    if (msg.type === 'shield-error') return { kind: 'error', message: msg.message };
    return { kind: 'result', id: msg.id, ms: msg.ms, result: msg.blank ? null : msg.scores };
  },
  region: (v) => ({ sx: 0, sy: 0, sw: v.videoWidth, sh: v.videoHeight, size: SHIELD.inputSize }),
  interval(mode, lastMs, urgent) {
    if (urgent) return SHIELD.firstCheckGapMs;
    const base = mode === 'main' ? SHIELD.fallbackCadenceMs : SHIELD.cadenceMs;
    return adaptiveInterval(base, lastMs, SHIELD.maxCoreShare, SHIELD.maxCadenceMs);
  },
  async loadMain(onRetry) {
    const { loadClassifier } = await import('./classifier.ts');
    const classifier = await withRetries(loadClassifier, { onRetry: (_, error) => onRetry(error) });
    return {
      backend: classifier.backend,
      run(canvas) {
        const size = canvas.width;
        const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
        const pixels = ctx.getImageData(0, 0, size, size);
        return isBlank(pixels) ? Promise.resolve(null) : classifier.classify(pixels);
      },
    };
  },
  measures: 'shield',
};

let keeper: HubClient | null = null;

/**
 * Starts the page's vision worker and has it load the shield's model now (warm.ts), and keeps
 * both for the rest of the page: the samplers of later calls find the model loaded, so their
 * first check is one classification, not a load. The keeper claims no messages: a sampler's
 * own 'shield-init' gets its answer as before.
 */
export function keepShieldWarm(hub: VisionHub = visionHub): void {
  if (keeper) return;
  const client: HubClient = {
    onMessage: () => false,
    onCrash: () => {
      // the worker is gone; the next sampler starts another
      if (keeper === client) keeper = null;
    },
  };
  keeper = client;
  hub.use(client).postMessage(shieldTask.init);
}

/** Samples the partner's video for the nudity shield. */
export class ShieldSampler {
  private readonly sampler: VisionSampler<Scores>;

  constructor(events: SamplerEvents) {
    this.sampler = new VisionSampler(shieldTask, {
      result: (scores, info) => events.scores(scores, info),
      failed: (f) => events.failed(f.message),
    });
  }

  /** Samples `video`; `fast` while the safe start waits for its first verdict. */
  start(video: HTMLVideoElement, fast: boolean): void {
    this.sampler.setUrgent(fast);
    this.sampler.start(video);
  }

  /** A new partner: results for frames already in flight must not judge their video. */
  restart(): void {
    this.sampler.newSource();
  }

  /** The partner's video presented a new frame. */
  frameShown(): void {
    this.sampler.frameShown();
  }

  setFast(fast: boolean): void {
    this.sampler.setUrgent(fast);
  }

  pause(): void {
    this.sampler.pause();
  }

  dispose(): void {
    this.sampler.dispose();
  }
}
