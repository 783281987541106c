import type { ClientEventName } from '../../shared/protocol/index.ts';
import type { AppSocket, Dispatch } from '../realtime/handle.ts';
import type { AppServer } from '../realtime/io.ts';
import type { MatchService } from '../matchmaking/service.ts';
import type { ClusterBus } from './bus.ts';

/** Events acted on by a match's game room, which lives on the match's owner node. */
export const MATCH_SCOPED_EVENTS: ReadonlySet<ClientEventName> = new Set<ClientEventName>([
  'requestTriviaChallenge',
  'acceptTriviaChallenge',
  'rejectTriviaChallenge',
  'submitAnswer',
  'endChallenge',
  'requestLaughChallenge',
  'acceptLaughChallenge',
  'rejectLaughChallenge',
  'laughCameraStatus',
  'laughDetected',
  'endLaughTurn',
  'endLaughChallenge',
]);

interface Forwarded {
  target: string;
  socketId: string;
  userId: string;
  event: ClientEventName;
  payload: unknown;
}

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
 * Sends a partner's game actions to the node that owns the match (scale-out). Returns the
 * `forward` hook of the socket-event dispatcher (HandleOptions): true when the event was sent elsewhere.
 */
export function createForwarder(
  io: AppServer,
  bus: ClusterBus,
  matches: MatchService,
  dispatch: Dispatch,
) {
  bus.on<Forwarded>('forward', ({ target, socketId, userId, event, payload }) => {
    if (target !== bus.nodeId) return;
    const remote = new RemoteSocket(io, socketId, userId);
    const ack = (res: { ok: boolean; error?: string }) => {
      if (!res.ok) remote.emit('error', { event, error: res.error });
    };
    const socket = remote as unknown as AppSocket;
    void dispatch(socket, event, payload === undefined ? [ack] : [payload, ack]);
  });
  return (socket: AppSocket, event: ClientEventName, payload: unknown): boolean => {
    if (!MATCH_SCOPED_EVENTS.has(event)) return false;
    const match = matches.matchOf(socket.id);
    if (!match || match.owner === bus.nodeId) return false;
    bus.publish('forward', {
      target: match.owner,
      socketId: socket.id,
      userId: socket.data.user.id,
      event,
      payload,
    } satisfies Forwarded);
    return true;
  };
}
