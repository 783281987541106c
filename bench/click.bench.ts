// `npm run bench -- click`: from a person's click on Find a Partner to both partners' videos
// playing, in real Chromium on loopback (the core-loop browser test's measure, timed in the
// pages themselves so no test-driver round trip is counted). Each run is two new guests: A
// searches first, B's click is the start, the later of the two remote videos' `playing` is the
// end. With BENCH_BASELINE=<git ref> the same runs go against that version too, interleaved.
//
// Env: BENCH_RUNS (10 per version), BENCH_BASELINE, BENCH_PORT, CHROMIUM_PATH (/usr/bin/chromium).
// BENCH_MODE=face: click to the partner's face shown unblurred instead (bench/lib/faceCalls.ts);
// BENCH_RUNS (5) runs of three guests, each one first call and BENCH_NEXTS (2) later ones.
// The browser flow reuses the e2e helpers of this checkout (both versions share the UI texts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { continueAsGuest, findPartner, launchChromium } from '../e2e/browser.ts';
import { fakeCamera, faceVideo } from '../e2e/faces.ts';
import { checkout } from './lib/checkout.ts';
import { faceRun, shieldTraceScript, type FaceSample } from './lib/faceCalls.ts';
import { percentile, startServer, type BenchServer } from './lib/server.ts';

