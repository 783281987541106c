import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  BAN_REASONS,
  type PersonDetail,
  type ReportDetail,
} from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { QueryState } from './QueryState.tsx';
import { ActionForm } from './ActionForm.tsx';
import { nameOr, reasonLabel, when } from './useConsole.ts';

function Person({ title, detail }: { title: string; detail: PersonDetail }) {
  const p = detail.person;
  return (
    <section className="card console-person" aria-label={`${title}: ${nameOr(p)}`}>
      <h3>
        {title}: {nameOr(p)}
      </h3>
      <dl className="console-facts">
        <dt>Id</dt>
        <dd className="mono">{p.id}</dd>
        <dt>Account</dt>
        <dd>
          {p.isGuest ? 'Guest' : `Member (${p.provider})`}
          {p.email ? `, ${p.email}` : ''}
        </dd>
        <dt>Since</dt>
        <dd>
          {when(p.createdAt)}; last seen {when(p.lastSeenAt)}
        </dd>
        <dt>Devices</dt>
        <dd className="mono">
          {[p.device, ...detail.devices].filter(Boolean).slice(0, 3).join(', ') || '—'}
        </dd>
        <dt>Ban</dt>
        <dd>
          {p.bannedUntil && p.banReason
            ? `Banned until ${when(p.bannedUntil)} (${BAN_REASONS[p.banReason].label})`
            : 'Not banned'}
        </dd>
        <dt>Reports</dt>
        <dd>
          {detail.reportsAgainst.length} against, {detail.reportsMade} made
        </dd>
        <dt>Blocks</dt>
        <dd>
          Blocked {detail.blocksMade}, blocked by {detail.blockedBy}
        </dd>
      </dl>
      {detail.bans.length > 0 && (
        <details>
          <summary>Earlier bans ({detail.bans.length})</summary>
          <ul className="console-history">
            {detail.bans.map((b) => (
              <li key={b.createdAt}>
                {when(b.createdAt)}: {BAN_REASONS[b.reason].label}, until {when(b.expiresAt)}
                {b.liftedAt ? `, lifted ${when(b.liftedAt)}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      {detail.reportsAgainst.length > 1 && (
        <details>
          <summary>Reports against them ({detail.reportsAgainst.length})</summary>
          <ul className="console-history">
            {detail.reportsAgainst.map((r) => (
              <li key={r.id}>
                {when(r.createdAt)}: {reasonLabel(r.reason)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** One report: reason, both people with their history, the chat lines, and the decision. */
export function ReportView({ id, onBack }: { id: string; onBack: () => void }) {
  const query = useQuery({
    queryKey: ['admin', 'report', id],
    queryFn: ({ signal }) =>
      api.get<ReportDetail>(`/api/admin/reports/${encodeURIComponent(id)}`, { signal }),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // a keyboard user lands on the report they opened
  useEffect(() => heading.current?.focus(), [id]);
  const r = query.data;
  return (
    <article className="console-detail" aria-labelledby="report-title">
      <button type="button" className="btn btn-ghost btn-sm console-back" onClick={onBack}>
        Back to the queue
      </button>
      <h2 id="report-title" ref={heading} tabIndex={-1}>
        {r ? reasonLabel(r.reason) : 'Report'}
      </h2>
      <QueryState
        query={query}
        loading="Loading the report…"
        failed="The report could not be loaded."
      />
      {r && (
        <>
          <p className="muted">
            Filed {when(r.createdAt)}
            {r.shield &&
              ` · the reporter's shield saw ${r.shield.category} (${Math.round(r.shield.score * 100)}%)`}
          </p>
          <div className="console-people">
            <Person title="Reported" detail={r.reportedDetail} />
            <Person title="Reporter" detail={r.reporterDetail} />
          </div>
          <section className="card" aria-labelledby="messages-title">
            <h3 id="messages-title">Chat lines sent with the report</h3>
            {r.messages.length === 0 ? (
              <p className="muted">None.</p>
            ) : (
              <ol className="console-messages">
                {r.messages.map((m, i) => (
                  <li key={i}>{m}</li>
                ))}
              </ol>
            )}
          </section>
          {r.status === 'open' ? (
            <ActionForm key={r.id} reportId={r.id} who={nameOr(r.reported)} />
          ) : (
            <p className="alert" role="status">
              Handled ({r.status}) {when(r.handledAt)}
              {r.handledBy ? ` by ${r.handledBy === 'cli' ? 'the CLI' : r.handledBy}` : ''}.
            </p>
          )}
        </>
      )}
    </article>
  );
}
