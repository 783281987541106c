// The click bench's `face` mode (BENCH_MODE=face): from the click that starts a match (Find a
// Partner, or Next on the call screen) to the moment that page shows its partner's video
// unblurred (the nudity shield's verdict), in real Chromium with the real model and a real face
// as the fake camera. Each run: guest A waits, guest B clicks Find a Partner (the first call of
// both pages), then B presses Next `nexts` times, each time with a new guest already searching
// (the server never pairs B with a partner it skipped), so every later call of B meets someone
// at once. The partners' figures are all first calls of their pages.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { continueAsGuest, findPartner } from '../../e2e/browser.ts';

/** One page's view of one call: ms from the click to its partner's video unblurred. */
export interface FaceSample {
  /** the page's first call since it loaded (the shield's worker and model may be cold) */
  first: boolean;
  /** the page whose click started the match (B), or its partner */
  clicker: boolean;
  /** click -> partner's video shown unblurred */
  ms: number;
  /** the partner's video's `playing` -> shown unblurred: the shield's own share */
  afterPlaying: number;
  /** how long the clicking page had been open (on Home, for a first call) before the click */
  pageAge: number;
}

/** Runs in every page before the app: when searches are clicked, videos play, blurs lift. */
export function faceScript() {
  const w = window as unknown as {
    face: { clicks: number[]; playing: Record<string, number>; shown: Record<string, number> };
  };
  const face = { clicks: [] as number[], playing: {}, shown: {} } as typeof w.face;
  w.face = face;
  const at = () => performance.timeOrigin + performance.now();
  const remote = () => document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
  const streamId = (v: HTMLVideoElement | null) => (v?.srcObject as MediaStream | null)?.id;
  const pressed = (e: Event) => {
    const t = e.target as HTMLElement;
    const label = t.closest('button')?.textContent?.trim();
    if (
      (e.type === 'click' && (label === 'Find a Partner' || label === 'Next')) ||
      (e.type === 'keydown' && (e as KeyboardEvent).key === 'Enter' && t.id === 'interests')
    )
      face.clicks.push(at());
  };
  document.addEventListener('click', pressed, true);
  document.addEventListener('keydown', pressed, true);
  const check = () => {
    const v = remote();
    const id = streamId(v);
    if (v && id && !v.classList.contains('shield-blur') && face.playing[id] !== undefined)
      face.shown[id] ??= at();
  };
  // media events do not bubble, but a capturing listener on the document sees them
  document.addEventListener(
    'playing',
    (e) => {
      const v = e.target as HTMLVideoElement;
      const id = streamId(v);
      if (v.dataset.testid !== 'remote-video' || !id) return;
      face.playing[id] ??= at();
      check();
    },
    true,
  );
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
}

interface Seen {
  id: string;
  shown: number;
  playing: number;
}

/** Waits until `page` shows a partner's video unblurred other than those in `before`. */
async function shownNew(page: Page, before: Set<string>): Promise<Seen> {
  const handle = await page
    .waitForFunction(
      (ids) => {
        const { face } = window as unknown as {
          face: { playing: Record<string, number>; shown: Record<string, number> };
        };
        const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
        const id = (v?.srcObject as MediaStream | null)?.id;
        if (!id || ids.includes(id) || face.shown[id] === undefined) return null;
        return { id, shown: face.shown[id], playing: face.playing[id]! };
      },
      [...before],
      { timeout: 180_000, polling: 50 },
    )
    .catch(async (error: unknown) => {
      // what the person saw, to tell a slow check from a call that never came
      const seen = await page.evaluate(() => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
        return JSON.stringify({
          status: [...document.querySelectorAll('[role="status"],[role="alert"]')].map((e) =>
            e.textContent?.trim(),
          ),
          stream: (v?.srcObject as MediaStream | null | undefined)?.id ?? null,
          blurred: v?.classList.contains('shield-blur'),
          readyState: v?.readyState,
          face: (window as unknown as { face: unknown }).face,
        });
      });
      throw new Error(`no partner shown unblurred on ${page.url()}: ${seen}`, { cause: error });
    });
  return (await handle.jsonValue()) as Seen;
}

