import type { HandlerTable } from '../../realtime/handle.ts';
import { LaughRooms, type LaughDeps } from './room.ts';

/** The laugh challenge's socket events; every payload is parsed by its schema first. */
export function laughHandlers(deps: LaughDeps) {
  const rooms = new LaughRooms(deps);
  return {
    requestLaughChallenge: (_, { id: by }) => rooms.act(by, { type: 'request', by }),
    acceptLaughChallenge: (_, { id: by }) => rooms.act(by, { type: 'accept', by }),
    rejectLaughChallenge: (_, { id: by }) => rooms.act(by, { type: 'reject', by }),
    laughCameraStatus: ({ ok }, { id: by }) => rooms.act(by, { type: 'cameraStatus', by, ok }),
    laughDetected: ({ turnId, nonce }, { id: by }) =>
      rooms.act(by, { type: 'laughDetected', by, turnId, nonce }),
    endLaughTurn: ({ turnId }, { id: by }) => rooms.act(by, { type: 'endTurn', by, turnId }),
    endLaughChallenge: (_, { id: by }) => rooms.act(by, { type: 'end', by }),
  } satisfies HandlerTable;
}
