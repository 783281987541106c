// Server cost, side by side: this checkout against another version of the project (a git ref),
// in interleaved rounds on one machine, each round a fresh server process per version.
// Prints, for each version and round, the figures below, then medians and the ratios of
// neighbouring runs (this checkout / the other), beside the targets:
//   - CPU per match with 200 connected sockets all searching (saturation), over 10,000 matches
//     after 4,000 of warm-up (SMALL_MATCHES below)
//   - CPU per match when every match comes on a new connection (200 users churning:
//     connect with the user's token, search, disconnect once matched)
//   - heap per idle socket (the slope from 400 to BENCH_SOCKETS connected)
//   - paced ~1,000 matches/s with BENCH_SOCKETS connected: time-to-match p50/p99, CPU per match,
//     the server's event-loop delay max, and the host's CPU steal (mean and worst 100 ms) during the phase
// Searches carry no interests (the interests feature idle), so time-to-match is the server's
// own latency and not the wait for someone with the same interest.
// Env: BENCH_BASELINE (a git ref to compare with; unset: this checkout alone), BENCH_ROUNDS (5),
// BENCH_SECONDS (8), BENCH_SOCKETS (10000), BENCH_ACTIVE (2000), BENCH_PAUSE_MS (900),
// BENCH_WORKERS (2), BENCH_PORT (3911), BENCH_COSTS=1 (or a list of src/server/benchKnobs.ts
// names: this checkout once more per round without each feature, priced as a ratio to every
// feature on), BENCH_PROFILE=<dir> (CPU profiles), BENCH_SERVER_ARGS (extra node flags
// for the servers, e.g. --trace-gc), BENCH_PHASES (small,churn,paced: the phases to run, e.g.
// one alone for its CPU profile; `heap` measures heap per idle socket without the paced phase,
// and with BENCH_SNAPSHOTS writes a snapshot at 400 sockets and one at BENCH_SOCKETS), BENCH_SNAPSHOTS=<dir> (heap snapshots of the server into <dir>,
// one before the paced phase and one at its end, to see what a match leaves behind; writing them
// stalls the server, so the phase's figures are then not comparable), BENCH_LOAD_NICE (0–19,
// default 0: the load generator's processes at this niceness, so on a 2-core machine the
// server is not preempted by its own load; its event-loop delay then shows the server's stalls
// rather than the scheduler's).
// Beside the paced p99 target it prints the p99 a server taking no time would show under the
// same arrivals (lib/arrivalFloor.ts): the bench's floor, whatever the server does.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { arrivalFloor } from './lib/arrivalFloor.ts';
import { checkout } from './lib/checkout.ts';
import { cpuTimes, stealPct } from './lib/host.ts';
import { percentile, startServer, type BenchServer } from './lib/server.ts';
import { BENCH_KNOBS, parseBenchKnobs } from '../src/server/benchKnobs.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const ACTIVE = Number(process.env.BENCH_ACTIVE ?? 2_000);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 900);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
/** the server's port: another lean bench may hold the default on a shared host */
const PORT = Number(process.env.BENCH_PORT ?? 3911);
/** the load generator's niceness (0: the server's own): see BENCH_LOAD_NICE above */
const LOAD_NICE = Number(process.env.BENCH_LOAD_NICE ?? 0);
if (!Number.isInteger(LOAD_NICE) || LOAD_NICE < 0 || LOAD_NICE > 19)
  throw new Error('BENCH_LOAD_NICE must be an integer from 0 to 19');
const PHASES = new Set((process.env.BENCH_PHASES ?? 'small,churn,paced').split(','));
const SMALL = 200;
/**
 * The saturation phase is measured over this many matches, after SMALL_WARM matches of
 * warm-up (or over BENCH_SECONDS, if that ends first). 200 people make only 19,900 distinct
 * pairs, and a Next keeps a pair apart for 10 minutes (the skip rule), so run for a fixed time
 * the phase used up every pair within ~4 s on a quiet machine and then measured an idle
 * server: its CPU per match was the idle seconds' CPU spread over 19,900 matches.
 */
const SMALL_WARM = 4_000;
const SMALL_MATCHES = 10_000;
const WARM = 400;
for (const [name, v] of Object.entries({ ROUNDS, SECONDS, SOCKETS, ACTIVE, PAUSE_MS, WORKERS }))
  if (!Number.isInteger(v) || v < 1) throw new Error(`BENCH_${name} must be a positive integer`);
if (SOCKETS < WARM + ACTIVE - SMALL) throw new Error(`BENCH_SOCKETS must be >= ${WARM + ACTIVE}`);

