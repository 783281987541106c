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
 * Moderation as a server feature: reports and the ban sweep's timer. Its ban gate runs in the
 * admission (admission/admission.ts), with the age and block gates, on every way into the
 * queue or a call. Its REST side, registerHttpGuards, runs before any route is added.
 */
export function moderationFeature(moderation: Moderation): ServerFeature {
  return {
    name: 'moderation',
    handlers: moderationHandlers(moderation),
    start: () => moderation.start(),
    stop: () => moderation.stop(),
  };
}
