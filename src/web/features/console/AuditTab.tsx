import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditResponse } from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { QueryState } from './QueryState.tsx';
import { banReasonLabel, when } from './useConsole.ts';

function actionText(i18n: I18n, action: AuditAction): string {
  switch (action) {
    case 'grant':
      return i18n._('console.audit.action.grant');
    case 'revoke':
      return i18n._('console.audit.action.revoke');
    case 'dismiss':
      return i18n._('console.audit.action.dismiss');
    case 'warn':
      return i18n._('console.audit.action.warn');
    case 'ban':
      return i18n._('console.audit.action.ban');
    case 'unban':
      return i18n._('console.audit.action.unban');
    case 'appeal_accept':
      return i18n._('console.audit.action.appealAccept');
    case 'appeal_reject':
      return i18n._('console.audit.action.appealReject');
    case 'age_clear':
      return i18n._('console.audit.action.ageClear');
    case 'bot_clear':
      return i18n._('console.audit.action.botClear');
    case 'escalate':
      return i18n._('console.audit.action.escalate');
    default:
      // an action this client does not know yet (a newer server): its code
      return action;
  }
}

/** Every operator action, newest first. Read-only: nothing here or on the server edits it. */
export function AuditTab() {
  const { i18n } = useLingui();
  const query = useQuery({
    queryKey: ['admin', 'audit'],
    queryFn: ({ signal }) => api.get<AuditResponse>('/api/admin/audit', { signal }),
  });
  const col = {
    when: i18n._('console.audit.when'),
    who: i18n._('console.audit.who'),
    what: i18n._('console.audit.what'),
    whom: i18n._('console.audit.whom'),
    why: i18n._('console.audit.why'),
  };
  return (
    <div>
      <p className="muted">{i18n._('console.audit.intro')}</p>
      <QueryState
        query={query}
        loading={i18n._('console.audit.loading')}
        failed={i18n._('console.audit.failed')}
      />
      {query.data?.entries.length === 0 && <p className="muted">{i18n._('console.audit.empty')}</p>}
      {query.data && query.data.entries.length > 0 && (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="visually-hidden">{i18n._('console.audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{col.when}</th>
                <th scope="col">{col.who}</th>
                <th scope="col">{col.what}</th>
                <th scope="col">{col.whom}</th>
                <th scope="col">{col.why}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.entries.map((e) => (
                <tr key={e.id}>
                  <td data-label={col.when}>{when(i18n, e.at)}</td>
                  <td data-label={col.who}>
                    {e.actor === 'cli'
                      ? i18n._('console.audit.cli')
                      : (e.actorName ?? e.actor.slice(0, 8))}
                  </td>
                  <td data-label={col.what}>{actionText(i18n, e.action)}</td>
                  <td data-label={col.whom} className="mono">
                    {e.targetUserId?.slice(0, 8) ?? '—'}
                  </td>
                  <td data-label={col.why}>
                    {[e.reason ? banReasonLabel(e.reason) : null, e.note]
                      .filter(Boolean)
                      .join(' · ') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
