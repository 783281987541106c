import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** What this needs of Engine.IO's server: its `headers` event. */
interface Engine {
  on(event: 'headers', listener: (headers: unknown, req: IncomingMessage) => void): unknown;
}

/**
 * An accepted WebSocket upgrade answers with two writes: ws writes the `101 Switching
 * Protocols` response, then Engine.IO's handshake (a turn of the microtask queue later) the
 * `open` packet. Each was its own system call, and where every match may come on a new
 * connection, write calls are a sixth of the server's CPU. Engine.IO announces the 101
 * (`headers`) once the upgrade has passed every check; from there the TCP socket is held
 * corked until the next turn of the event loop, so both go out in one call, and the client,
 * which can do nothing before the open packet, waits no longer for it. A refused upgrade is
 * never corked, so its error response is sent as before. The sockets of one turn are
 * uncorked together.
 */
export function coalesceUpgradeWrites(engine: Engine): void {
  let corked: Duplex[] = [];
  const uncorkAll = () => {
    const sockets = corked;
    corked = [];
    for (const socket of sockets) socket.uncork();
  };
  engine.on('headers', (_headers, req) => {
    if (req.headers.upgrade === undefined) return; // a long-polling response: one write already
    const socket = req.socket as Duplex;
    socket.cork();
    if (corked.push(socket) === 1) setImmediate(uncorkAll);
  });
}
