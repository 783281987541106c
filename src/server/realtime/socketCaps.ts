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
 * opened 400 sockets, each holding memory and a place in every sweep. The handshake takes the
 * places (io.ts) and gives them back when the socket disconnects, or at once when it never
 * connects (refused later in the handshake, or its connection closed first).
 */
export class SocketCaps {
  private readonly byUser = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  private readonly options: SocketCapOptions;
  constructor(options: SocketCapOptions) {
    this.options = options;
  }

  /** Takes a place for a socket of this user and address, or answers why it is refused. */
  admit(userId: string, address: string): Refusal | undefined {
    if ((this.byUser.get(userId) ?? 0) >= this.options.perUser)
      return TOO_MANY_FOR_USER(this.options.perUser);
    if (address && (this.byAddress.get(address) ?? 0) >= this.options.perAddress)
      return TOO_MANY_FOR_ADDRESS;
    add(this.byUser, userId, 1);
    if (address) add(this.byAddress, address, 1);
    return undefined;
  }

  /** Gives back the places a socket held. */
  free(userId: string, address: string): void {
    add(this.byUser, userId, -1);
    if (address) add(this.byAddress, address, -1);
  }
}

function add(map: Map<string, number>, key: string, n: number): void {
  const next = (map.get(key) ?? 0) + n;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}
