import type { ConsoleCode } from '../../shared/protocol/index.ts';

/** The HTTP status of each console code; the words are the code tables' (codes/moderation.ts). */
export const CONSOLE_STATUS: Record<ConsoleCode, number> = {
  forbidden: 403,
  not_found: 404,
  already_handled: 409,
  appeal_exists: 409,
  not_banned: 409,
  too_long: 400,
  invalid: 400,
  not_member: 400,
  not_held: 409,
  not_flagged: 409,
  already_escalated: 409,
};
