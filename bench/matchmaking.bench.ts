// Matchmaking benchmark: socket.io clients in separate processes on loopback against the real
// server process. Prints matches/s, time-to-match p50/p99, event-loop lag p99, server CPU ms
// per match, heap per idle connected socket, and the host's CPU steal during the paced phase
// (its mean, and its worst 100 ms: while the hypervisor runs other guests, everything stalls).
// Env: BENCH_SOCKETS (10000), BENCH_ACTIVE (2000), BENCH_SECONDS (10), BENCH_WORKERS (2),
// BENCH_PAUSE_MS (900: the paced phase's mean pause between a match and the next search);
// BENCH_REDIS_URL + BENCH_POSTGRES_URL add a two-node run sharing Redis; BENCH_REDIS_NODES
// (2) lists the Redis runs' node counts (e.g. 1,2); BENCH_REDIS_ADAPTER (pubsub) is the
// nodes' REDIS_ADAPTER; BENCH_MEMORY=0 skips the one-node in-memory run; BENCH_SERVER_DIR
// (a checkout of another version, e.g. a git worktree) runs that version's server under this
// same load generator, so two versions compare without their benches' differences.
// The one-node run is a set of variants, run in BENCH_ROUNDS (1) interleaved rounds (each
// round starts one variant further on, so none always runs first), each a fresh server:
//   - this checkout, every feature on;
//   - BENCH_BASELINE=<git ref>: that version's server, built from git into a temporary
//     directory (as the lean bench does);
//   - BENCH_LANGUAGES=1: this checkout with every searcher naming its spoken languages (a
//     realistic mix, one in ten preferring a country);
//   - BENCH_COSTS=1: this checkout once without each feature's per-match work
//     (src/server/benchKnobs.ts: languages, recent, presence, gates, metrics, standing), or
//     BENCH_COSTS=<list> for some of them; each prices one feature;
//   - BENCH_FLOOR=1: this checkout without every one of those features at once (what the
//     pairing costs here with none of this year's per-match work).
// It prints each variant's medians over the rounds and, round by round, its ratio to this
// checkout with every feature on (CPU per match, matches/s, paced p99, RSS).
// BENCH_WITHOUT=<list> runs this checkout without those features instead of with all of them.
import { cpuTimes, stealPct } from './lib/host.ts';
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkout } from './lib/checkout.ts';
import { percentile, startServer, type BenchServer } from './lib/server.ts';
import { BENCH_KNOBS, parseBenchKnobs } from '../src/server/benchKnobs.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const ACTIVE = Number(process.env.BENCH_ACTIVE ?? 2_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 900);
const SERVER_DIR = process.env.BENCH_SERVER_DIR || undefined;
if (SERVER_DIR && !existsSync(join(SERVER_DIR, 'src/server/main.ts')))
  throw new Error(`BENCH_SERVER_DIR: ${SERVER_DIR} holds no src/server/main.ts (a checkout)`);
if (SERVER_DIR) console.log(`server: the checkout in ${SERVER_DIR}`);
const WARM = 200 * WORKERS;
const INTERESTS = ['music', 'chess', 'travel', 'movies', 'games', 'art', 'food', 'sport'];

type Msg = {
  type: string;
  count?: number;
  matches?: number;
  waits?: number[];
  dropped?: Record<string, number>;
};
const once = (child: ChildProcess, type: string) =>
  new Promise<Msg>((resolve) => {
    const on = (m: Msg) => {
      if (m.type !== type) return;
      child.off('message', on);
      resolve(m);
    };
    child.on('message', on);
  });

