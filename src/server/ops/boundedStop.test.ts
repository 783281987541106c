import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmAdult } from '../testing/ageGate.ts';
import { ack, connected, nextEvent, type AppClientSocket } from '../testing/harness.ts';
import { startNode, type NodeProcess } from '../testing/nodes.ts';
import { LogDestination } from './logDestination.ts';

/** A FIFO with a reader and a writer end open; the test closes either. */
function fifo() {
  const path = join(mkdtempSync(join(tmpdir(), 'mu-fifo-')), 'out');
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  const reader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(path, constants.O_WRONLY);
  return { reader, writer };
}

const line = (i: number) => `${JSON.stringify({ level: 30, msg: 'request completed', i })}\n`;

describe('the log destination', () => {
  it('drops what it cannot write once the reader of stdout is gone, and its flush ends', async () => {
    const { reader, writer } = fifo();
    const logs = new LogDestination(writer);
    logs.write(line(0));
    await logs.flush(5_000);
    const got = Buffer.alloc(1024);
    expect(got.toString('utf8', 0, readSync(reader, got))).toBe(line(0));
    closeSync(reader); // the reader is gone: every write now fails with EPIPE
    for (let i = 1; i <= 1000; i++) logs.write(line(i));
    await logs.flush(60_000);
    expect(logs.dropped).toBeGreaterThan(0);
    // later lines are dropped at once: nothing is left to flush
    logs.write(line(1001));
    await logs.flush(60_000);
    closeSync(writer);
  });

  it('gives up its flush after the time given when the reader is alive but reads nothing', async () => {
    const { reader, writer } = fifo();
    const logs = new LogDestination(writer);
    // far more than a pipe holds (64 KiB): the write waits for a reader that never reads
    for (let i = 0; i < 5000; i++) logs.write(line(i));
    const started = performance.now();
    await logs.flush(300);
    expect(performance.now() - started).toBeLessThan(10_000);
    closeSync(reader); // lets the waiting write fail, so the test's thread pool is free again
    await logs.flush(10_000);
    closeSync(writer);
  });
});

describe('the watchdog of a stop', () => {
  it('kills a process whose exit is stuck for ever', async () => {
    const watchdog = resolve('src/server/ops/watchdog.ts');
    // the hang of a synchronous log flush at exit: an 'exit' listener that never returns
    const script = `
      import { armWatchdog } from ${JSON.stringify(watchdog)};
      armWatchdog(500);
      process.on('exit', () => { for (;;) {} });
      process.exit(0);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: 'ignore',
    });
    const [code, signal] = await new Promise<[number | null, string | null]>((r) =>
      child.once('exit', (c, s) => r([c, s])),
    );
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
  });
});

describe('a node stopped with SIGTERM', () => {
  const sockets: AppClientSocket[] = [];
  let node: NodeProcess | undefined;
  afterEach(async () => {
    sockets.forEach((s) => s.disconnect());
    await node?.kill('SIGKILL');
  });

  async function user(url: string) {
    const res = await fetch(`${url}/api/auth/guest`, { method: 'POST' });
    const { token } = (await res.json()) as { token: string };
    await confirmAdult(url, token);
    const socket: AppClientSocket = io(url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await connected(socket);
    return socket;
  }

  it('exits within a bound during a call, with people leaving, after its stdout reader went', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mu-stop-'));
    node = await startNode(
      {
        DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
        JWT_SECRET: 'bounded-stop-secret-0123456789abcdef',
        // every request logged: stdout is busy when the stop comes
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        SOCKETS_PER_ADDRESS: '10000',
      },
      'pipe',
    );
    const { proc, url } = node;
    let logged = '';
    proc.stdout!.on('data', (d: Buffer) => (logged += d.toString()));
    // a live call
    const [a, b] = [await user(url), await user(url)];
    const found = [nextEvent(a, 'partnerFound', 10_000), nextEvent(b, 'partnerFound', 10_000)];
    expect(await ack(a, 'findPartner', { interests: ['stop'] })).toEqual({ ok: true });
    expect(await ack(b, 'findPartner', { interests: ['stop'] })).toEqual({ ok: true });
    await Promise.all(found);
    expect(await ack(a, 'sendMessage', { text: 'still here' })).toEqual({ ok: true });
    // people about to leave, and a searcher
    const leaving = [await user(url), await user(url), await user(url)];
    await ack(leaving[0]!, 'findPartner', { interests: ['nobody-else'] });
    expect(logged).toMatch(/"msg":"request completed"/);

    // whoever read the node's stdout is gone (a log shipper that died, a closed terminal)
    proc.stdout!.destroy();
    const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
    const started = performance.now();
    leaving.forEach((s) => s.disconnect());
    proc.kill('SIGTERM');
    // logs keep coming meanwhile: the call's partner and the leavers' requests
    void fetch(`${url}/healthz`).catch(() => undefined);
    await exited;
    // the stop's own bound (10 s) plus its log flush; never the hang of an exit that waits
    // for a stdout nobody reads
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 60_000);
});
