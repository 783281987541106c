import type { ServerFeature } from '../feature.ts';
import type { HandlerTable } from '../realtime/handle.ts';
import type { Moderation } from './service.ts';

/** Moderation's socket events. */
export function moderationHandlers(moderation: Moderation) {
  return {
    reportUser: (payload, socket) => moderation.report(socket, payload),
  } satisfies HandlerTable;
}

/**
 * Moderation as a server feature: reports, the ban sweep's timer, and the one ban gate of
 * socket events (its guard refuses findPartner and nextPartner to a banned user; nothing else
 * checks bans on search). Its REST side, registerHttpGuards, runs before any route is added.
 */
export function moderationFeature(moderation: Moderation): ServerFeature {
  return {
    name: 'moderation',
    handlers: moderationHandlers(moderation),
    guards: [moderation.guard],
    start: () => moderation.start(),
    stop: () => moderation.stop(),
  };
}
