import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverNodeFlags } from '../../scripts/node-version.mjs';

export interface BenchServer {
  url: string;
  proc: ChildProcess;
  metrics(gc?: boolean): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/**
 * The node flags a version's own `npm start` gives its server: this checkout's, or those of
 * another version's scripts/node-version.mjs (none before it had one), so a baseline is not
 * measured without the young-generation cap it shipped with.
 */
async function startFlags(cwd?: string): Promise<string[]> {
  if (!cwd) return serverNodeFlags(process.versions.node);
  const file = join(cwd, 'scripts/node-version.mjs');
  if (!existsSync(file)) return [];
  const theirs = (await import(pathToFileURL(file).href)) as {
    serverNodeFlags?: (version: string) => string[];
  };
  return theirs.serverNodeFlags?.(process.versions.node) ?? [];
}

/** Starts `node src/server/main.ts` as its own process, so its CPU and heap are its own. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  /** the checkout to run (another version's, to compare); this one by default */
  cwd?: string,
  /** more node flags (e.g. --trace-gc) */
  nodeArgs: string[] = [],
  /**
   * features whose per-match work this run leaves out (src/server/benchKnobs.ts), e.g.
   * 'recent,presence'; this checkout only (older versions have no such entry)
   */
  without = '',
): Promise<BenchServer> {
  if (without && cwd) throw new Error('features can be left out of this checkout only');
  const dir = mkdtempSync(join(tmpdir(), 'matchup-bench-'));
  // BENCH_PROFILE=<dir> writes a CPU profile of the server there (open it in Chrome DevTools)
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const flags = await startFlags(cwd);
  const url = `http://127.0.0.1:${port}`;
  // a server left on the port (an interrupted run's) would answer for this one
  const taken = await fetch(`${url}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken: stop what listens there, or set BENCH_PORT`);
  const proc = spawn(
    process.execPath,
    [
      '--expose-gc',
      ...flags,
      ...profile,
      ...nodeArgs,
      without ? 'bench/lib/benchServer.ts' : 'src/server/main.ts',
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
        // every bench client shares the loopback address, and a churning user may hold its
        // closing socket and its next one at once
        SOCKETS_PER_ADDRESS: '100000',
        SOCKETS_PER_USER: '100',
        DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
        ...env,
        BENCH_WITHOUT: without,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      ...(cwd ? { cwd } : {}),
    },
  );
  // up to 2 minutes: on a host shared with other work, a start can take far longer than usual
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode})`);
    if (i === 1200) {
      proc.kill();
      throw new Error(`the server at ${url} did not become ready`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    proc,
    async metrics(gc = false) {
      const text = await (await fetch(`${url}/metrics${gc ? '?gc=1' : ''}`)).text();
      const values: Record<string, number> = {};
      for (const line of text.split('\n')) {
        const m = /^([a-zA-Z0-9_:]+)(?:\{[^}]*\})? ([0-9.e+-]+)$/.exec(line);
        if (m && !(m[1]! in values)) values[m[1]!] = Number(m[2]);
      }
      return values;
    },
    async stop() {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
