import type { AppSocket } from './handle.ts';
import { quietRedundantEnds } from './quietEnds.ts';
import { releaseMasks } from './receiverMask.ts';

let fixed = false;

/**
 * Applies the process-wide ws fixes (quietEnds.ts, receiverMask.ts) to the classes of the
 * first WebSocket connection: its receiver's and its TCP socket's. Every connection shares
 * those classes, so later connections cost one flag check; a long-polling connection has
 * neither and leaves the fixes to the next WebSocket one.
 */
export function fixWsClasses(socket: AppSocket): void {
  if (fixed) return;
  type Ws = { _socket?: object | null; _receiver?: object | null };
  const ws = (socket.conn as unknown as { transport?: { socket?: Ws } }).transport?.socket;
  if (!ws?._receiver || !ws._socket) return;
  fixed = true;
  quietRedundantEnds(Object.getPrototypeOf(ws._receiver) as object);
  quietRedundantEnds(Object.getPrototypeOf(ws._socket) as object);
  releaseMasks(ws._receiver);
}
