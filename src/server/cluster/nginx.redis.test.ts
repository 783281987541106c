import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerFound } from '../../shared/protocol/index.ts';
import { confirmAdult } from '../testing/ageGate.ts';
import { ack, connected, nextEvent, type AppClientSocket } from '../testing/harness.ts';
import { clusterEnv, startNode, type NodeProcess } from '../testing/nodes.ts';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

describe('the example nginx config in front of two nodes', () => {
  let nodes: NodeProcess[] = [];
  let nginx: ChildProcess;
  let url: string;

  beforeAll(async () => {
    if (!existsSync(NGINX))
      throw new Error(`nginx not found at ${NGINX} (apt-get install nginx, or set NGINX_PATH)`);
    const env = clusterEnv();
    nodes = [await startNode(env), await startNode(env)];
    const dir = mkdtempSync(join(tmpdir(), 'mu-nginx-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const ports = nodes.map((n) => new URL(n.url).port);
    const conf = readFileSync('deploy/nginx.conf', 'utf8')
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('server 127.0.0.1:3001', `server 127.0.0.1:${ports[0]}`)
      .replace('server 127.0.0.1:3002', `server 127.0.0.1:${ports[1]}`)
      .replace(
        'worker_processes auto;',
        `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;`,
      )
      .replace(
        'http {',
        `http {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`,
      );
    writeFileSync(join(dir, 'nginx.conf'), conf);
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    // nginx writes its pid file once its listening socket is open: watch for it, no polling
    // (`nginx -t` above leaves one behind, so it goes first)
    const pidFile = join(dir, 'nginx.pid');
    rmSync(pidFile, { force: true });
    const watcher = watch(dir);
    try {
      nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      await new Promise<void>((resolve, reject) => {
        const listening = () => existsSync(pidFile) && resolve();
        watcher.on('change', listening);
        nginx.once('exit', (code) =>
          reject(
            new Error(`nginx exited (${code}): ${readFileSync(join(dir, 'error.log'), 'utf8')}`),
          ),
        );
        listening();
      });
    } finally {
      watcher.close();
    }
    url = `http://127.0.0.1:${port}`;
  }, 90_000);
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(nodes.map((n) => n.kill()));
  });

  it('serves the app and /readyz through the balancer', async () => {
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ checks: { store: 'ok', redis: 'ok' } });
  });

  it('carries long-polling-first and websocket-only sockets, and they match each other', async () => {
    const guest = async () => {
      const res = await fetch(`${url}/api/auth/guest`, { method: 'POST' });
      const { token } = (await res.json()) as { token: string };
      await confirmAdult(url, token);
      return token;
    };
    // both sessions first: a socket made before an await may connect before it is listened to
    const [pollingToken, wsToken] = [await guest(), await guest()];
    // the library's default: HTTP long-polling first, upgraded to a websocket (needs stickiness)
    const polling: AppClientSocket = io(url, {
      auth: { token: pollingToken },
      reconnection: false,
      forceNew: true,
    });
    const ws: AppClientSocket = io(url, {
      transports: ['websocket'],
      auth: { token: wsToken },
      reconnection: false,
      forceNew: true,
    });
    try {
      await Promise.all([connected(polling), connected(ws)]);
      const found = nextEvent<PartnerFound>(ws, 'partnerFound', 5000);
      expect(await ack(polling, 'findPartner', { interests: ['through-nginx'] })).toEqual({
        ok: true,
      });
      expect(await ack(ws, 'findPartner', { interests: ['through-nginx'] })).toEqual({ ok: true });
      expect((await found).partnerId).toBe(polling.id);
      const msg = nextEvent<{ text: string }>(ws, 'receiveMessage');
      expect(await ack(polling, 'sendMessage', { text: 'via the balancer' })).toEqual({ ok: true });
      expect((await msg).text).toBe('via the balancer');
    } finally {
      polling.disconnect();
      ws.disconnect();
    }
  });
});