const FACE = process.env.BENCH_MODE === 'face';
if (process.env.BENCH_MODE && !FACE) throw new Error('BENCH_MODE must be face (or unset)');
const NEXTS = Number(process.env.BENCH_NEXTS ?? 2);
if (!Number.isInteger(NEXTS) || NEXTS < 0) throw new Error('BENCH_NEXTS must be an integer >= 0');
const RUNS = Number(process.env.BENCH_RUNS ?? (FACE ? 5 : 10));
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a positive integer');
const TRACE = process.env.BENCH_TRACE === '1';
/** BENCH_PROFILE=<dir>: a CPU profile of each page from B's click to both videos playing */
const PROFILE = process.env.BENCH_PROFILE;
/** BENCH_TRACE=1: each page logs its socket frames, camera, fetches and peer connection steps */
function traceScript() {
  const trace: [number, string][] = [];
  (window as unknown as { trace: typeof trace }).trace = trace;
  const log = (what: string) => trace.push([performance.timeOrigin + performance.now(), what]);
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    if (typeof data === 'string' && data.length > 2) log(`> ${data.slice(0, 24)}`);
    return send.call(this, data);
  };
  // Socket.IO's WebSocket transport reads frames through `onmessage`
  const frames = (e: Event) => {
    const data = (e as MessageEvent<unknown>).data;
    if (typeof data === 'string' && data.length > 2) log(`< ${data.slice(0, 24)}`);
  };
  const onmessage = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage')!;
  Object.defineProperty(WebSocket.prototype, 'onmessage', {
    ...onmessage,
    set(this: WebSocket, fn: ((e: MessageEvent) => void) | null) {
      this.removeEventListener('message', frames);
      this.addEventListener('message', frames);
      onmessage.set!.call(this, fn);
    },
  });
  const gum = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (c) => {
    log('gum');
    const s = await gum(c);
    log('gum done');
    return s;
  };
  const f = window.fetch;
  window.fetch = async (...args) => {
    log(`fetch ${String(args[0]).slice(0, 30)}`);
    const r = await f(...args);
    log(`fetched ${String(args[0]).slice(0, 30)}`);
    return r;
  };
  const PC = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends PC {
    constructor(c?: RTCConfiguration) {
      const t0 = performance.now();
      super(c);
      log(`pc ${(performance.now() - t0).toFixed(1)}ms`);
      this.addEventListener('icegatheringstatechange', () =>
        log(`gather ${this.iceGatheringState}`),
      );
      this.addEventListener('icecandidate', (e) => log(`cand ${e.candidate?.type ?? 'end'}`));
      this.addEventListener('iceconnectionstatechange', () =>
        log(`ice ${this.iceConnectionState}`),
      );
      this.addEventListener('connectionstatechange', () => log(`conn ${this.connectionState}`));
      this.addEventListener('track', (e) => log(`track ${e.track.kind}`));
      const seen = new Set<string>();
      const poll = setInterval(() => {
        if (this.connectionState === 'closed') return clearInterval(poll);
        void this.getStats().then((stats) =>
          stats.forEach((r: Record<string, unknown>) => {
            if (r.kind !== 'video') return;
            for (const k of [
              'framesEncoded',
              'framesSent',
              'framesReceived',
              'framesDecoded',
              'keyFramesEncoded',
              'keyFramesDecoded',
            ])
              if (Number(r[k] ?? 0) > 0 && !seen.has(k)) {
                seen.add(k);
                log(
                  `${k}${r.frameWidth ? ` ${String(r.frameWidth)}x${String(r.frameHeight)}` : ''}`,
                );
              }
          }),
        );
      }, 10);
    }
    override addTrack(track: MediaStreamTrack, ...streams: MediaStream[]) {
      const t0 = performance.now();
      const sender = super.addTrack(track, ...streams);
      log(`addTrack ${track.kind} ${(performance.now() - t0).toFixed(1)}ms`);
      return sender;
    }
    override async setLocalDescription(d?: RTCLocalSessionDescriptionInit) {
      log('setLocal');
      await super.setLocalDescription(d);
      log(`setLocal done ${this.localDescription?.type}`);
    }
    override async setRemoteDescription(d: RTCSessionDescriptionInit) {
      log(`setRemote ${d.type}`);
      await super.setRemoteDescription(d);
      log('setRemote done');
    }
  };
  const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'srcObject')!;
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
    ...src,
    set(v: MediaStream | null) {
      log(
        `srcObject ${(this as HTMLElement).dataset.testid ?? '?'} ${v ? v.getTracks().length : 'null'}`,
      );
      src.set!.call(this, v);
    },
  });
  for (const ev of ['loadstart', 'canplay', 'resize', 'waiting'])
    document.addEventListener(
      ev,
      (e) => log(`${ev} ${(e.target as HTMLElement).dataset.testid ?? '?'}`),
      true,
    );
  const fetchScript = new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes)
        if (n instanceof HTMLScriptElement || n instanceof HTMLLinkElement)
          log(`+${n.tagName} ${(n as HTMLScriptElement).src || (n as HTMLLinkElement).href}`);
        else if (
          n instanceof HTMLElement &&
          n.className &&
          typeof n.className === 'string' &&
          /stage|call|chat-screen|overlay/.test(n.className)
        )
          log(`+.${n.className}`);
  });
  fetchScript.observe(document, { childList: true, subtree: true });
  document.addEventListener('playing', () => log('playing'), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      trace.push([performance.timeOrigin + e.startTime, `longtask ${e.duration.toFixed(0)}ms`]);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('loadedmetadata', () => log('loadedmetadata'), true);
}
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  process.exit(2);
}

/** Builds a version's web app into its own folder (this checkout's dist/web is left alone). */
function buildWeb(cwd: string, name: string): string {
  const out = join(tmpdir(), `matchup-click-web-${name}`);
  // BENCH_REUSE_WEB=1: the last run's build of that version (nothing changed in between)
  if (process.env.BENCH_REUSE_WEB === '1' && existsSync(join(out, 'index.html'))) return out;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--emptyOutDir', '--outDir', out], {
    cwd,
    stdio: 'inherit',
  });
  return out;
}

/** Records, in the page, when Find a Partner is pressed and when the partner video plays. */
function instrument(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { clickAt?: number; playingAt?: number };
    const at = () => performance.timeOrigin + performance.now();
    const pressed = (e: Event) => {
      const t = e.target as HTMLElement;
      const search =
        (e.type === 'click' && t.closest('button')?.textContent?.trim() === 'Find a Partner') ||
        (e.type === 'keydown' && (e as KeyboardEvent).key === 'Enter' && t.id === 'interests');
      if (search && w.clickAt === undefined) w.clickAt = at();
    };
    document.addEventListener('click', pressed, true);
    document.addEventListener('keydown', pressed, true);
    // media events do not bubble, but a capturing listener on the document sees them
    document.addEventListener(
      'playing',
      (e) => {
        const v = e.target as HTMLVideoElement;
        if (v.dataset.testid === 'remote-video' && w.playingAt === undefined) w.playingAt = at();
      },
      true,
    );
  });
}

