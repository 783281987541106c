import { createServer, type Server as HttpServer } from 'node:http';
import { Socket as NetSocket, type AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { compactLater, compactSocket, LazyAcks } from './compact.ts';
import type { AppSocket } from './handle.ts';
import { fixWsClasses } from './wsClasses.ts';

/** A plain Socket.IO server whose sockets are compacted as the app's are. */
async function start() {
  const http: HttpServer = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  const compacted: AppSocket[] = [];
  io.on('connection', (socket) => {
    socket.onAny(() => undefined); // as the app's dispatcher: one shared onAny listener
    socket.on('echo', (text: string, reply: (t: string) => void) => reply(`echo: ${text}`));
    setImmediate(() => {
      compactSocket.call(socket as unknown as AppSocket);
      compacted.push(socket as unknown as AppSocket);
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { io, http, url, compacted };
}

describe('compacted sockets behave as before', () => {
  let server: Awaited<ReturnType<typeof start>> | undefined;
  let client: ClientSocket | undefined;
  afterEach(async () => {
    client?.disconnect();
    await server?.io.close();
  });

  it('events, acks both ways, and the disconnect all still work after compaction', async () => {
    server = await start();
    client = connect(server.url, { transports: ['websocket'], reconnection: false });
    client.on('ask', (q: string, reply: (a: string) => void) => reply(`answer to ${q}`));
    await new Promise<void>((r) => client!.once('connect', () => r()));
    await expect.poll(() => server!.compacted.length).toBe(1);
    const socket = server.compacted[0]!;
    expect((socket as unknown as { acks: unknown }).acks).toBeInstanceOf(LazyAcks);

    // client to server, with the server's reply
    expect(await client.timeout(2000).emitWithAck('echo', 'hi')).toBe('echo: hi');
    // server to client, with the client's reply (kept in the lazily built ack map)
    const asked = await (
      socket.timeout(2000) as unknown as {
        emitWithAck: (e: string, q: string) => Promise<string>;
      }
    ).emitWithAck('ask', 'q1');
    expect(asked).toBe('answer to q1');

    const gone = new Promise<string>((r) => socket.once('disconnect', (reason) => r(reason)));
    client.io.engine.close(); // the connection drops under the server
    expect(await gone).toBe('transport close');
  });

  it('LazyAcks reads as an empty map until its first ack', () => {
    const acks = new LazyAcks<number, string>();
    expect([acks.size, acks.get(1), acks.has(1), acks.delete(1)]).toEqual([
      0,
      undefined,
      false,
      false,
    ]);
    acks.set(1, 'a').set(2, 'b');
    expect([acks.size, acks.get(2), acks.has(1)]).toEqual([2, 'b', true]);
    expect(acks.delete(1)).toBe(true);
    const seen: [number, string][] = [];
    acks.forEach((v, k) => seen.push([k, v]));
    expect(seen).toEqual([[2, 'b']]);
    acks.clear();
    expect(acks.size).toBe(0);
  });
});

describe('compactLater', () => {
  let http: HttpServer | undefined;
  let io: Server | undefined;
  const clients: ClientSocket[] = [];
  afterEach(async () => {
    clients.splice(0).forEach((c) => c.disconnect());
    await io?.close();
  });

  /** A server whose sockets go through compactLater, and `n` clients connected to it. */
  async function connectMany(n: number, options: Parameters<typeof compactLater>[0]) {
    http = createServer();
    io = new Server(http, { transports: ['websocket'] });
    const compactor = compactLater(options);
    const sockets: AppSocket[] = [];
    io.on('connection', (socket) => {
      sockets.push(socket as unknown as AppSocket);
      fixWsClasses(socket as unknown as AppSocket); // as io.ts does
      compactor.add(socket as unknown as AppSocket);
    });
    await new Promise<void>((r) => http!.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    for (let i = 0; i < n; i++) {
      const client = connect(url, { transports: ['websocket'], reconnection: false });
      clients.push(client);
      await new Promise<void>((r) => client.once('connect', () => r()));
    }
    return { compactor, sockets };
  }
  const compacted = (socket: AppSocket) =>
    (socket as unknown as { acks: unknown }).acks instanceof LazyAcks;

  it('compacts a wave of connections a batch per turn, each one still working after', async () => {
    const { compactor, sockets } = await connectMany(5, { afterMs: 0, perTurn: 2 });
    await expect.poll(() => sockets.filter(compacted).length).toBe(5);
    expect(compactor.waiting).toBe(0);
    // a closing connection's redundant end() calls are quieted (quietEnds.ts), on the TCP
    // socket's class and ws's receiver's
    const ws = (sockets[0]!.conn as unknown as { transport: { socket: { _receiver: object } } })
      .transport.socket;
    expect(NetSocket.prototype.end.name).toBe('quietEnd');
    expect((ws._receiver as { end: () => void }).end.name).toBe('quietEnd');
    for (const [i, client] of clients.entries()) {
      const heard = new Promise((r) => client.once('hello', r));
      (sockets[i] as unknown as { emit(e: string, v: number): void }).emit('hello', i);
      expect(await heard).toBe(i);
    }
  });

  it('skips a connection that ended before its turn', async () => {
    let turn: (() => void) | undefined;
    const wait = (run: () => void) => ((turn = run), { unref: () => undefined });
    const { compactor, sockets } = await connectMany(2, { afterMs: 250, perTurn: 200, wait });
    expect(compactor.waiting).toBe(2);
    const gone = new Promise((r) => sockets[0]!.once('disconnect', r));
    clients[0]!.disconnect();
    await gone;
    turn!();
    expect(sockets.map(compacted)).toEqual([false, true]);
    expect(compactor.waiting).toBe(0);
  });
});
