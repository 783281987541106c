import type { HandlerTable } from '../realtime/handle.ts';
import type { Moderation } from './service.ts';

/** Moderation's socket events. */
export function moderationHandlers(moderation: Moderation) {
  return {
    reportUser: (payload, socket) => moderation.report(socket, payload),
  } satisfies HandlerTable;
}
