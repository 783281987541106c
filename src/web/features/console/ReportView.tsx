import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PersonDetail, ReportDetail } from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { QueryState } from './QueryState.tsx';
import { ActionForm } from './ActionForm.tsx';
import { AgeHold } from './AgeHold.tsx';
import { Escalate } from './Escalate.tsx';
import { StandingView } from './StandingView.tsx';
import { BotFlagFacts } from './BotFlagClear.tsx';
import { banReasonLabel, nameOr, reasonLabel, when } from './useConsole.ts';

function Person({ role, detail }: { role: 'reported' | 'reporter'; detail: PersonDetail }) {
  const { i18n } = useLingui();
  const p = detail.person;
  const name = nameOr(i18n, p);
  const title =
    role === 'reported'
      ? i18n._('console.person.reported', { name })
      : i18n._('console.person.reporter', { name });
  // a deleted account's anonymous record (kept for reports from the others' Recent, for bans)
  const account =
    p.provider === 'deleted'
      ? p.isGuest
        ? i18n._('console.person.deletedGuest')
        : i18n._('console.person.deletedMember')
      : p.isGuest
        ? p.email
          ? i18n._('console.person.guestEmail', { email: p.email })
          : i18n._('console.person.guest')
        : p.email
          ? i18n._('console.person.memberEmail', { provider: p.provider, email: p.email })
          : i18n._('console.person.member', { provider: p.provider });
  return (
    <section className="card console-person" aria-label={title}>
      <h3>{title}</h3>
      <dl className="console-facts">
        <dt>{i18n._('console.person.id')}</dt>
        <dd className="mono">{p.id}</dd>
        <dt>{i18n._('console.person.account')}</dt>
        <dd>{account}</dd>
        <dt>{i18n._('console.person.since')}</dt>
        <dd>
          {i18n._('console.person.sinceValue', {
            since: when(i18n, p.createdAt),
            lastSeen: when(i18n, p.lastSeenAt),
          })}
        </dd>
        <dt>{i18n._('console.person.devices')}</dt>
        <dd className="mono">
          {[p.device, ...detail.devices].filter(Boolean).slice(0, 3).join(', ') || '—'}
        </dd>
        <dt>{i18n._('console.person.ban')}</dt>
        <dd>
          {p.bannedUntil && p.banReason
            ? i18n._('console.person.bannedUntil', {
                until: when(i18n, p.bannedUntil),
                reason: banReasonLabel(p.banReason),
              })
            : i18n._('console.person.notBanned')}
        </dd>
        <AgeHold person={p} name={name} />
        <BotFlagFacts userId={p.id} name={name} />
        <dt>{i18n._('console.person.reports')}</dt>
        <dd>
          {i18n._('console.person.reportsValue', {
            against: detail.reportsAgainst.length,
            made: detail.reportsMade,
          })}
        </dd>
        <dt>{i18n._('console.person.blocks')}</dt>
        <dd>
          {i18n._('console.person.blocksValue', {
            made: detail.blocksMade,
            by: detail.blockedBy,
          })}
        </dd>
        <dt>{i18n._('console.person.ratings')}</dt>
        <dd>
          {i18n._('console.person.ratingsValue', {
            up: detail.ratings.up,
            down: detail.ratings.down,
          })}
        </dd>
      </dl>
      <StandingView userId={p.id} />
      {detail.bans.length > 0 && (
        <details>
          <summary>{i18n._('console.person.earlierBans', { count: detail.bans.length })}</summary>
          <ul className="console-history">
            {detail.bans.map((b) => {
              const date = when(i18n, b.createdAt);
              const reason = banReasonLabel(b.reason, b.reasonParams);
              const until = when(i18n, b.expiresAt);
              return (
                <li key={b.createdAt}>
                  {b.liftedAt
                    ? i18n._('console.person.banLifted', {
                        date,
                        reason,
                        until,
                        lifted: when(i18n, b.liftedAt),
                      })
                    : i18n._('console.person.banLine', { date, reason, until })}
                </li>
              );
            })}
          </ul>
        </details>
      )}
      {detail.reportsAgainst.length > 1 && (
        <details>
          <summary>
            {i18n._('console.person.reportsAgainst', { count: detail.reportsAgainst.length })}
          </summary>
          <ul className="console-history">
            {detail.reportsAgainst.map((r) => (
              <li key={r.id}>
                {i18n._('console.person.reportLine', {
                  date: when(i18n, r.createdAt),
                  reason: reasonLabel(i18n, r.reason),
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** How a handled report ended: its outcome, when, and by whom (an operator or the CLI). */
function Handled({ report }: { report: ReportDetail }) {
  const { i18n } = useLingui();
  const status = report.status;
  const date = when(i18n, report.handledAt);
  return (
    <p className="alert" role="status">
      {report.handledBy === 'cli'
        ? i18n._('console.report.handledByCli', { status, date })
        : report.handledBy
          ? i18n._('console.report.handledBy', { status, date, by: report.handledBy })
          : i18n._('console.report.handled', { status, date })}
    </p>
  );
}

/** One report: reason, both people with their history, the chat lines, and the decision. */
export function ReportView({ id, onBack }: { id: string; onBack: () => void }) {
  const { i18n } = useLingui();
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
        {i18n._('console.report.back')}
      </button>
      <h2 id="report-title" ref={heading} tabIndex={-1}>
        {r ? reasonLabel(i18n, r.reason) : i18n._('console.report.title')}
      </h2>
      <QueryState
        query={query}
        loading={i18n._('console.report.loading')}
        failed={i18n._('console.report.failed')}
      />
      {r && (
        <>
          <p className="muted">
            {r.shield
              ? i18n._('console.report.filedShield', {
                  date: when(i18n, r.createdAt),
                  // the reporter's client sent it (the shield runs on their device): shown as
                  // their claim; the category is an nsfwjs class name, shown as it is
                  category: r.shield.category,
                  score: new Intl.NumberFormat(i18n.locale, {
                    style: 'percent',
                    maximumFractionDigits: 0,
                  }).format(r.shield.score),
                })
              : r.ageEstimate !== null
                ? i18n._('console.report.filedAge', {
                    date: when(i18n, r.createdAt),
                    years: r.ageEstimate,
                  })
                : i18n._('console.report.filed', { date: when(i18n, r.createdAt) })}
          </p>
          <div className="console-people">
            <Person role="reported" detail={r.reportedDetail} />
            <Person role="reporter" detail={r.reporterDetail} />
          </div>
          <section className="card" aria-labelledby="messages-title">
            <h3 id="messages-title">{i18n._('console.report.messages')}</h3>
            {r.messages.length === 0 ? (
              <p className="muted">{i18n._('console.report.noMessages')}</p>
            ) : (
              <ol className="console-messages">
                {r.messages.map((m, i) => (
                  <li key={i}>{m}</li>
                ))}
              </ol>
            )}
          </section>
          {r.status === 'open' ? (
            <ActionForm key={r.id} reportId={r.id} who={nameOr(i18n, r.reported)} />
          ) : (
            <Handled report={r} />
          )}
          <Escalate report={r} who={nameOr(i18n, r.reported)} />
        </>
      )}
    </article>
  );
}