async function run(label: string, servers: BenchServer[], languages = false) {
  const workers = Array.from({ length: WORKERS }, () =>
    fork('bench/lib/matchmaking-worker.ts', { stdio: 'inherit' }),
  );
  const connect = async (count: number) => {
    const urls = servers.map((s) => s.url);
    workers.forEach((w) => w.send({ type: 'connect', urls, count: count / WORKERS }));
    await Promise.all(workers.map((w) => once(w, 'connected')));
  };
  // Heap per idle socket is the slope from WARM to SOCKETS connected sockets, so one-time
  // costs of the first connections (compiled code, caches, lazily built state) don't count.
  const t0 = Date.now();
  await connect(WARM);
  await new Promise((r) => setTimeout(r, 1000));
  const before = await Promise.all(servers.map((s) => s.metrics(true)));
  await connect(SOCKETS - WARM);
  const connectSeconds = (Date.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  const idle = await Promise.all(servers.map((s) => s.metrics(true)));
  const heapPerSocket =
    idle.reduce(
      (t, m, i) => t + (m.nodejs_heap_size_used_bytes! - before[i]!.nodejs_heap_size_used_bytes!),
      0,
    ) /
    (SOCKETS - WARM);

  /** One phase: every active socket searches, and after each match searches again. */
  async function phase(pauseMs: number) {
    const start = await Promise.all(servers.map((s) => s.metrics()));
    const cpuBefore = start.reduce((t, m) => t + m.process_cpu_seconds_total!, 0);
    const hostBefore = cpuTimes();
    // the worst 100 ms: a short full pause of the VM hides in the phase's average
    let stealPeak = 0;
    let last = hostBefore;
    const sampler = setInterval(() => {
      const now = cpuTimes();
      stealPeak = Math.max(stealPeak, stealPct(last, now));
      last = now;
    }, 100);
    workers.forEach((w) =>
      w.send({ type: 'run', active: ACTIVE / WORKERS, interests: INTERESTS, pauseMs, languages }),
    );
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const results = await Promise.all(
      workers.map((w) => {
        const r = once(w, 'result');
        w.send({ type: 'stop' });
        return r;
      }),
    );
    const after = await Promise.all(servers.map((s) => s.metrics()));
    clearInterval(sampler);
    const steal = stealPct(hostBefore, cpuTimes());
    const cpuMs = (after.reduce((t, m) => t + m.process_cpu_seconds_total!, 0) - cpuBefore) * 1000;
    // each match is reported by both of its sockets
    const matches = results.reduce((t, r) => t + r.matches!, 0) / 2;
    const waits = results.flatMap((r) => r.waits!).sort((a, b) => a - b);
    // lag beyond the 1 ms sampling resolution
    const lag = Math.max(...after.map((m) => m.nodejs_eventloop_lag_p99_seconds ?? 0)) * 1000 - 1;
    await new Promise((r) => setTimeout(r, 1500)); // let the last searches settle
    // sockets still connected (a socket the server dropped, e.g. as silent, stops searching)
    const connected = after.reduce((t, m) => t + (m.matchup_connections_open ?? 0), 0);
    const dropped: Record<string, number> = {};
    for (const r of results)
      for (const [k, v] of Object.entries(r.dropped ?? {})) dropped[k] = (dropped[k] ?? 0) + v;
    if (Object.keys(dropped).length)
      console.log(`  sockets dropped so far, by reason: ${JSON.stringify(dropped)}`);
    // resident memory at the phase's end, every socket still connected (the largest node's)
    const rssMB = Math.max(...after.map((m) => m.process_resident_memory_bytes ?? NaN)) / 2 ** 20;
    return { matches, waits, cpuMs, lag: Math.max(0, lag), steal, stealPeak, connected, rssMB };
  }

  // saturation: search again at once (the most matches the server can make)
  const max = await phase(0);
  // paced (the steady state): each socket starts at a random moment, then pauses PAUSE_MS on
  // average between a match and its next search, offering about ACTIVE/2/PAUSE matches a second
  const paced = await phase(PAUSE_MS);
  workers.forEach((w) => w.send({ type: 'exit' }));

  const figures = {
    label,
    sockets: SOCKETS,
    activeSearchers: ACTIVE,
    connectSeconds: +connectSeconds.toFixed(1),
    heapPerIdleSocketKB: +(heapPerSocket / 1024).toFixed(2),
    maxMatchesPerSecond: Math.round(max.matches / SECONDS),
    maxServerCpuMsPerMatch: +(max.cpuMs / max.matches).toFixed(3),
    maxTimeToMatchP99ms: +percentile(max.waits, 99).toFixed(2),
    pacedMatchesPerSecond: Math.round(paced.matches / SECONDS),
    pacedTimeToMatchP50ms: +percentile(paced.waits, 50).toFixed(2),
    pacedTimeToMatchP99ms: +percentile(paced.waits, 99).toFixed(2),
    pacedEventLoopLagP99ms: +paced.lag.toFixed(2),
    serverCpuMsPerMatch: +(paced.cpuMs / paced.matches).toFixed(3),
    pacedRssMB: Math.round(paced.rssMB),
    pacedHostStealPct: paced.steal,
    pacedHostStealPeakPct: paced.stealPeak,
    socketsConnectedAfter: [max.connected, paced.connected],
  };
  console.log(JSON.stringify(figures));
  return figures;
}

const adapter = process.env.BENCH_REDIS_ADAPTER ?? 'pubsub';
type Figures = Awaited<ReturnType<typeof run>>;
interface Variant {
  label: string;
  cwd?: string;
  without?: string;
  languages?: boolean;
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('BENCH_ROUNDS: a positive integer');
const baseline = process.env.BENCH_BASELINE;
if (baseline && SERVER_DIR)
  throw new Error('BENCH_BASELINE and BENCH_SERVER_DIR: one or the other');
const withoutAll = [...parseBenchKnobs(process.env.BENCH_WITHOUT)].join(',');
const costs =
  process.env.BENCH_COSTS === '1'
    ? [...BENCH_KNOBS]
    : [...parseBenchKnobs(process.env.BENCH_COSTS === '0' ? '' : process.env.BENCH_COSTS)];
const variants: Variant[] = [
  {
    label: withoutAll ? `this checkout without ${withoutAll}` : 'this checkout',
    ...(SERVER_DIR ? { cwd: SERVER_DIR } : {}),
    ...(withoutAll ? { without: withoutAll } : {}),
  },
  ...(baseline ? [{ label: `baseline ${baseline}`, cwd: checkout(baseline) }] : []),
  ...(process.env.BENCH_LANGUAGES === '1' ? [{ label: 'with languages', languages: true }] : []),
  ...costs.map((knob) => ({ label: `without ${knob}`, without: knob })),
  ...(process.env.BENCH_FLOOR === '1'
    ? [{ label: 'without every feature', without: BENCH_KNOBS.join(',') }]
    : []),
];
const results = new Map<Variant, Figures[]>(variants.map((v) => [v, []]));
let one: Figures | undefined;
if (process.env.BENCH_MEMORY !== '0') {
  for (let round = 0; round < rounds; round++) {
    const order = variants.map((_, i) => variants[(i + round) % variants.length]!);
    for (const variant of order) {
      const single = await startServer(3901, {}, variant.cwd, [], variant.without);
      const figures = await run(
        `${variant.label}, round ${round + 1}`,
        [single],
        variant.languages,
      );
      await single.stop();
      results.get(variant)!.push(figures);
    }
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const keys = [
    'maxMatchesPerSecond',
    'maxServerCpuMsPerMatch',
    'pacedMatchesPerSecond',
    'serverCpuMsPerMatch',
    'pacedTimeToMatchP50ms',
    'pacedTimeToMatchP99ms',
    'pacedRssMB',
    'heapPerIdleSocketKB',
  ] as const;
  const mine = results.get(variants[0]!)!;
  one = mine[0];
  console.log(
    `\none node, medians of ${rounds} round(s); [ratios to "${variants[0]!.label}", round by round]`,
  );
  for (const variant of variants) {
    const figures = results.get(variant)!;
    console.log(`  ${variant.label}:`);
    for (const k of keys) {
      const ratios =
        variant === variants[0]
          ? ''
          : ` ratio median x${median(figures.map((f, i) => f[k] / mine[i]![k])).toFixed(3)} [${figures
              .map((f, i) => (f[k] / mine[i]![k]).toFixed(2))
              .join(', ')}]`;
      console.log(`    ${k}: ${+median(figures.map((f) => f[k])).toFixed(3)}${ratios}`);
    }
  }
  console.log(
    `targets (2-core machine): >= 1000 matches/s -> ${median(mine.map((f) => f.maxMatchesPerSecond))} max, ` +
      `${median(mine.map((f) => f.pacedMatchesPerSecond))} paced; ` +
      `p99 <= 25 ms -> ${median(mine.map((f) => f.pacedTimeToMatchP99ms))} paced; ` +
      `heap <= 12 KB per idle socket -> ${median(mine.map((f) => f.heapPerIdleSocketKB))}`,
  );
}

if (process.env.BENCH_REDIS_URL) {
  const env: Record<string, string> = {
    REDIS_URL: process.env.BENCH_REDIS_URL,
    REDIS_ADAPTER: adapter,
  };
  if (process.env.BENCH_POSTGRES_URL) env.DATABASE_URL = process.env.BENCH_POSTGRES_URL;
  const counts = (process.env.BENCH_REDIS_NODES ?? '2').split(',').map(Number);
  for (const count of counts) {
    if (!(count === 1 || count === 2)) throw new Error('BENCH_REDIS_NODES: 1 and/or 2, e.g. 1,2');
    const nodes = [];
    for (let i = 0; i < count; i++) nodes.push(await startServer(3902 + i, env, SERVER_DIR));
    const label = count === 1 ? 'one node on Redis' : 'two nodes sharing Redis';
    const figures = await run(`${label} (${adapter} adapter)`, nodes);
    await Promise.all(nodes.map((n) => n.stop()));
    if (one && count === 2)
      console.log(
        `Redis path cost: CPU per match x${(figures.serverCpuMsPerMatch / one.serverCpuMsPerMatch).toFixed(2)} ` +
          `(target <= 2), paced p99 time-to-match ${figures.pacedTimeToMatchP99ms} ms (target <= 50)`,
      );
  }
}
