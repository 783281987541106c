import type { I18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BAN_REASONS,
  type ActionResult,
  type BanReasonCode,
  type ReportsBanParams,
} from '../../../shared/protocol/console.ts';
import { REPORT_REASONS, type ReportReason } from '../../../shared/protocol/report.ts';
import { confirm } from '../../components/confirm.ts';
import { notify } from '../../components/toast.ts';
import { i18n } from '../../i18n/i18n.ts';
import { banReasonText, reportReasonText } from '../moderation/reasons.ts';
import { api } from '../session/session.ts';
import { codeOf, failureText, resultText } from './codes.ts';
import { isGuestName, type GuestName } from '../../../shared/protocol/guestName.ts';
import { guestNameText } from '../guests/names.ts';

/**
 * One console action: asks first, then POSTs, tells the operator what happened in words
 * chosen from the result's code, and refreshes every console list (a report another operator
 * handled meanwhile shows as handled).
 */
export function useConsoleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      path: string;
      body: object;
      ask: { title: string; message: string; confirmText: string; danger?: boolean };
    }): Promise<ActionResult | null> => {
      if (!(await confirm({ cancelText: i18n._('console.cancel'), ...input.ask }))) return null;
      return api.post<ActionResult>(input.path, input.body);
    },
    onSuccess: (result) => {
      if (!result) return;
      notify('success', i18n._('console.toast.done'), resultText(result.code));
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err) => {
      const handled = codeOf(err) === 'already_handled';
      notify(
        handled ? 'info' : 'error',
        handled ? i18n._('console.toast.alreadyHandled') : i18n._('console.toast.failed'),
        failureText(err),
      );
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

const stamps = new Map<string, Intl.DateTimeFormat>();

/** A moment in the app's language (date and time), or a dash when there is none. */
export function when(i18n: I18n, iso: string | null): string {
  if (!iso) return '—';
  let stamp = stamps.get(i18n.locale);
  if (!stamp) {
    stamp = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
    stamps.set(i18n.locale, stamp);
  }
  return stamp.format(new Date(iso));
}

/**
 * A person's name: a guest's guest name (as everyone else sees it, so an operator and a
 * reporter speak of the same person), else their own, else a short form of their id.
 */
export const nameOr = (
  i18n: I18n,
  p: { id: string; name: string | null; guestName?: GuestName | undefined },
) =>
  isGuestName(p.guestName)
    ? guestNameText(p.guestName, i18n)
    : (p.name ?? i18n._('console.userFallback', { id: p.id.slice(0, 8) }));

/** A report's reason in words; the report list and the report's page both show it. */
export function reasonLabel(i18n: I18n, reason: string | null): string {
  if (reason === null) return i18n._('console.reportReason.none');
  // a reason this client does not know yet (a newer server): its code
  return Object.hasOwn(REPORT_REASONS, reason) ? reportReasonText(reason as ReportReason) : reason;
}

/** A ban's reason in words (shared/protocol/console.ts, BAN_REASONS); unknown codes as they are. */
export const banReasonLabel = (
  reason: BanReasonCode | string,
  params?: ReportsBanParams | null,
): string =>
  Object.hasOwn(BAN_REASONS, reason) ? banReasonText(reason as BanReasonCode, params) : reason;
