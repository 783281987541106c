import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface NodeProcess {
  url: string;
  proc: ChildProcess;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Shared env for a cluster of test nodes: its own PostgreSQL schema (or SQLite file) and Redis prefix. */
export function clusterEnv(): Record<string, string> {
  const tag = `t_${randomBytes(5).toString('hex')}`;
  const db: Record<string, string> = process.env.TEST_POSTGRES_URL
    ? { DATABASE_URL: process.env.TEST_POSTGRES_URL, DATABASE_SCHEMA: tag }
    : { DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'mu-cluster-')), 'db.sqlite')}` };
  return {
    ...db,
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_PREFIX: `${tag}:`,
    JWT_SECRET: `cluster-test-secret-${tag}-0123456789`,
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    // every test client shares 127.0.0.1: the per-address cap would count them as one network
    SOCKETS_PER_ADDRESS: '10000',
  };
}

/**
 * Starts `node src/server/main.ts` as a separate process and waits until it listens: main.ts
 * says so over the IPC channel once `listen` resolved (store, Redis and routes all set up).
 */
export async function startNode(
  env: Record<string, string>,
  /** 'pipe': the test reads (or stops reading) the node's stdout, its log */
  stdout: 'inherit' | 'pipe' = 'inherit',
): Promise<NodeProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('node did not become ready')), 30_000);
    const onExit = (code: number | null) => fail(new Error(`node exited with ${code}`));
    function fail(err: Error) {
      clearTimeout(timer);
      proc.off('message', onMessage);
      reject(err);
    }
    function onMessage(message: unknown) {
      if ((message as { listening?: boolean } | null)?.listening !== true) return;
      clearTimeout(timer);
      proc.off('exit', onExit);
      proc.off('message', onMessage);
      // nothing else travels on the channel; closed, it holds neither process open
      proc.disconnect();
      resolve();
    }
    proc.on('message', onMessage);
    proc.once('exit', onExit);
  });
  return {
    url,
    proc,
    async kill(signal = 'SIGTERM') {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill(signal);
      await exited;
    },
  };
}
