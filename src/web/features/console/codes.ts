import type { ActionResult, ConsoleCode } from '../../../shared/protocol/console.ts';
import { APPEAL_MAX, NOTE_MAX } from '../../../shared/protocol/console.ts';
import { ApiError } from '../../lib/api.ts';

/**
 * The words for the console's and the appeals' codes, in one place (the server names what
 * happened with a code; the app chooses the words).
 */
export const CONSOLE_TEXT: Record<ConsoleCode, string> = {
  forbidden: 'Only operators can use the moderation console.',
  not_found: 'It is no longer there. Refresh the list.',
  already_handled: 'Another operator already handled this. The list is up to date now.',
  appeal_exists: 'You have already appealed this ban. An operator will review it.',
  not_banned: 'There is no ban in force.',
  too_long: `That is too long: keep it to ${Math.max(APPEAL_MAX, NOTE_MAX)} characters or fewer.`,
  invalid: 'That could not be sent. Check the form and try again.',
  not_member: 'Only a signed-in member can be an operator.',
};

export const RESULT_TEXT: Record<ActionResult['code'], string> = {
  dismissed: 'Report dismissed.',
  warned: 'Warning sent: they see it at their next search.',
  banned: 'Banned. They were told the reason at once.',
  unbanned: 'Ban lifted.',
  accepted: 'Appeal accepted: the ban is lifted and they were told.',
  rejected: 'Appeal rejected: they see your note.',
};

/** The code of a failed request, when the server named one. */
export function codeOf(err: unknown): ConsoleCode | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const code = err.body.code;
  return typeof code === 'string' && code in CONSOLE_TEXT ? (code as ConsoleCode) : undefined;
}

/** What to tell the person about a failed request. */
export function failureText(err: unknown): string {
  const code = codeOf(err);
  if (code) return CONSOLE_TEXT[code];
  return err instanceof Error ? err.message : 'Please try again.';
}
