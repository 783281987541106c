import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../../shared/protocol/index.ts';
import { TOO_MANY_FOR_USER } from './socketCaps.ts';
import {
  connected,
  startTestServer,
  type AppClientSocket,
  type TestServer,
} from '../testing/harness.ts';

/** Connects, or says why not: the connect_error's message. */
const tryConnect = (server: TestServer, token: string) => {
  const socket = server.connect(token);
  return connected(socket).then(
    () => socket,
    (e: Error) => (socket.close(), e.message),
  );
};

describe('socket caps: a place per open socket, given back on every way out', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SOCKETS_PER_USER: '2' });
  });
  afterAll(() => server.close());

  it('frees the place of a socket the server or the client disconnects, exactly once', async () => {
    const { token } = await server.guest();
    const full = textOf(TOO_MANY_FOR_USER(2));
    const open: AppClientSocket[] = [];
    for (let i = 0; i < 2; i++) {
      const socket = await tryConnect(server, token);
      if (typeof socket === 'string') throw new Error(socket);
      open.push(socket);
    }
    expect(await tryConnect(server, token)).toBe(full);
    const onServer = (client: AppClientSocket) =>
      server.services.io.of('/').sockets.get(client.id!)!;
    // the server leaves the namespace but keeps the connection open; it closes one; the client
    // closes one: each time the place is free for the next socket
    for (const leave of [
      (client: AppClientSocket) => onServer(client).disconnect(),
      (client: AppClientSocket) => onServer(client).disconnect(true),
      (client: AppClientSocket) => client.disconnect(),
    ]) {
      leave(open.shift()!);
      const attempt = async () => {
        const socket = await tryConnect(server, token);
        if (typeof socket !== 'string') open.push(socket);
        return typeof socket;
      };
      await expect.poll(attempt).toBe('object');
    }
    // two are open again, and no place was given back twice
    expect(await tryConnect(server, token)).toBe(full);
    open.forEach((s) => s.disconnect());
  });
});