const read = (page: Page) =>
  page.evaluate(() => {
    const { clickAt, playingAt } = window as unknown as { clickAt?: number; playingAt?: number };
    return { clickAt, playingAt };
  });

let profileRun = 0;
async function oneRun(browser: Browser, url: string): Promise<number> {
  const pages: Page[] = [];
  const contexts = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: url,
    });
    await context.grantPermissions(['camera', 'microphone'], { origin: url });
    contexts.push(context);
    const page = await context.newPage();
    if (TRACE) await page.addInitScript(traceScript);
    await continueAsGuest(page);
    await instrument(page);
    pages.push(page);
  }
  const [a, b] = pages as [Page, Page];
  try {
    await findPartner(a);
    await a.getByRole('button', { name: 'Searching…' }).waitFor();
    const cdps: CDPSession[] = [];
    if (PROFILE)
      for (const [i, p] of pages.entries()) {
        const cdp = await contexts[i]!.newCDPSession(p);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        cdps.push(cdp);
      }
    await findPartner(b);
    const playing = (p: Page) =>
      p.waitForFunction(
        () => (window as unknown as { playingAt?: number }).playingAt !== undefined,
        undefined,
        { timeout: 40_000, polling: 100 },
      );
    await Promise.all([playing(a), playing(b)]);
    const [ra, rb] = [await read(a), await read(b)];
    if (PROFILE) {
      mkdirSync(PROFILE, { recursive: true });
      for (const [i, cdp] of cdps.entries()) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(
          join(PROFILE, `${profileRun}-${'AB'[i]}.cpuprofile`),
          JSON.stringify(profile),
        );
      }
      profileRun++;
    }
    if (TRACE)
      for (const [name, p] of [
        ['A', a],
        ['B', b],
      ] as const) {
        const trace = await p.evaluate(
          () => (window as unknown as { trace: [number, string][] }).trace,
        );
        const t0 = rb.clickAt!;
        console.log(
          `  ${name}: ${trace
            .filter(([t]) => t >= t0 - 5)
            .map(([t, what]) => `${(t - t0).toFixed(0)} ${what}`)
            .join(' | ')}`,
        );
      }
    return Math.max(ra.playingAt!, rb.playingAt!) - rb.clickAt!;
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

interface Version {
  name: string;
  server: BenchServer;
  times: number[];
  faces: FaceSample[];
}

/** BENCH_TRACE=1: the pages' timelines from the click that started the call. */
async function printTrace(pages: [string, Page][], t0: number) {
  for (const [name, p] of pages) {
    const trace = await p.evaluate(
      () => (window as unknown as { trace: [number, string][] }).trace,
    );
    console.log(
      `  ${name}: ${trace
        .filter(([t]) => t >= t0 - 5)
        .map(([t, what]) => `${(t - t0).toFixed(0)} ${what}`)
        .join(' | ')}`,
    );
    // the next call's timeline starts empty
    await p.evaluate(() => (window as unknown as { trace: unknown[] }).trace.splice(0));
  }
}

const traceFace = async (page: Page) => {
  await page.addInitScript(traceScript);
  await page.addInitScript(shieldTraceScript);
};

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function faceSummary(v: Version) {
  const line = (label: string, picked: FaceSample[]) => {
    if (!picked.length) return;
    const ms = picked.map((s) => s.ms).sort((x, y) => x - y);
    const after = picked.map((s) => s.afterPlaying).sort((x, y) => x - y);
    console.log(
      `${v.name.padEnd(24)} ${label.padEnd(22)} p50 ${percentile(ms, 50).toFixed(0)}  min ${ms[0]!.toFixed(0)}  max ${ms.at(-1)!.toFixed(0)}  | playing→unblurred p50 ${percentile(after, 50).toFixed(0)}  max ${after.at(-1)!.toFixed(0)}  (${picked.length} calls)`,
    );
  };
  for (const clicker of [true, false])
    for (const first of [true, false])
      line(
        `${clicker ? 'clicker' : 'partner'} ${first ? 'first call' : 'later calls'}`,
        v.faces.filter((s) => s.clicker === clicker && s.first === first),
      );
  const ages = v.faces.filter((s) => s.clicker && s.first).map((s) => s.pageAge);
  console.log(
    `${v.name.padEnd(24)} the clicker's Home was open ${Math.min(...ages).toFixed(0)}–${Math.max(...ages).toFixed(0)} ms before its first click`,
  );
}

