import type { SocketReservedEvents } from 'socket.io-client';
import { S2C, type ServerToClientEvents } from '../../shared/protocol/server-events.ts';
import type { AppClientSocket } from './realtime.ts';

/** The socket's own events a controller may follow (its link coming and going). */
const RESERVED: (keyof SocketReservedEvents)[] = ['connect', 'connect_error', 'disconnect'];

/** Handlers for some of the server's events and the socket's own, each typed by its event. */
export type SocketHandlers = Partial<ServerToClientEvents & SocketReservedEvents>;

/**
 * Subscribes a map of handlers to the typed socket and returns the unsubscribe. Each handler is
 * checked against its event's payload where the map is written, so no call site needs a cast.
 */
export function subscribe(socket: AppClientSocket, handlers: SocketHandlers): () => void {
  const offs: (() => void)[] = [];
  for (const event of [...Object.values(S2C), ...RESERVED]) {
    const fn = handlers[event];
    if (!fn) continue;
    socket.on(event, fn);
    offs.push(() => socket.off(event, fn));
  }
  return () => offs.splice(0).forEach((off) => off());
}
