import type {
  Ack,
  ClientEventName,
  ServerEventName,
  ServerToClientEvents,
} from '../../../../shared/protocol/index.ts';
import type { AppClientSocket } from '../../../lib/realtime.ts';

type Listener = (...args: never[]) => void;

/** What a controller sent: the event, its payload (if any), and whether it asked for an ack. */
export interface Sent {
  event: ClientEventName;
  payload?: unknown;
  acked: boolean;
}

/**
 * A stand-in for the client's socket in controller tests: the test plays the server
 * (`serve`), reads what the controller sent (`sent`), and decides how acks are answered
 * (`answer`; `{ ok: true }` unless told otherwise).
 */
export class FakeSocket {
  id: string;
  readonly sent: Sent[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly answers = new Map<string, Ack>();

  constructor(id = 'me') {
    this.id = id;
  }

  /** The controller's view of it. */
  get socket(): AppClientSocket {
    return this as unknown as AppClientSocket;
  }

  on(event: string, fn: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(fn);
    return this;
  }

  off(event: string, fn: Listener): this {
    this.listeners.get(event)?.delete(fn);
    return this;
  }

  emit(event: ClientEventName, ...args: unknown[]): this {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as (res: Ack) => void) : undefined;
    this.sent.push(
      args.length ? { event, payload: args[0], acked: !!ack } : { event, acked: !!ack },
    );
    ack?.(this.answers.get(event) ?? { ok: true });
    return this;
  }

  /** How the server answers `event`'s ack from now on. */
  answer(event: ClientEventName, res: Ack): void {
    this.answers.set(event, res);
  }

  /** The server sends `event` to this socket. */
  serve<E extends ServerEventName>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    for (const fn of [...(this.listeners.get(event) ?? [])])
      (fn as (...a: unknown[]) => void)(...args);
  }

  /** The names of the events sent so far. */
  events(): ClientEventName[] {
    return this.sent.map((s) => s.event);
  }

  /** How many listeners are attached (0 after the controller detached). */
  listening(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}
