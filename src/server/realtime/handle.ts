import type { Socket } from 'socket.io';
import {
  clientSchemas,
  type Ack,
  type AckExtras,
  type ClientEventName,
  type ClientPayload,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../shared/protocol/index.ts';
import { zodIssue } from '../http/errors.ts';
import { isOutage } from '../http/unavailable.ts';
import { refusedAck, wireOf, type Refusal } from '../../shared/protocol/index.ts';
import type { SocketUser } from '../store/users.ts';
import type { Country } from '../geo/country.ts';

export interface SocketData {
  user: SocketUser;
  deviceId: string | null;
  ip: string;
  /** from the offline IP lookup, else the client's profileUpdate */
  country: Country;
  /** the account's name seed: a guest searches under the guest name it stands for */
  nameSeed: number | null;
  /** the interests of the last search, for nextPartner */
  lastInterests?: string[];
  /** the languages and country preference of the last findPartner, for Next and requeues */
  affinity?: { languages: string[]; prefersCountry: string | null };
  /** the heartbeat dropped it for silence (maybe a network change): its match waits */
  silent?: boolean;
  /** when it last answered the heartbeat (set as it connects) */
  lastPong?: number;
  /** its person passed the 18+ gate: an adult stays one, so later searches skip the check */
  adult?: boolean;
  /** until when the queue is known to hold its person's blocks (blocks/service.ts) */
  blocksPrimedUntil?: number;
  /** the match it sits in (set where its partnerFound went out): contacts read it cluster-wide */
  inMatch?: string;
}

export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

/**
 * A handler returns nothing when it accepted the event, or why it refused it: a code of the
 * tables (shared/protocol/codes), never a text.
 */
export type Handler<E extends ClientEventName> = (
  payload: ClientPayload<E>,
  socket: AppSocket,
) => HandlerResult | Promise<HandlerResult>;

/** What an accepted event adds to its ack (AckExtras: callContact's callId), when it has any. */
export interface Accepted<E extends keyof AckExtras> {
  accepted: AckExtras[E];
}
type HandlerResult = void | Refusal | Accepted<keyof AckExtras>;

/** Checked before the schema: rate limits, bans. Returns a refusal, or nothing. */
export type Guard = (
  socket: AppSocket,
  /** 'unknown' for an event nobody handles (rate-limited too) */
  event: ClientEventName | 'unknown',
) => Refusal | undefined | Promise<Refusal | undefined>;

export interface HandleOptions {
  guards?: Guard[];
  onError?: (event: string, err: unknown) => void;
  /** scale-out: sends a valid event to the node that owns it; that node's answer when it did */
  forward?: (
    socket: AppSocket,
    event: ClientEventName,
    payload: unknown,
  ) => Promise<Ack> | undefined;
}

function reply(
  socket: AppSocket,
  event: string,
  ack: ((res: Ack) => void) | undefined,
  answer?: Refusal | Accepted<keyof AckExtras>,
) {
  const refusal = answer && 'code' in answer ? answer : undefined;
  if (!ack) {
    if (refusal) socket.emit('error', { event, ...wireOf('error', refusal) });
    return;
  }
  if (refusal) return ack(refusedAck(refusal));
  ack(answer && 'accepted' in answer ? { ok: true, ...answer.accepted } : { ok: true });
}

/** Echoes a short, plain name only: a long or odd one is the sender's, not worth sending back. */
export function unknownEvent(name: string): Refusal {
  return {
    code: 'unknown_event',
    params: { name: /^[A-Za-z][\w-]{0,39}$/.test(name) ? name : '' },
  };
}

/** A feature's socket events: one handler per event, made once per server, not per socket. */
export type HandlerTable = { [E in ClientEventName]?: Handler<E> };

/** Runs one received event: `args` are the event's arguments, a trailing ack function included. */
export type Dispatch = (socket: AppSocket, event: unknown, args: unknown[]) => Promise<void>;

export interface Dispatcher {
  dispatch: Dispatch;
  /** Attaches the dispatcher to a socket: one shared listener for every event. */
  attach(socket: AppSocket): void;
}

/**
 * Every event of `table` behind its zod schema (Colyseus' validate(schema, handler)): guards
 * first (rate limits, bans), then the schema; a bad payload is answered with the reason and
 * never reaches the handler, and an event nobody handles is refused by name.
 *
 * One dispatcher serves every socket through a single `onAny` listener that is shared, not a
 * closure per event and socket: at 20 events that closure set was ~6 KB of heap per idle
 * socket, a third of what an idle connection cost.
 */
export function createDispatcher(table: HandlerTable, options: HandleOptions = {}): Dispatcher {
  const guards = options.guards ?? [];
  const dispatch: Dispatch = async (socket, event, args) => {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as (res: Ack) => void) : undefined;
    const name = String(event);
    try {
      const handler =
        typeof event === 'string' && Object.hasOwn(table, event)
          ? (table[event as ClientEventName] as Handler<ClientEventName> | undefined)
          : undefined;
      // A stand-in for a socket on another node: its own node already ran the guards.
      const remote = (socket.data as { virtual?: boolean }).virtual === true;
      // A guard's or handler's answer is awaited only when it is a promise: awaiting a plain
      // value still costs a promise and a turn of the microtask queue, and most answers (every
      // guard but a search's, the heartbeat's pong) are plain.
      for (let i = 0; !remote && i < guards.length; i++) {
        let refused = guards[i]!(socket, handler ? (event as ClientEventName) : 'unknown');
        if (refused instanceof Promise) refused = await refused;
        if (refused) return reply(socket, handler ? name : '', ack, refused);
      }
      if (!handler) return reply(socket, '', ack, unknownEvent(name));
      const known = event as ClientEventName;
      if (args.length > 1) return reply(socket, name, ack, { code: 'extra_argument' });
      const parsed = clientSchemas[known].safeParse(args[0]);
      if (!parsed.success)
        return reply(socket, name, ack, {
          code: 'invalid_payload',
          params: zodIssue(parsed.error, args[0]),
        });
      const forwarded = options.forward?.(socket, known, args[0]);
      if (forwarded) {
        // the owning node's answer, passed on as it came (its code and params)
        const res = await forwarded;
        return reply(socket, name, ack, res.ok ? undefined : (res as Refusal));
      }
      let answer = handler(parsed.data as never, socket);
      if (answer instanceof Promise) answer = await answer;
      reply(socket, name, ack, answer || undefined);
    } catch (err) {
      // the store or Redis away: a stable code the client may retry on, not a failure of ours
      if (isOutage(err)) return reply(socket, name, ack, { code: 'unavailable' });
      options.onError?.(name, err);
      reply(socket, name, ack, { code: 'internal' });
    }
  };
  // `this` is the socket: Socket.IO calls any-listeners on the socket that received the event
  const listener = function (this: AppSocket, event: unknown, ...args: unknown[]) {
    if (this.connected) void dispatch(this, event, args);
  };
  return { dispatch, attach: (socket) => void socket.onAny(listener) };
}
