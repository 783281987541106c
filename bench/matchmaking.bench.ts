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
// BENCH_LANGUAGES=1 runs the one-node in-memory case again with every searcher naming its
// spoken languages (a realistic mix, one in ten preferring a country) and prints the ratio of
// matches/s with languages to without; BENCH_ROUNDS (1) pairs of runs, taking turns at going
// first, print each round's ratios and their medians.
import { cpuTimes, stealPct } from './lib/host.ts';
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { percentile, startServer, type BenchServer } from './lib/server.ts';

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
    return { matches, waits, cpuMs, lag: Math.max(0, lag), steal, stealPeak, connected };
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
    pacedHostStealPct: paced.steal,
    pacedHostStealPeakPct: paced.stealPeak,
    socketsConnectedAfter: [max.connected, paced.connected],
  };
  console.log(JSON.stringify(figures));
  return figures;
}

const adapter = process.env.BENCH_REDIS_ADAPTER ?? 'pubsub';
let one: Awaited<ReturnType<typeof run>> | undefined;
if (process.env.BENCH_MEMORY !== '0') {
  const single = await startServer(3901, {}, SERVER_DIR);
  one = await run('one node, in memory', [single]);
  await single.stop();
  console.log(
    `targets (2-core machine): >= 1000 matches/s -> ${one.maxMatchesPerSecond} max, ${one.pacedMatchesPerSecond} paced; ` +
      `p99 <= 25 ms -> ${one.pacedTimeToMatchP99ms} paced; ` +
      `heap <= 12 KB per idle socket -> ${one.heapPerIdleSocketKB}`,
  );
}

if (one && process.env.BENCH_LANGUAGES === '1') {
  // Rounds alternate which case runs first, so a host that slows or speeds up over a few
  // minutes (this one's neighbours) weighs on both alike; the medians are what count.
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  const without = [one];
  const spoken: (typeof one)[] = [];
  for (let round = 0; round < rounds; round++) {
    // the first round's run without languages is the one above; later rounds take turns
    const order = round === 0 ? [true] : round % 2 === 1 ? [true, false] : [false, true];
    for (const languages of order) {
      const single = await startServer(3901, {}, SERVER_DIR);
      const label = languages ? 'one node, in memory, with languages' : 'one node, in memory';
      (languages ? spoken : without).push(await run(label, [single], languages));
      await single.stop();
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const ratios = (key: 'maxMatchesPerSecond' | 'pacedMatchesPerSecond') =>
    spoken.map((f, i) => f[key] / without[i]![key]);
  const list = (xs: number[]) => xs.map((x) => `x${x.toFixed(2)}`).join(', ');
  console.log(
    `languages: matches/s with languages / without, ${rounds} round(s): ` +
      `saturation ${list(ratios('maxMatchesPerSecond'))} (median x${median(ratios('maxMatchesPerSecond')).toFixed(2)}), ` +
      `paced ${list(ratios('pacedMatchesPerSecond'))} (median x${median(ratios('pacedMatchesPerSecond')).toFixed(2)}); ` +
      `CPU per match at saturation, medians: ${median(without.map((f) => f.maxServerCpuMsPerMatch))} ms without, ` +
      `${median(spoken.map((f) => f.maxServerCpuMsPerMatch))} ms with; paced p99 time-to-match, medians: ` +
      `${median(without.map((f) => f.pacedTimeToMatchP99ms))} ms without, ${median(spoken.map((f) => f.pacedTimeToMatchP99ms))} ms with`,
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
