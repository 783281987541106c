import type { ConsoleCode } from '../../shared/protocol/index.ts';
import { APPEAL_MAX } from '../../shared/protocol/index.ts';

/** The HTTP status and the English text of each console code (clients choose their own words). */
export const CONSOLE_ERRORS: Record<ConsoleCode, { status: number; text: string }> = {
  forbidden: { status: 403, text: 'Only operators can use the moderation console.' },
  not_found: { status: 404, text: 'Nothing with that id was found.' },
  already_handled: { status: 409, text: 'Another operator already handled this.' },
  appeal_exists: { status: 409, text: 'You have already appealed this ban.' },
  not_banned: { status: 409, text: 'There is no ban in force.' },
  too_long: { status: 400, text: `Keep it to ${APPEAL_MAX} characters or fewer.` },
  invalid: { status: 400, text: 'That request is not valid.' },
  not_member: { status: 400, text: 'Only a signed-in member can be an operator.' },
};
