import type { ServerFeature } from '../feature.ts';
import type { AppSocket, HandlerTable } from '../realtime/handle.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Moderation } from '../moderation/service.ts';
import type { Blocks } from '../blocks/service.ts';
import { registerContactRoutes } from './routes.ts';
import { closeMeetings } from './meetings.ts';
import type { Contacts } from './service.ts';

/** keepInTouch runs on the match's owner node (cluster/forward.ts), where the wishes live. */
export function keepInTouchHandlers(contacts: Contacts) {
  return {
    keepInTouch: ({ want }, socket) => contacts.keepInTouch(socket, want),
  } satisfies HandlerTable;
}

/** Contacts as a server feature: calls, presence, its REST routes and the ring timer. */
export function contactsFeature(deps: {
  contacts: Contacts;
  tokens: TokenService;
  moderation: Moderation;
  blocks: Blocks;
  onError: (err: unknown) => void;
  /** false in a bench pricing presence alone (benchKnobs.ts) */
  presence?: boolean;
}): ServerFeature {
  const { contacts, onError } = deps;
  const announces = deps.presence !== false;
  const { calls, presence } = contacts;
  return {
    name: 'contacts',
    routes: (app) => registerContactRoutes(app, deps),
    handlers: {
      ...keepInTouchHandlers(contacts),
      callContact: ({ contactId }, socket) => calls.call(socket, contactId),
      cancelContactCall: ({ callId }, socket) => calls.cancel(socket, callId),
      answerContactCall: ({ callId, accept }, socket) => calls.answer(socket, callId, accept),
    } satisfies HandlerTable,
    onConnect: (socket: AppSocket) => {
      if (announces) void presence.arrived(socket).catch(onError);
    },
    onDisconnect: (socket: AppSocket) => {
      calls.gone(socket.id);
      if (announces) void presence.left(socket).catch(onError);
    },
    start: () => calls.start(),
    stop: async () => {
      calls.stop();
      // the last second's meetings reach Recent before the store closes
      await closeMeetings(contacts.db).catch(onError);
    },
  };
}
