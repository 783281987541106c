import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportListItem, ReportsResponse } from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { QueryState } from './QueryState.tsx';
import { ReportView } from './ReportView.tsx';
import { nameOr, reasonLabel, when } from './useConsole.ts';

const STATUS_TEXT: Record<ReportListItem['status'], string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  warned: 'Warned',
  banned: 'Banned',
};

function urgent(r: ReportListItem) {
  return r.status === 'open' && (r.reason === 'under18' || r.shield !== null);
}

/** The report queue (open first; "Appears under 18" and shield-flagged on top) and one report. */
export function ReportsTab() {
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
        <label className="console-filter">
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> Show
          handled reports too
        </label>
        <QueryState
          query={query}
          loading="Loading reports…"
          failed="The reports could not be loaded."
        />
        {reports?.length === 0 && <p className="muted">Nothing to review. Well done.</p>}
        {reports && reports.length > 0 && (
          <ul className="report-queue" aria-label="Reports">
            {reports.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className={`queue-item ${urgent(r) ? 'is-urgent' : ''}`}
                  aria-current={selected === r.id ? 'true' : undefined}
                  onClick={() => setSelected(r.id)}
                >
                  <span className="queue-top">
                    <strong>{reasonLabel(r.reason)}</strong>
                    {urgent(r) && <span className="console-badge is-danger">Urgent</span>}
                    {r.shield && <span className="console-badge">Shield: {r.shield.category}</span>}
                    {r.status !== 'open' && (
                      <span className="console-badge">{STATUS_TEXT[r.status]}</span>
                    )}
                  </span>
                  <span className="queue-who">
                    {nameOr(r.reported)} <span className="muted">reported by</span>{' '}
                    {nameOr(r.reporter)}
                  </span>
                  <span className="muted queue-when">{when(r.createdAt)}</span>
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