/** The page's last click on Find a Partner or Next, and how long the page had been open then. */
const lastClick = (page: Page) =>
  page.evaluate(() => {
    const at = (window as unknown as { face: { clicks: number[] } }).face.clicks.at(-1)!;
    return { at, pageAge: at - performance.timeOrigin };
  });

export async function faceRun(
  browser: Browser,
  url: string,
  nexts: number,
  trace?: (page: Page) => Promise<void>,
  traced?: (pages: [string, Page][], t0: number) => Promise<void>,
): Promise<FaceSample[]> {
  const contexts = new Map<Page, BrowserContext>();
  /** a new guest, signed in and on Home */
  const guest = async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: url,
    });
    const page = await context.newPage();
    contexts.set(page, context);
    await context.grantPermissions(['camera', 'microphone'], { origin: url });
    await page.addInitScript(faceScript);
    if (trace) await trace(page);
    await continueAsGuest(page);
    return page;
  };
  const samples: FaceSample[] = [];
  // per page: a page's remote stream id is its partner's camera stream id, so B's own stream
  // comes back as the id every partner of B sees
  const seen = new Map<Page, Set<string>>();
  const seenBy = (p: Page) => seen.get(p) ?? seen.set(p, new Set()).get(p)!;
  let clickerCalls = 0;
  const call = async (partner: Page, name: string, start: () => Promise<void>) => {
    await start();
    const [mine, theirs] = await Promise.all([b, partner].map((p) => shownNew(p, seenBy(p))));
    const { at: clickAt, pageAge } = await lastClick(b);
    for (const [clicker, s] of [
      [true, mine!],
      [false, theirs!],
    ] as const) {
      seenBy(clicker ? b : partner).add(s.id);
      samples.push({
        // every partner is new (a skipped partner is never matched with B again)
        first: clicker ? clickerCalls === 0 : true,
        clicker,
        ms: s.shown - clickAt,
        afterPlaying: s.shown - s.playing,
        pageAge,
      });
    }
    clickerCalls++;
    if (traced)
      await traced(
        [
          ['B', b],
          [name, partner],
        ],
        clickAt,
      );
  };
  const a = await guest();
  const b = await guest();
  try {
    let partner = a;
    let waiting = await guest();
    await findPartner(a);
    await a.getByRole('button', { name: 'Searching…' }).waitFor({ timeout: 30_000 });
    await call(a, 'A', () => findPartner(b));
    for (let i = 0; i < nexts; i++) {
      await findPartner(waiting);
      await waiting.getByRole('button', { name: 'Searching…' }).waitFor({ timeout: 30_000 });
      await call(waiting, `P${i + 1}`, () =>
        b.getByRole('button', { name: 'Next', exact: true }).click(),
      );
      // the partner B left would search again: it leaves instead (less load on the host)
      await contexts.get(partner)!.close();
      contexts.delete(partner);
      partner = waiting;
      if (i + 1 < nexts) waiting = await guest();
    }
    return samples;
  } finally {
    await Promise.all([...contexts.values()].map((ctx) => ctx.close()));
  }
}

/**
 * BENCH_TRACE=1 in face mode, after the click bench's own trace script: the vision worker's
 * messages (shield-init -> shield-ready is the model's load; shield-frame -> shield-result
 * one check) and the shield's User Timing entries, on the same timeline.
 */
export function shieldTraceScript() {
  const trace = (window as unknown as { trace?: [number, string][] }).trace;
  if (!trace) return;
  const log = (what: string) => trace.push([performance.timeOrigin + performance.now(), what]);
  const type = (m: unknown) => String((m as { type?: unknown } | null)?.type);
  const RealWorker = window.Worker;
  window.Worker = class extends RealWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      log(`worker new ${options?.name ?? ''}`);
      super(url, options);
      this.addEventListener('message', (e) => log(`w< ${type(e.data)}`));
    }
    override postMessage(message: unknown, options?: Transferable[] | StructuredSerializeOptions) {
      log(`w> ${type(message)}`);
      super.postMessage(message, options as Transferable[]);
    }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name.startsWith('shield:'))
        trace.push([performance.timeOrigin + e.startTime, `${e.name} ${e.duration.toFixed(0)}ms`]);
  }).observe({ entryTypes: ['mark', 'measure'] });
}
