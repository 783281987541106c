import { io, type Socket } from 'socket.io-client';
import { SOCKET } from '../../shared/constants.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/protocol/index.ts';
import { resolveApiBase } from './apiBase.ts';

export type AppClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * One realtime connection per signed-in user. The token is fetched fresh at every
 * (re)connection; the app-level `ping` is answered with `pong`.
 */
export function connectRealtime(getToken: () => Promise<string | null>): AppClientSocket {
  const socket: AppClientSocket = io(resolveApiBase() || undefined, {
    transports: ['websocket', 'polling'],
    timeout: SOCKET.connectTimeoutMs,
    reconnectionDelay: SOCKET.reconnectDelayMs,
    reconnectionDelayMax: SOCKET.reconnectDelayMaxMs,
    randomizationFactor: SOCKET.randomizationFactor,
    reconnectionAttempts: Infinity,
    auth: (cb) => {
      void getToken().then((token) => cb({ token }));
    },
  });
  socket.on('ping', () => socket.emit('pong'));
  socket.on('disconnect', (reason) => {
    // Socket.IO retries by itself after a network loss, but never after the server closed the
    // socket (a restart or a drain says so on purpose): reconnect then too, after the spec's
    // first backoff step; later tries follow the manager's backoff (1 s to 5 s, jitter 0.5).
    if (reason !== 'io server disconnect') return;
    const jitter = 1 + (Math.random() * 2 - 1) * SOCKET.randomizationFactor;
    setTimeout(() => {
      if (!socket.connected && socket.io.opts.reconnection !== false) socket.connect();
    }, SOCKET.reconnectDelayMs * jitter);
  });
  return socket;
}
