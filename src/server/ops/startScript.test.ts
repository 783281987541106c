import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  nodeVersionProblem,
  SEMI_SPACE_MB,
  typeScriptFlags,
} from '../../../scripts/node-version.mjs';

/** A Node.js older than 22.12 on this machine (OLD_NODE, else Debian's /usr/bin/node), if any. */
function oldNode(): { path: string; version: string } | null {
  const path = process.env.OLD_NODE || '/usr/bin/node';
  if (!existsSync(path)) return null;
  const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim().slice(1);
  return nodeVersionProblem(version) ? { path, version } : null;
}
const OLD_NODE = oldNode();

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

describe('npm start (scripts/start.mjs)', () => {
  it('SIGTERM to the process npm start runs shuts the server down gracefully, exit code 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mu-start-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const proc = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: dir,
        DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) =>
      proc.once('exit', (code) => resolve(code)),
    );
    await expect.poll(() => healthy(url), { timeout: 30_000, interval: 100 }).toBe(true);
    // the server runs with the flags of scripts/node-version.mjs: V8's helper threads sized to
    // the machine's cores, and a young generation small enough that each scavenge is short
    const children = readFileSync(`/proc/${proc.pid}/task/${proc.pid}/children`, 'utf8');
    const server = children.trim().split(' ').at(-1);
    const argv = readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0');
    expect(argv).toContain('--v8-pool-size=0');
    expect(argv).toContain(`--max-semi-space-size=${SEMI_SPACE_MB}`);
    expect(argv).toContain('src/server/main.ts');

    process.kill(proc.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
    // the server itself is gone too, not left behind as an orphan
    expect(await healthy(url)).toBe(false);
  }, 60_000);

  it('SIGTERM to the npm process of `npm start` (as a container runtime sends it) stops the server gracefully', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mu-npm-start-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // npm runs the script through `sh -c`; npm passes the signal to that shell only
    const proc = spawn('npm', ['start', '--silent'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: dir,
        DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr.on('data', (d: Buffer) => (output += d.toString()));
    // every process writing to these pipes (npm, its shell, start.mjs, the server) has ended
    const allGone = new Promise<void>((resolve) => proc.stdout.once('close', () => resolve()));
    await expect.poll(() => healthy(url), { timeout: 30_000, interval: 100 }).toBe(true);

    process.kill(proc.pid!, 'SIGTERM');
    await allGone;
    expect(output).toContain('shutting down');
    expect(await healthy(url)).toBe(false);
  }, 60_000);

  it('explains an old Node.js instead of crashing on the TypeScript sources', () => {
    expect(nodeVersionProblem('20.20.2')).toBe(
      'Match Up needs Node.js 22.12 or newer (Node 24 recommended); this is Node.js 20.20.2. ' +
        'Install a newer Node.js and run npm start again.',
    );
    expect(nodeVersionProblem('22.11.0')).toMatch(/needs Node\.js 22\.12 or newer/);
    expect(nodeVersionProblem('22.12.0')).toBeNull();
    expect(nodeVersionProblem('24.1.0')).toBeNull();
    expect(typeScriptFlags('22.12.0')).toEqual(['--experimental-strip-types']);
    expect(typeScriptFlags('24.1.0')).toEqual([]);
  });

  // runs where an old Node.js is installed (e.g. Debian's Node 20 as /usr/bin/node), else skipped
  it.skipIf(!OLD_NODE)('on an old Node.js it says so and exits 1, with no stack', () => {
    const run = spawnSync(OLD_NODE!.path, ['scripts/start.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(nodeVersionProblem(OLD_NODE!.version));
    expect(run.stdout).toBe('');
  });
});
