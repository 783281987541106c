import { handle, type AppSocket, type HandleOptions } from '../realtime/handle.ts';
import type { Moderation } from './service.ts';

/** `reportUser`: the reporter's current or just-left partner only; the policy does the rest. */
export function registerModeration(
  socket: AppSocket,
  { moderation, options }: { moderation: Moderation; options: HandleOptions },
): void {
  handle(socket, 'reportUser', (payload) => moderation.report(socket, payload), options);
}
