import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Turn {
  /** TURN_URLS / TURN_SECRET for the app server */
  env: { TURN_URLS: string; TURN_SECRET: string; TURN_TTL_SECONDS: string };
  port: number;
  /** coturn's log so far */
  log(): string;
  stop(): Promise<void>;
}

/** A UDP port nobody holds right now (coturn listens on UDP and TCP on it). */
function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createSocket('udp4');
    s.once('error', reject);
    s.bind(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The hardened example we ship (README, "Hide my IP"): the test runs coturn with it. */
export const TURN_CONFIG = fileURLToPath(new URL('../deploy/turnserver.conf', import.meta.url));

/**
 * Debian's coturn on loopback with the shipped configuration (deploy/turnserver.conf: TURN
 * REST auth, UDP relays only, quotas, no CLI, every private range denied), for a test's own
 * use: on the command line, which coturn reads after the file, its own port, secret and realm,
 * no TLS, its log, pid file and user database in a temp folder. Loopback peers must be allowed
 * on top of the example: both browsers (and so both relay addresses) are on 127.0.0.1 here.
 */
export async function startTurn(bin = process.env.TURNSERVER_PATH || '/usr/bin/turnserver') {
  const dir = mkdtempSync(join(tmpdir(), 'matchup-turn-'));
  const port = await freeUdpPort();
  const secret = randomBytes(24).toString('hex');
  const logFile = join(dir, 'turn.log');
  const child: ChildProcess = spawn(
    bin,
    [
      '-c',
      TURN_CONFIG,
      `--listening-ip=127.0.0.1`,
      `--relay-ip=127.0.0.1`,
      `--listening-port=${port}`,
      `--min-port=${port + 1}`,
      `--max-port=${port + 200}`,
      `--static-auth-secret=${secret}`,
      '--realm=matchup.test',
      '--no-tls',
      '--no-dtls',
      // only what this test needs beyond the example: its two browsers on loopback
      '--allow-loopback-peers',
      '--allowed-peer-ip=127.0.0.1',
      `--userdb=${join(dir, 'turndb')}`,
      `--pidfile=${join(dir, 'turn.pid')}`,
      `--log-file=${logFile}`,
      '--simple-log',
      '--verbose',
    ],
    { stdio: 'ignore' },
  );
  const log = () => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // ready once coturn says it listens on our port (or fail with its log)
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`turnserver exited:\n${log()}`);
    if (new RegExp(`127\\.0\\.0\\.1:${port}`).test(log())) break;
    if (i > 100) throw new Error(`turnserver did not start:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    env: {
      TURN_URLS: `turn:127.0.0.1:${port}?transport=udp`,
      TURN_SECRET: secret,
      TURN_TTL_SECONDS: '600',
    },
    port,
    log,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  } satisfies Turn;
}
