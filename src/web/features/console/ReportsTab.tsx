import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportListItem, ReportsResponse } from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { BotFlags } from './BotFlags.tsx';
import { QueryState } from './QueryState.tsx';
import { ReportView } from './ReportView.tsx';
import { nameOr, reasonLabel, when } from './useConsole.ts';

function statusText(i18n: I18n, status: ReportListItem['status']): string {
  switch (status) {
    case 'open':
      return i18n._('console.status.open');
    case 'dismissed':
      return i18n._('console.status.dismissed');
    case 'warned':
      return i18n._('console.status.warned');
    case 'banned':
      return i18n._('console.status.banned');
  }
}

function urgent(r: ReportListItem) {
  return r.status === 'open' && (r.reason === 'under18' || r.shield !== null);
}

/** An automatic report's badge: the apparent age the reporter's device estimated. */
function AgeEstimate({ years }: { years: number }) {
  const { i18n } = useLingui();
  return (
    <span className="console-badge is-danger">
      {i18n._('console.reports.ageEstimate', { years })}
    </span>
  );
}

/**
 * The report queue (open first; the automatic "Appears under 18" with its estimate on top, then
 * the other "Appears under 18" and the shield-flagged) and one report.
 */
export function ReportsTab() {
  const { i18n } = useLingui();
  const [all, setAll] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'reports', all ? 'all' : 'open'],
    queryFn: ({ signal }) =>
      api.get<ReportsResponse>(`/api/admin/reports?status=${all ? 'all' : 'open'}`, { signal }),
  });
  const reports = query.data?.reports;
  return (
    <div className={`console-split ${selected ? 'has-detail' : ''}`}>
      <div className="console-list">
        <BotFlags />
        <label className="console-filter">
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />{' '}
          {i18n._('console.reports.showHandled')}
        </label>
        <QueryState
          query={query}
          loading={i18n._('console.reports.loading')}
          failed={i18n._('console.reports.failed')}
        />
        {reports?.length === 0 && <p className="muted">{i18n._('console.reports.empty')}</p>}
        {reports && reports.length > 0 && (
          <ul className="report-queue" aria-label={i18n._('console.reports.list')}>
            {reports.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className={`queue-item ${urgent(r) ? 'is-urgent' : ''}`}
                  aria-current={selected === r.id ? 'true' : undefined}
                  onClick={() => setSelected(r.id)}
                >
                  <span className="queue-top">
                    <strong>{reasonLabel(i18n, r.reason)}</strong>
                    {urgent(r) && (
                      <span className="console-badge is-danger">
                        {i18n._('console.reports.urgent')}
                      </span>
                    )}
                    {r.ageEstimate !== null && <AgeEstimate years={r.ageEstimate} />}
                    {r.shield && (
                      <span className="console-badge">
                        {i18n._('console.reports.shield', { category: r.shield.category })}
                      </span>
                    )}
                    {r.status !== 'open' && (
                      <span className="console-badge">{statusText(i18n, r.status)}</span>
                    )}
                    {r.escalatedAt && (
                      <span className="console-badge is-danger">
                        {i18n._('console.reports.escalated')}
                      </span>
                    )}
                  </span>
                  <span className="queue-who">
                    <Trans
                      id="console.reports.reportedBy"
                      values={{
                        reported: nameOr(i18n, r.reported),
                        reporter: nameOr(i18n, r.reporter),
                      }}
                      components={{ 0: <span className="muted" /> }}
                    />
                  </span>
                  <span className="muted queue-when">{when(i18n, r.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {selected && <ReportView id={selected} onBack={() => setSelected(null)} />}
    </div>
  );
}
