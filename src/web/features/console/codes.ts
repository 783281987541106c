import type { ActionResult, ConsoleCode } from '../../../shared/protocol/console.ts';
import { APPEAL_MAX, CONSOLE_CODES, NOTE_MAX } from '../../../shared/protocol/console.ts';
import { i18n } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';

/**
 * The words for the console's and the appeals' codes, in one place (the server names what
 * happened with a code; the app chooses the words). Looked up when shown, so they come in the
 * language the app speaks at that moment.
 */
export function consoleText(code: ConsoleCode): string {
  switch (code) {
    case 'forbidden':
      return i18n._('console.code.forbidden');
    case 'not_found':
      return i18n._('console.code.notFound');
    case 'already_handled':
      return i18n._('console.code.alreadyHandled');
    case 'appeal_exists':
      return i18n._('console.code.appealExists');
    case 'not_banned':
      return i18n._('console.code.notBanned');
    case 'too_long':
      return i18n._('console.code.tooLong', {
        max: new Intl.NumberFormat(i18n.locale).format(Math.max(APPEAL_MAX, NOTE_MAX)),
      });
    case 'invalid':
      return i18n._('console.code.invalid');
    case 'not_member':
      return i18n._('console.code.notMember');
    case 'not_held':
      return i18n._('console.code.notHeld');
    case 'not_flagged':
      return i18n._('console.code.notFlagged');
    case 'already_escalated':
      return i18n._('console.code.alreadyEscalated');
  }
}

/** What the operator is told after an action succeeded. */
export function resultText(code: ActionResult['code']): string {
  switch (code) {
    case 'dismissed':
      return i18n._('console.result.dismissed');
    case 'warned':
      return i18n._('console.result.warned');
    case 'banned':
      return i18n._('console.result.banned');
    case 'unbanned':
      return i18n._('console.result.unbanned');
    case 'accepted':
      return i18n._('console.result.accepted');
    case 'rejected':
      return i18n._('console.result.rejected');
    case 'cleared':
      return i18n._('console.result.cleared');
    case 'bot_cleared':
      return i18n._('console.result.botCleared');
    case 'escalated':
      return i18n._('console.result.escalated');
  }
}

const KNOWN = new Set<string>(CONSOLE_CODES);

/** The code of a failed request, when the server named one. */
export function codeOf(err: unknown): ConsoleCode | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const code = err.body.code;
  return typeof code === 'string' && KNOWN.has(code) ? (code as ConsoleCode) : undefined;
}

/** What to tell the person about a failed request. */
export function failureText(err: unknown): string {
  const code = codeOf(err);
  if (code) return consoleText(code);
  return err instanceof Error ? err.message : i18n._('console.tryAgain');
}
