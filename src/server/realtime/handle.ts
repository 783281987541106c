import type { Socket } from 'socket.io';
import {
  clientSchemas,
  type Ack,
  type ClientEventName,
  type ClientPayload,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../shared/protocol/index.ts';
import { describeZodError } from '../http/errors.ts';
import type { UserRow } from '../store/users.ts';
import type { Country } from '../geo/country.ts';

export interface SocketData {
  user: UserRow;
  deviceId: string | null;
  ip: string;
  /** from the offline IP lookup, else the client's profileUpdate */
  country: Country;
  /** the interests of the last search, for nextPartner */
  lastInterests?: string[];
}

export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

/** A handler returns nothing when it accepted the event, or the reason it refused it. */
export type Handler<E extends ClientEventName> = (
  payload: ClientPayload<E>,
  socket: AppSocket,
) => void | string | Promise<void | string>;

/** Checked before the schema: rate limits, bans. Returns a reason to refuse, or nothing. */
export type Guard = (
  socket: AppSocket,
  event: ClientEventName,
) => string | undefined | Promise<string | undefined>;

export interface HandleOptions {
  guards?: Guard[];
  onError?: (event: string, err: unknown) => void;
  /** scale-out: sends a valid event to the node that owns it; true when it did */
  forward?: (socket: AppSocket, event: ClientEventName, payload: unknown) => boolean;
}

function reply(
  socket: AppSocket,
  event: string,
  ack: ((res: Ack) => void) | undefined,
  error?: string,
) {
  if (ack) ack(error ? { ok: false, error } : { ok: true });
  else if (error) socket.emit('error', { event, error });
}

/**
 * Registers `handler` for `event` behind the event's zod schema (Colyseus' validate(schema, handler)):
 * a bad payload is answered with the reason and never reaches the handler.
 */
export function handle<E extends ClientEventName>(
  socket: AppSocket,
  event: E,
  handler: Handler<E>,
  options: HandleOptions = {},
): void {
  const schema = clientSchemas[event];
  const listener = async (...args: unknown[]) => {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as (res: Ack) => void) : undefined;
    try {
      if (args.length > 1)
        return reply(socket, event, ack, 'Expected at most one payload argument');
      // A stand-in for a socket on another node: its own node already ran the guards.
      const remote = (socket.data as { virtual?: boolean }).virtual === true;
      for (const guard of remote ? [] : (options.guards ?? [])) {
        const refused = await guard(socket, event);
        if (refused) return reply(socket, event, ack, refused);
      }
      const parsed = schema.safeParse(args[0]);
      if (!parsed.success) return reply(socket, event, ack, describeZodError(parsed.error));
      if (options.forward?.(socket, event, args[0])) return reply(socket, event, ack);
      const refused = await handler(parsed.data as ClientPayload<E>, socket);
      reply(socket, event, ack, refused || undefined);
    } catch (err) {
      options.onError?.(event, err);
      reply(socket, event, ack, 'Something went wrong on our side. Please try again.');
    }
  };
  socket.on(event, listener as never);
}
