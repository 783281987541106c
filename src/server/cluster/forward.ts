import type { ClientEventName } from '../../shared/protocol/index.ts';
import type { AppSocket } from '../realtime/handle.ts';
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

type Listener = (...args: unknown[]) => void;

/**
 * Stands in, on the owner node, for a socket connected to another node: game handlers are
 * registered on it like on a real socket, what they emit goes to the real socket through the
 * adapter, and forwarded events are dispatched to them.
 */
class RemoteSocket {
  readonly id: string;
  readonly data: { user: { id: string }; virtual: true };
  readonly disconnected = false;
  private readonly io: AppServer;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(io: AppServer, id: string, userId: string) {
    this.io = io;
    this.id = id;
    this.data = { user: { id: userId }, virtual: true };
  }
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]): boolean {
    (this.io.to(this.id).emit as (e: string, ...a: unknown[]) => boolean)(event, ...args);
    return true;
  }
  to(room: string) {
    return this.io.to(room);
  }
  dispatch(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

/**
 * Sends a partner's game actions to the node that owns the match (scale-out). Returns the
 * `forward` hook for `handle()`: true when the event was sent elsewhere.
 */
export function createForwarder(
  io: AppServer,
  bus: ClusterBus,
  matches: MatchService,
  register: (socket: AppSocket) => void,
) {
  const remotes = new Map<string, RemoteSocket>();

  bus.on<Forwarded>('forward', ({ target, socketId, userId, event, payload }) => {
    if (target !== bus.nodeId) return;
    let remote = remotes.get(socketId);
    if (!remote) {
      remote = new RemoteSocket(io, socketId, userId);
      remotes.set(socketId, remote);
      register(remote as unknown as AppSocket);
    }
    const ack = (res: { ok: boolean; error?: string }) => {
      if (!res.ok) remote.emit('error', { event, error: res.error });
    };
    if (payload === undefined) remote.dispatch(event, ack);
    else remote.dispatch(event, payload, ack);
  });
  matches.on('ended', (match) => {
    for (const id of match.sockets) {
      const remote = remotes.get(id);
      if (!remote) continue;
      remotes.delete(id);
      remote.dispatch('disconnect', 'match ended');
    }
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