async function main() {
  const baselineRef = process.env.BENCH_BASELINE;
  const cwds: [string, string | undefined][] = [['this checkout', undefined]];
  if (baselineRef) cwds.push([`baseline ${baselineRef}`, checkout(baselineRef)]);
  const versions: Version[] = [];
  // BENCH_PORT: the first server's port (other benches may hold 43300 on a shared host)
  let port = Number(process.env.BENCH_PORT ?? (FACE ? 43340 : 43300));
  for (const [name, cwd] of cwds) {
    console.log(`Building the web app of ${name}…`);
    const web = buildWeb(cwd ?? process.cwd(), name.replace(/\W+/g, '-'));
    const server = await startServer(port++, { WEB_DIST: web }, cwd);
    versions.push({ name, server, times: [], faces: [] });
  }
  const browser = await launchChromium(FACE ? fakeCamera(faceVideo('neutral')) : []);
  const load = [loadavg()];
  try {
    // one warm-up run each (first page loads, the camera pipeline), not counted
    // (not in face mode: every run starts from new pages anyway, and its runs are long)
    if (!FACE) for (const v of versions) await oneRun(browser, v.server.url);
    for (let run = 1; run <= RUNS; run++)
      for (const v of run % 2 ? versions : [...versions].reverse()) {
        if (FACE) {
          if (TRACE) console.log(`run ${run} ${v.name}:`);
          const got = await faceRun(
            browser,
            v.server.url,
            NEXTS,
            TRACE ? traceFace : undefined,
            TRACE ? printTrace : undefined,
          );
          v.faces.push(...got);
          const fmt = (s: FaceSample) =>
            `${s.first ? 'first' : 'later'} ${s.ms.toFixed(0)} (${s.afterPlaying.toFixed(0)} after playing)`;
          console.log(
            `run ${run} ${v.name}: clicker ${got
              .filter((s) => s.clicker)
              .map(fmt)
              .join(', ')}; partners ${got
              .filter((s) => !s.clicker)
              .map(fmt)
              .join(', ')}  [load ${loadavg()}]`,
          );
          continue;
        }
        const ms = await oneRun(browser, v.server.url);
        v.times.push(ms);
        console.log(`run ${run} ${v.name}: ${ms.toFixed(0)} ms`);
      }
  } finally {
    await browser.close();
    for (const v of versions) await v.server.stop();
  }
  load.push(loadavg());
  if (FACE) {
    console.log('\nclick on Find a Partner / Next → that page shows its partner unblurred (ms)');
    for (const v of versions) faceSummary(v);
    console.log(`load average (1/5/15 min) at start ${load[0]}, at end ${load[1]}`);
    return;
  }
  console.log('\nclick on Find a Partner → both remote videos playing (ms)');
  const p50s = versions.map((v) => {
    const sorted = [...v.times].sort((x, y) => x - y);
    const p50 = percentile(sorted, 50);
    console.log(
      `${v.name.padEnd(24)} p50 ${p50.toFixed(0)}  min ${sorted[0]!.toFixed(0)}  max ${sorted.at(-1)!.toFixed(0)}  (${RUNS} runs)`,
    );
    return p50;
  });
  if (p50s.length === 2) console.log(`ratio this / baseline: ${(p50s[0]! / p50s[1]!).toFixed(2)}`);
  console.log(`target: p50 <= 350 ms → ${p50s[0]! <= 350 ? 'met' : 'not met'}`);
}

await main();
