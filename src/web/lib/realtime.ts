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
  return socket;
}
