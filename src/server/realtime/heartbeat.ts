import { SOCKET } from '../../shared/constants.ts';
import type { AppSocket } from './handle.ts';
import type { AppServer } from './io.ts';

/**
 * App-level heartbeat (SPEC: `ping` from the server, `pong` from the client). One timer for
 * all sockets; a socket silent for longer than the timeout is a zombie and is disconnected,
 * which takes it out of the queue and its match like any other disconnect.
 */
export function startHeartbeat(
  io: AppServer,
  lastPong: WeakMap<AppSocket, number>,
  now = () => Date.now(),
) {
  const timer = setInterval(() => {
    const t = now();
    for (const socket of io.of('/').sockets.values()) {
      const last = lastPong.get(socket) ?? t;
      if (t - last > SOCKET.heartbeatTimeoutMs) socket.disconnect(true);
      else socket.emit('ping');
    }
  }, SOCKET.heartbeatEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
