import { randomUUID } from 'node:crypto';
import type { AppServer } from '../realtime/io.ts';

export type BusHandler = (payload: never, from: string) => void;

/**
 * Messages between server nodes. `publish` runs the handlers on this node at once, then on
 * every other node; one process just skips the second part. Over Redis it rides Socket.IO's
 * serverSideEmit, i.e. the adapter's own pub/sub, so a node sees bus messages and room
 * broadcasts in the order Redis received them.
 */
export class ClusterBus {
  readonly nodeId: string;
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private io: AppServer | null = null;

  constructor(nodeId: string = randomUUID()) {
    this.nodeId = nodeId;
  }

  /** Connects to the other nodes through the (Redis) adapter of `io`. */
  connect(io: AppServer): void {
    this.io = io;
    (io as unknown as { on(ev: string, fn: (msg: BusMessage) => void): void }).on(
      'mu:bus',
      (msg: BusMessage) => this.dispatch(msg.type, msg.payload, msg.from),
    );
  }

  on<T>(type: string, handler: (payload: T, from: string) => void): void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler as BusHandler);
  }

  /** `local`: news no other node needs (it concerns only this node's sockets). */
  publish(type: string, payload: unknown, scope: 'cluster' | 'local' = 'cluster'): void {
    this.dispatch(type, payload, this.nodeId);
    if (scope === 'local') return;
    (
      this.io as unknown as { serverSideEmit?(ev: string, msg: BusMessage): void } | null
    )?.serverSideEmit?.('mu:bus', { type, payload: withoutUndefined(payload), from: this.nodeId });
  }

  private dispatch(type: string, payload: unknown, from: string): void {
    for (const handler of this.handlers.get(type) ?? [])
      (handler as (p: unknown, f: string) => void)(payload, from);
  }
}

/**
 * A property left undefined arrives absent on every node, whichever adapter carries it: the
 * Streams adapter's msgpack would deliver it as null (a forwarded event without payload).
 */
function withoutUndefined(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined));
}

interface BusMessage {
  type: string;
  payload: unknown;
  from: string;
}
