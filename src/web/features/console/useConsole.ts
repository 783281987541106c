import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResult } from '../../../shared/protocol/console.ts';
import { REPORT_REASONS, type ReportReason } from '../../../shared/protocol/report.ts';
import { confirm } from '../../components/confirm.ts';
import { notify } from '../../components/toast.ts';
import { api } from '../session/session.ts';
import { codeOf, failureText, RESULT_TEXT } from './codes.ts';

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
      if (!(await confirm({ cancelText: 'Cancel', ...input.ask }))) return null;
      return api.post<ActionResult>(input.path, input.body);
    },
    onSuccess: (result) => {
      if (!result) return;
      notify('success', 'Done', RESULT_TEXT[result.code]);
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err) => {
      const handled = codeOf(err) === 'already_handled';
      notify(
        handled ? 'info' : 'error',
        handled ? 'Already handled' : 'Could not do that',
        failureText(err),
      );
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

const stamp = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string | null) => (iso ? stamp.format(new Date(iso)) : '—');
export const nameOr = (p: { id: string; name: string | null }) =>
  p.name ?? `User ${p.id.slice(0, 8)}`;

/** A report's reason in words; the report list and the report's page both show it. */
export const reasonLabel = (reason: string | null) =>
  reason ? (REPORT_REASONS[reason as ReportReason] ?? reason) : 'No reason given';