type Msg = { type: string; matches?: number; waits?: number[] };
const once = (child: ChildProcess, type: string) =>
  new Promise<Msg>((done) => {
    const on = (m: Msg) => {
      if (m.type !== type) return;
      child.off('message', on);
      done(m);
    };
    child.on('message', on);
  });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Figures {
  version: string;
  round: number;
  cpuMsPerMatch200: number;
  matchesPerSecond200: number;
  cpuMsPerMatchChurn: number;
  matchesPerSecondChurn: number;
  heapPerIdleSocketKB: number;
  pacedMatchesPerSecond: number;
  cpuMsPerMatchPaced: number;
  pacedP50ms: number;
  pacedP99ms: number;
  eventLoopDelayMaxMs: number;
  stealPct: number;
  stealPeakPct: number;
}

async function measure(
  version: string,
  round: number,
  cwd?: string,
  without?: string,
): Promise<Figures> {
  const extra = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const snapshots = process.env.BENCH_SNAPSHOTS;
  if (snapshots) {
    mkdirSync(snapshots, { recursive: true });
    extra.push('--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`);
  }
  const server: BenchServer = await startServer(PORT, {}, cwd, extra, without);
  /** Has the server write a heap snapshot; resolves once the file is complete. */
  const snapshot = async () => {
    if (!snapshots) return;
    const files = () => readdirSync(snapshots).filter((f) => f.endsWith('.heapsnapshot'));
    const before = new Set(files());
    server.proc.kill('SIGUSR2');
    let file: string | undefined;
    let size = -1;
    for (;;) {
      await pause(1000);
      file ??= files().find((f) => !before.has(f));
      if (!file) continue;
      const now = statSync(join(snapshots, file)).size;
      if (now === size && now > 0) break;
      size = now;
    }
    console.log(`heap snapshot: ${join(snapshots, file)}`);
  };
  const workers = Array.from({ length: WORKERS }, () => {
    const w = fork('bench/lib/matchmaking-worker.ts', { stdio: 'inherit' });
    // the clients of a real server run on other machines: here they yield the cores to it
    if (LOAD_NICE) setPriority(w.pid!, LOAD_NICE);
    return w;
  });
  const urls = [server.url];
  const connect = async (count: number) => {
    workers.forEach((w) => w.send({ type: 'connect', urls, count: count / WORKERS }));
    await Promise.all(workers.map((w) => once(w, 'connected')));
  };
  const results = async () => {
    const r = await Promise.all(
      workers.map((w) => {
        const got = once(w, 'result');
        w.send({ type: 'stop' });
        return got;
      }),
    );
    return {
      matches: r.reduce((t, x) => t + x.matches!, 0) / 2,
      waits: r.flatMap((x) => x.waits!).sort((a, b) => a - b),
    };
  };
  /**
   * Runs one phase for BENCH_SECONDS; returns matches, waits, its length, server CPU ms and the
   * event-loop delay max. `counted`: the phase is measured from every worker's 'warm' to every
   * worker's 'reached' (or BENCH_SECONDS), and counts `counted` matches.
   */
  async function phase(start: () => void, atEnd?: () => Promise<void>, counted?: number) {
    const all = (type: string) => Promise.all(workers.map((w) => once(w, type)));
    const reached = counted ? all('reached') : undefined;
    if (counted) {
      const warm = all('warm');
      start();
      await warm;
    }
    const before = await server.metrics();
    const host = cpuTimes();
    let peak = 0;
    let last = host;
    const sampler = setInterval(() => {
      const now = cpuTimes();
      peak = Math.max(peak, stealPct(last, now));
      last = now;
    }, 100);
    const began = performance.now();
    if (!counted) start();
    await Promise.race([pause(SECONDS * 1000), ...(reached ? [reached] : [])]);
    await atEnd?.();
    const after = await server.metrics();
    const seconds = (performance.now() - began) / 1000;
    const done = await results();
    const matches = counted ?? done.matches;
    const waits = done.waits;
    clearInterval(sampler);
    const cpuMs = (after.process_cpu_seconds_total! - before.process_cpu_seconds_total!) * 1000;
    const eld = (after.nodejs_eventloop_lag_max_seconds ?? NaN) * 1000;
    await pause(1500); // the last searches settle
    return { matches, waits, seconds, cpuMs, eld, steal: stealPct(host, cpuTimes()), peak };
  }

  const none = {
    matches: NaN,
    waits: [NaN],
    seconds: NaN,
    cpuMs: NaN,
    eld: NaN,
    steal: NaN,
    peak: NaN,
  };
  await connect(SMALL);
  // Each side of a match counts it, so a worker has seen about 2 * n / WORKERS of n matches.
  const perWorker = (n: number) => Math.round((2 * n) / WORKERS);
  const small = !PHASES.has('small')
    ? none
    : await phase(
        () =>
          workers.forEach((w) =>
            w.send({
              type: 'run',
              active: SMALL / WORKERS,
              interests: [],
              pauseMs: 0,
              warmAt: perWorker(SMALL_WARM),
              notifyAt: perWorker(SMALL_WARM + SMALL_MATCHES),
            }),
          ),
        undefined,
        SMALL_MATCHES,
      );
  let churn = none;
  if (PHASES.has('churn')) {
    workers.forEach((w) => w.send({ type: 'churnTokens', urls, count: SMALL / WORKERS }));
    await Promise.all(workers.map((w) => once(w, 'churnReady')));
    churn = await phase(() =>
      workers.forEach((w) => w.send({ type: 'churn', urls, interests: [] })),
    );
  }
  if (!PHASES.has('paced') && !PHASES.has('heap')) {
    workers.forEach((w) => w.send({ type: 'exit' }));
    await server.stop();
    return report(version, round, small, churn, NaN, none);
  }
  await connect(WARM - SMALL);
  await pause(1000);
  const warm = await server.metrics(true);
  // heap alone: a snapshot at both ends of the slope, to diff what the added sockets hold
  if (!PHASES.has('paced')) await snapshot();
  await connect(SOCKETS - WARM);
  await pause(1000);
  const idle = await server.metrics(true);
  const heap =
    (idle.nodejs_heap_size_used_bytes! - warm.nodejs_heap_size_used_bytes!) / (SOCKETS - WARM);
  await snapshot();
  if (!PHASES.has('paced')) {
    workers.forEach((w) => w.send({ type: 'exit' }));
    await server.stop();
    return report(version, round, small, churn, heap, none);
  }
  const paced = await phase(
    () =>
      workers.forEach((w) =>
        w.send({ type: 'run', active: ACTIVE / WORKERS, interests: [], pauseMs: PAUSE_MS }),
      ),
    snapshot,
  );
  workers.forEach((w) => w.send({ type: 'exit' }));
  await server.stop();
  return report(version, round, small, churn, heap, paced);
}

type Phase = {
  matches: number;
  waits: number[];
  seconds: number;
  cpuMs: number;
  eld: number;
  steal: number;
  peak: number;
};
function report(
  version: string,
  round: number,
  small: Phase,
  churn: Phase,
  heap: number,
  paced: Phase,
) {
  const f: Figures = {
    version,
    round,
    cpuMsPerMatch200: +(small.cpuMs / small.matches).toFixed(4),
    matchesPerSecond200: Math.round(small.matches / small.seconds),
    cpuMsPerMatchChurn: +(churn.cpuMs / churn.matches).toFixed(4),
    matchesPerSecondChurn: Math.round(churn.matches / churn.seconds),
    heapPerIdleSocketKB: +(heap / 1024).toFixed(2),
    pacedMatchesPerSecond: Math.round(paced.matches / paced.seconds),
    cpuMsPerMatchPaced: +(paced.cpuMs / paced.matches).toFixed(4),
    pacedP50ms: +percentile(paced.waits, 50).toFixed(2),
    pacedP99ms: +percentile(paced.waits, 99).toFixed(2),
    eventLoopDelayMaxMs: +paced.eld.toFixed(1),
    stealPct: paced.steal,
    stealPeakPct: paced.peak,
  };
  console.log(JSON.stringify(f));
  return f;
}

const baseline = process.env.BENCH_BASELINE;
const baseDir = baseline ? checkout(baseline) : undefined;
/** BENCH_COSTS: this checkout once more per round without each feature (benchKnobs.ts) */
const costs =
  process.env.BENCH_COSTS === '1'
    ? [...BENCH_KNOBS]
    : [...parseBenchKnobs(process.env.BENCH_COSTS === '0' ? '' : process.env.BENCH_COSTS)];
const runs: { base?: Figures; here: Figures; without: Map<string, Figures> }[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  // alternate which version goes first, so neither always runs on a warmer machine
  const baseFirst = round % 2 === 1;
  let base: Figures | undefined;
  const without = new Map<string, Figures>();
  // the knobs' runs take turns too: each round starts one knob further on
  const knobs = costs.map((_, i) => costs[(i + round - 1) % costs.length]!);
  if (baseDir && baseFirst) base = await measure(`baseline ${baseline}`, round, baseDir);
  for (const knob of knobs.slice(0, knobs.length >> 1))
    without.set(knob, await measure(`without ${knob}`, round, undefined, knob));
  const here = await measure('this checkout', round);
  for (const knob of knobs.slice(knobs.length >> 1))
    without.set(knob, await measure(`without ${knob}`, round, undefined, knob));
  if (baseDir && !baseFirst) base = await measure(`baseline ${baseline}`, round, baseDir);
  runs.push({ ...(base ? { base } : {}), here, without });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const fmt = (x: number) => (Number.isFinite(x) ? +x.toFixed(3) : x);
const keys = [
  'cpuMsPerMatch200',
  'cpuMsPerMatchChurn',
  'heapPerIdleSocketKB',
  'pacedMatchesPerSecond',
  'cpuMsPerMatchPaced',
  'pacedP99ms',
  'eventLoopDelayMaxMs',
] as const;
console.log('\nmedians over the rounds' + (baseline ? ` (baseline ${baseline} → this)` : ''));
for (const k of keys) {
  const here = median(runs.map((r) => r.here[k]));
  if (!baseline) console.log(`  ${k}: ${fmt(here)}`);
  else {
    const base = median(runs.map((r) => r.base![k]));
    const ratios = runs.map((r) => fmt(r.here[k] / r.base![k]));
    console.log(
      `  ${k}: ${fmt(base)} → ${fmt(here)}  ratio median ${fmt(median(ratios))} [${ratios.join(', ')}]`,
    );
  }
}
if (costs.length) {
  console.log(
    '\ncost per feature: this checkout without it, ratio to every feature on (median [rounds])',
  );
  for (const knob of costs)
    for (const k of keys) {
      const ratios = runs.map((r) => fmt(r.without.get(knob)![k] / r.here[k]));
      if (ratios.every((x) => !Number.isFinite(x))) continue;
      const mine = median(runs.map((r) => r.without.get(knob)![k]));
      console.log(
        `  without ${knob}, ${k}: ${fmt(mine)}  x${fmt(median(ratios))} [${ratios.join(', ')}]`,
      );
    }
}
const ratioMedian = (k: (typeof keys)[number]) =>
  median(runs.map((r) => (r.base ? r.here[k] / r.base[k] : NaN)));
const eldOk = runs.filter((r) => r.here.eventLoopDelayMaxMs <= 15).length;
const p99Ok = runs.filter((r) => r.base && r.here.pacedP99ms <= r.base.pacedP99ms / 3).length;
console.log('\ntargets');
if (baseline) {
  console.log(`  CPU per match, 200 connected: <= 0.5x → x${fmt(ratioMedian('cpuMsPerMatch200'))}`);
  console.log(
    `  CPU per match, connect per match: <= 0.6x → x${fmt(ratioMedian('cpuMsPerMatchChurn'))}`,
  );
}
if (baseline && PHASES.has('paced')) {
  console.log(`  paced p99 <= 1/3 of the baseline's, in >= 4 of ${ROUNDS}: ${p99Ok} of ${ROUNDS}`);
  // No server can beat the wait for the next searcher to arrive: see lib/arrivalFloor.ts
  const floor = arrivalFloor({ active: ACTIVE, pauseMs: PAUSE_MS, seconds: SECONDS });
  const below = runs.filter((r) => r.base && r.base.pacedP99ms / 3 < floor).length;
  console.log(
    `    (a server taking no time at all would show p99 ${fmt(floor)} ms here, the wait for the` +
      ` next search to arrive; 1/3 of the baseline's p99 was below that in ${below} of ${ROUNDS})`,
  );
}
if (PHASES.has('paced') || PHASES.has('heap')) {
  const heap = fmt(median(runs.map((r) => r.here.heapPerIdleSocketKB)));
  console.log(`  heap per idle socket <= 12 KB at ${SOCKETS} sockets → ${heap} KB`);
}
if (PHASES.has('paced')) {
  console.log(`  event-loop delay max <= 15 ms, in >= 4 of ${ROUNDS}: ${eldOk} of ${ROUNDS}`);
  const steal = runs
    .flatMap((r) => [r.base, r.here])
    .filter((f): f is Figures => !!f)
    .map(
      (f) =>
        `${f.version.startsWith('baseline') ? 'b' : 'h'}${f.round} ${f.stealPct}/${f.stealPeakPct}%`,
    )
    .join(', ');
  console.log(`  host steal in the paced phases (mean / worst 100 ms): ${steal}`);
}
