import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppSocket } from './handle.ts';
import { fixWsClasses } from './wsClasses.ts';

/** The server side's ws receiver of a Socket.IO socket. */
const receiverOf = (socket: Socket) =>
  (socket.conn as unknown as { transport: { socket: { _receiver: { _mask: unknown } } } }).transport
    .socket._receiver;

describe('a connection lets go of its last frame once it is read (receiverMask.ts)', () => {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], maxHttpBufferSize: 1e6 });
  let client: ClientSocket;
  let server: Socket;

  beforeAll(async () => {
    const connected = new Promise<Socket>((r) =>
      io.on('connection', (socket) => {
        fixWsClasses(socket as unknown as AppSocket); // as io.ts does
        socket.on('size', (text: string, reply: (n: number) => void) => reply(text.length));
        r(socket);
      }),
    );
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    client = connect(url, { transports: ['websocket'], reconnection: false });
    server = await connected;
  });
  afterAll(async () => {
    client.disconnect();
    await io.close();
  });

  it('small frames arrive whole and leave no mask behind', async () => {
    for (const text of ['a', 'hello', 'x'.repeat(120)])
      expect(await client.emitWithAck('size', text)).toBe(text.length);
    expect(receiverOf(server)._mask).toBeUndefined();
  });

  it('a frame that spans many TCP reads keeps its mask until its last byte', async () => {
    // ~600 KB: dozens of reads, each unmasked with the same key
    const text = 'abcdefghijklmnopqrstuvwxyz'.repeat(24_000);
    const sizes = await Promise.all([
      client.emitWithAck('size', text),
      client.emitWithAck('size', text.slice(1)),
      client.emitWithAck('size', 'after'),
    ]);
    expect(sizes).toEqual([text.length, text.length - 1, 5]);
    expect(receiverOf(server)._mask).toBeUndefined();
  });
});
