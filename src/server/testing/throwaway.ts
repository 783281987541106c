import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect as createConnection, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL and a Redis of a test's own, on free loopback ports, that the test may stop and
 * start again to play an outage: the machine's shared servers are never touched.
 */
export interface Throwaway {
  url: string;
  /** stops the server (a fast shutdown: every connection is cut) and waits for its exit */
  stop(): Promise<void>;
  /** starts it again on the same port, with the same data where it keeps any */
  start(): Promise<void>;
  /** freezes the server (SIGSTOP): connections stay open and nothing answers */
  pause(): void;
  resume(): void;
  /** stops it for good and removes its files */
  destroy(): Promise<void>;
}

/** The PostgreSQL server binary of the newest installed version, if any. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (existsSync(join(root, v, 'bin', 'postgres'))) return join(root, v, 'bin');
  return undefined;
}

export function redisBin(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** What an outage test cannot run without, in words; empty when both servers are installed. */
export function missingServers(): string[] {
  const missing: string[] = [];
  if (!postgresBin()) missing.push('PostgreSQL server binaries (/usr/lib/postgresql/*/bin)');
  if (!redisBin()) missing.push('redis-server');
  return missing;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its files and process belong to `postgres`. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  if (userInfo().uid !== 0) return [command, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', command, ...args]];
}

async function exited(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  await new Promise((resolve) => proc.once('exit', resolve));
}

/** Runs `start` until `ready` answers true, or fails after 30 s with the server's output. */
async function until(ready: () => Promise<boolean>, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`throwaway server did not start:\n${output()}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(port);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function server(
  spawnIt: () => ChildProcess,
  port: number,
  stopSignal: NodeJS.Signals,
  cleanup: () => void,
): Omit<Throwaway, 'url'> {
  let proc: ChildProcess | undefined;
  let log = '';
  const start = async () => {
    proc = spawnIt();
    proc.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    const running = proc;
    await until(
      async () => {
        if (running.exitCode !== null) throw new Error(`throwaway server exited:\n${log}`);
        return accepts(port);
      },
      () => log,
    );
  };
  const stop = async () => {
    if (!proc) return;
    const running = proc;
    proc = undefined;
    running.kill('SIGCONT');
    running.kill(stopSignal);
    await exited(running);
  };
  return {
    start,
    stop,
    pause: () => void proc?.kill('SIGSTOP'),
    resume: () => void proc?.kill('SIGCONT'),
    destroy: async () => {
      await stop();
      cleanup();
    },
  };
}

/** A fresh PostgreSQL cluster in a temporary folder; its database `postgres` is the test's. */
export async function startPostgres(): Promise<Throwaway> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL server binaries');
  const dir = mkdtempSync(join(tmpdir(), 'mu-pg-'));
  const data = join(dir, 'data');
  if (userInfo().uid === 0) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout), Number(gids.stdout));
  }
  const [initCmd, initArgs] = asPostgres(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [cmd, args] = asPostgres(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
  ]);
  // SIGINT is PostgreSQL's fast shutdown: it cuts every client, as a restart or failover does
  const pg = server(
    () => spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }),
    port,
    'SIGINT',
    () => rmSync(dir, { recursive: true, force: true }),
  );
  await pg.start();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, ...pg };
}

/** A Redis that keeps nothing on disk: a restart loses every key, as a fresh replica would. */
export async function startRedis(): Promise<Throwaway> {
  const bin = redisBin();
  if (!bin) throw new Error('no redis-server');
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const redis = server(
    () => spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] }),
    port,
    'SIGTERM',
    () => undefined,
  );
  await redis.start();
  return { url: `redis://127.0.0.1:${port}`, ...redis };
}
