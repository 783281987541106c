import type { AppSocket } from './handle.ts';
import type { Refusal } from '../../shared/protocol/index.ts';

export const TOO_MANY_FOR_USER = (max: number) =>
  ({ code: 'too_many_connections', params: { max } }) as const satisfies Refusal;
export const TOO_MANY_FOR_ADDRESS = { code: 'too_many_from_network' } as const satisfies Refusal;

export interface SocketCapOptions {
  perUser: number;
  perAddress: number;
}

/**
 * Caps concurrent sockets per user and per client address on this node: one guest token once
 * opened 400 sockets, each holding memory and a place in every sweep. A socket holds its
 * places until its connection closes (the engine's close fires even when the handshake is
 * abandoned half-way, so a place is never lost).
 */
export class SocketCaps {
  private readonly byUser = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  private readonly options: SocketCapOptions;
  constructor(options: SocketCapOptions) {
    this.options = options;
  }

  /** Takes a place for the socket, or answers why it is refused. */
  admit(socket: AppSocket, userId: string, address: string): Refusal | undefined {
    if ((this.byUser.get(userId) ?? 0) >= this.options.perUser)
      return TOO_MANY_FOR_USER(this.options.perUser);
    if (address && (this.byAddress.get(address) ?? 0) >= this.options.perAddress)
      return TOO_MANY_FOR_ADDRESS;
    add(this.byUser, userId, 1);
    if (address) add(this.byAddress, address, 1);
    // one shared listener and a small record per connection, not a closure and a `once`
    // wrapper each (~250 bytes of every idle socket)
    (socket.conn as Holder)[PLACE] = { caps: this, userId, address };
    socket.conn.on('close', release);
    return undefined;
  }

  /** Gives back the places a closed connection held. */
  free(userId: string, address: string): void {
    add(this.byUser, userId, -1);
    if (address) add(this.byAddress, address, -1);
  }
}

/**
 * The places an open connection holds, kept on its engine connection: not in a WeakMap keyed
 * by connection, which every full GC marks entry by entry (see io.ts).
 */
const PLACE = Symbol('socket cap places');
interface Holder {
  [PLACE]?: { caps: SocketCaps; userId: string; address: string } | undefined;
}

function release(this: Holder): void {
  const place = this[PLACE];
  if (!place) return;
  this[PLACE] = undefined;
  place.caps.free(place.userId, place.address);
}

function add(map: Map<string, number>, key: string, n: number): void {
  const next = (map.get(key) ?? 0) + n;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}
