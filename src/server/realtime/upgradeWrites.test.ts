import { createServer, request } from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { coalesceUpgradeWrites } from './upgradeWrites.ts';

/**
 * A Socket.IO server (coalescing or not) whose upgraded TCP sockets record each write call
 * they make: the text of the buffers one call carried.
 */
async function start(coalesce: boolean, allowRequest?: ConstructorParameters<typeof Server>[1]) {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], ...allowRequest });
  if (coalesce) coalesceUpgradeWrites(io.engine);
  const calls: string[][] = [];
  // before Engine.IO's own listener, so the 101 write is seen too
  http.prependListener('upgrade', (_req, raw: NetSocket) => {
    type Chunk = { chunk: Buffer | string };
    const net = raw as unknown as {
      _write(chunk: Buffer | string, enc: BufferEncoding, cb: () => void): void;
      _writev(chunks: Chunk[], cb: () => void): void;
    };
    const write = net._write.bind(raw);
    const writev = net._writev.bind(raw);
    net._write = (chunk, enc, cb) => (calls.push([String(chunk)]), write(chunk, enc, cb));
    net._writev = (chunks, cb) => (
      calls.push(chunks.map((c) => String(c.chunk))),
      writev(chunks, cb)
    );
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { io, url, calls };
}

describe('an accepted WebSocket upgrade is answered in one write call', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  async function connectOnce(coalesce: boolean) {
    const server = await start(coalesce);
    close = () => server.io.close();
    const client = connect(server.url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((r) => client.once('connect', () => r()));
    client.disconnect();
    return server.calls;
  }

  it('the 101 response and the open packet leave together', async () => {
    const calls = await connectOnce(true);
    expect(calls[0]!.join('')).toMatch(/^HTTP\/1\.1 101 Switching Protocols[\s\S]*0\{"sid":/);
  });

  it('without it they were two calls (what the coalescing saves)', async () => {
    const calls = await connectOnce(false);
    expect(calls[0]!.join('')).toMatch(/^HTTP\/1\.1 101 Switching Protocols/);
    expect(calls[0]!.join('')).not.toContain('"sid"');
    expect(calls[1]!.join('')).toContain('0{"sid":');
  });

  it('a refused upgrade still gets its error response', async () => {
    const server = await start(true, {
      allowRequest: (_req, callback) => callback('Origin not allowed', false),
    });
    close = () => server.io.close();
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(`${server.url}/socket.io/?EIO=4&transport=websocket`, {
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += String(chunk)));
        res.on('end', () => resolve(`${res.statusCode} ${body}`));
      });
      req.on('upgrade', () => reject(new Error('upgraded')));
      req.on('error', reject);
      req.end();
    });
    expect(answer).toMatch(/^400 .*Origin not allowed/);
  });
});
