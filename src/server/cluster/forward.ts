import { GAME_EVENTS } from '../../shared/games/registry.ts';
import type { Ack, ClientEventName } from '../../shared/protocol/index.ts';
import type { AppSocket, Dispatch } from '../realtime/handle.ts';
import type { AppServer } from '../realtime/io.ts';
import type { MatchService } from '../matchmaking/service.ts';
import type { ClusterBus } from './bus.ts';
import { refusedAck } from '../../shared/protocol/index.ts';

/**
 * Events acted on at the match's owner node: its game room's, the call's media state, which is
 * kept with the match there for the games to read (matchmaking/media.ts), and keepInTouch.
 */
export const MATCH_SCOPED_EVENTS: ReadonlySet<ClientEventName> = new Set<ClientEventName>([
  ...GAME_EVENTS,
  'mediaState',
  // the pair's "Keep in touch" wishes are kept with the match (contacts/service.ts)
  'keepInTouch',
]);

interface Forwarded {
  target: string;
  /** the node waiting for the answer, and its request id */
  from: string;
  id: number;
  socketId: string;
  userId: string;
  event: ClientEventName;
  payload: unknown;
}

interface ForwardReply {
  target: string;
  id: number;
  res: Ack;
}

/** How long a forwarded action waits for the owner's answer (a dead owner ends the match). */
export const FORWARD_TIMEOUT_MS = 5_000;
export const NO_ANSWER = refusedAck({ code: 'no_answer' });

/**
 * Stands in, on the owner node, for a socket connected to another node: forwarded events run
 * through the game handlers with it as their socket, and what they emit to it goes to the real
 * socket through the adapter.
 */
class RemoteSocket {
  readonly id: string;
  readonly data: { user: { id: string }; virtual: true };
  readonly disconnected = false;
  private readonly io: AppServer;

  constructor(io: AppServer, id: string, userId: string) {
    this.io = io;
    this.id = id;
    this.data = { user: { id: userId }, virtual: true };
  }
  emit(event: string, ...args: unknown[]): boolean {
    (this.io.to(this.id).emit as (e: string, ...a: unknown[]) => boolean)(event, ...args);
    return true;
  }
  to(room: string) {
    return this.io.to(room);
  }
}

/**
 * Sends a partner's game actions to the node that owns the match (scale-out), and answers the
 * player with the owner's answer (a refusal is a refusal, not `{ ok: true }` and a stray
 * error). Returns the `forward` hook of the socket-event dispatcher (HandleOptions): the
 * owner's answer when the event was sent elsewhere, undefined when it runs here.
 */
export function createForwarder(
  io: AppServer,
  bus: ClusterBus,
  matches: MatchService,
  dispatch: Dispatch,
  timeoutMs = FORWARD_TIMEOUT_MS,
) {
  const waiting = new Map<number, (res: Ack) => void>();
  let lastId = 0;
  bus.on<Forwarded>('forward', ({ target, from, id, socketId, userId, event, payload }) => {
    if (target !== bus.nodeId) return;
    const remote = new RemoteSocket(io, socketId, userId);
    const ack = (res: Ack) =>
      bus.publish('forward:reply', { target: from, id, res } satisfies ForwardReply);
    const socket = remote as unknown as AppSocket;
    void dispatch(socket, event, payload === undefined ? [ack] : [payload, ack]);
  });
  bus.on<ForwardReply>('forward:reply', ({ target, id, res }) => {
    if (target === bus.nodeId) waiting.get(id)?.(res);
  });
  return (
    socket: AppSocket,
    event: ClientEventName,
    payload: unknown,
  ): Promise<Ack> | undefined => {
    if (!MATCH_SCOPED_EVENTS.has(event)) return undefined;
    const match = matches.matchOf(socket.id);
    if (!match || match.owner === bus.nodeId) return undefined;
    const id = ++lastId;
    const answered = new Promise<Ack>((resolve) => {
      const timer = setTimeout(() => settle(NO_ANSWER), timeoutMs);
      const settle = (res: Ack) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(res);
      };
      waiting.set(id, settle);
    });
    bus.publish('forward', {
      target: match.owner,
      from: bus.nodeId,
      id,
      socketId: socket.id,
      userId: socket.data.user.id,
      event,
      payload,
    } satisfies Forwarded);
    return answered;
  };
}
