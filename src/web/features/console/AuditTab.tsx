import { useQuery } from '@tanstack/react-query';
import {
  OPERATOR_BAN_REASONS,
  type AuditAction,
  type AuditResponse,
  type OperatorBanReason,
} from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { QueryState } from './QueryState.tsx';
import { when } from './useConsole.ts';

const ACTION_TEXT: Record<AuditAction, string> = {
  grant: 'Granted the operator role',
  revoke: 'Revoked the operator role',
  dismiss: 'Dismissed a report',
  warn: 'Warned',
  ban: 'Banned',
  unban: 'Lifted a ban',
  appeal_accept: 'Accepted an appeal',
  appeal_reject: 'Rejected an appeal',
};

const reasonText = (reason: string | null) =>
  reason ? (OPERATOR_BAN_REASONS[reason as OperatorBanReason]?.label ?? reason) : null;

/** Every operator action, newest first. Read-only: nothing here or on the server edits it. */
export function AuditTab() {
  const query = useQuery({
    queryKey: ['admin', 'audit'],
    queryFn: ({ signal }) => api.get<AuditResponse>('/api/admin/audit', { signal }),
  });
  return (
    <div>
      <p className="muted">
        Every operator action, newest first. The log cannot be edited or deleted.
      </p>
      <QueryState
        query={query}
        loading="Loading the audit log…"
        failed="The audit log could not be loaded."
      />
      {query.data?.entries.length === 0 && <p className="muted">No actions yet.</p>}
      {query.data && query.data.entries.length > 0 && (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Whom</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {query.data.entries.map((e) => (
                <tr key={e.id}>
                  <td data-label="When">{when(e.at)}</td>
                  <td data-label="Who">
                    {e.actor === 'cli' ? 'CLI' : (e.actorName ?? e.actor.slice(0, 8))}
                  </td>
                  <td data-label="What">{ACTION_TEXT[e.action] ?? e.action}</td>
                  <td data-label="Whom" className="mono">
                    {e.targetUserId?.slice(0, 8) ?? '—'}
                  </td>
                  <td data-label="Why">
                    {[reasonText(e.reason), e.note].filter(Boolean).join(' · ') || '—'}
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
