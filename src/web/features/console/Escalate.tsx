import { useLingui } from '@lingui/react';
import type { ReportDetail } from '../../../shared/protocol/console.ts';
import { useSite } from '../../lib/site.ts';
import { useConsoleAction, when } from './useConsole.ts';

/**
 * Child-safety escalation of one report: bans the reported person for a year ("Under 18", on
 * their account and browsers, their call ends) and keeps the report from deletion. Asks first,
 * reminding the operator that reporting to the national hotline is theirs to do; the server
 * writes it to the action log. Once escalated, the report says so.
 */
export function Escalate({ report, who }: { report: ReportDetail; who: string }) {
  const { i18n } = useLingui();
  const site = useSite();
  const action = useConsoleAction();
  if (report.escalatedAt)
    return (
      <section className="card console-escalated" aria-labelledby="escalate-title">
        <h3 id="escalate-title">{i18n._('console.escalate.heading')}</h3>
        <p role="status">
          {i18n._('console.escalate.done', { date: when(i18n, report.escalatedAt) })}
        </p>
        <p className="muted">{i18n._('console.escalate.duty')}</p>
      </section>
    );
  const contact = site.safetyContact
    ? i18n._('console.escalate.contact', { contact: site.safetyContact })
    : i18n._('console.escalate.noContact');
  return (
    <section className="card" aria-labelledby="escalate-title">
      <h3 id="escalate-title">{i18n._('console.escalate.heading')}</h3>
      <p className="muted">{i18n._('console.escalate.intro')}</p>
      <button
        type="button"
        className="btn btn-danger"
        disabled={action.isPending}
        aria-busy={action.isPending}
        onClick={() =>
          action.mutate({
            path: `/api/admin/reports/${encodeURIComponent(report.id)}/escalate`,
            body: {},
            ask: {
              title: i18n._('console.escalate.title', { name: who }),
              message: `${i18n._('console.escalate.message', { name: who })} ${i18n._('console.escalate.duty')} ${contact}`,
              confirmText: i18n._('console.escalate.confirm'),
              danger: true,
            },
          })
        }
      >
        {action.isPending ? i18n._('console.action.working') : i18n._('console.escalate.button')}
      </button>
    </section>
  );
}
