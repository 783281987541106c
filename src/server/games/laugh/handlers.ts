import { handle, type AppSocket, type HandleOptions } from '../../realtime/handle.ts';
import { LaughRooms, type LaughDeps } from './room.ts';

// one runner per match service (one per server), made on first use so app.ts needs one line
const runners = new WeakMap<LaughDeps['matches'], LaughRooms>();

function runnerFor(deps: LaughDeps): LaughRooms {
  let rooms = runners.get(deps.matches);
  if (!rooms) {
    rooms = new LaughRooms(deps);
    runners.set(deps.matches, rooms);
  }
  return rooms;
}

/** The laugh challenge's socket events; every payload is parsed by its schema first. */
export function registerLaugh(
  socket: AppSocket,
  deps: LaughDeps & { options: HandleOptions },
): void {
  const rooms = runnerFor(deps);
  const by = socket.id;
  const { options } = deps;
  handle(socket, 'requestLaughChallenge', () => rooms.act(by, { type: 'request', by }), options);
  handle(socket, 'acceptLaughChallenge', () => rooms.act(by, { type: 'accept', by }), options);
  handle(socket, 'rejectLaughChallenge', () => rooms.act(by, { type: 'reject', by }), options);
  handle(
    socket,
    'laughCameraStatus',
    ({ ok }) => rooms.act(by, { type: 'cameraStatus', by, ok }),
    options,
  );
  handle(
    socket,
    'laughDetected',
    ({ turnId, nonce }) => rooms.act(by, { type: 'laughDetected', by, turnId, nonce }),
    options,
  );
  handle(
    socket,
    'endLaughTurn',
    ({ turnId }) => rooms.act(by, { type: 'endTurn', by, turnId }),
    options,
  );
  handle(socket, 'endLaughChallenge', () => rooms.act(by, { type: 'end', by }), options);
}
