import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { TransparencyMonth, TransparencyResponse } from '../../../shared/protocol/index.ts';
import { withQueries } from '../../lib/queries.tsx';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import { api } from '../session/session.ts';
import { REPORT_REASONS, type ReportReason } from '../../../shared/protocol/report.ts';
import { reportReasonText } from '../moderation/reasons.ts';
import '../content/content.css';
import './transparency.css';

/** A report reason's words (the codes of shared/protocol/report.ts). */
const reasonLabel = (i18n: I18n, code: string): string =>
  Object.hasOwn(REPORT_REASONS, code)
    ? reportReasonText(code as ReportReason)
    : i18n._('transparency.reason.none');

function monthName(i18n: I18n, month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(i18n.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

function hours(i18n: I18n, h: number | null): string {
  if (h === null) return '—';
  if (h < 48) return i18n._('transparency.hours', { hours: h });
  return i18n._('transparency.days', { days: Math.round((h / 24) * 10) / 10 });
}

/**
 * When the server counted the figures (it keeps them a few minutes): a report filed since is
 * not in them yet, and the reader can tell. In the reader's language and time zone.
 */
function asOf(i18n: I18n, iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '—';
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    at,
  );
}

function Month({ month }: { month: TransparencyMonth }) {
  const { i18n } = useLingui();
  const count = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
  const reasons = Object.entries(month.reports).sort((a, b) => b[1] - a[1]);
  const total = reasons.reduce((sum, [, n]) => sum + n, 0);
  const id = `month-${month.month}`;
  return (
    <section className="card month-card" aria-labelledby={id}>
      <h2 id={id}>{monthName(i18n, month.month)}</h2>
      <dl className="figures">
        <div>
          <dt>{i18n._('transparency.reports')}</dt>
          <dd>{count(total)}</dd>
        </div>
        <div>
          <dt>{i18n._('transparency.automaticBans')}</dt>
          <dd>{count(month.automaticBans)}</dd>
        </div>
        <div>
          <dt>{i18n._('transparency.operatorBans')}</dt>
          <dd>{count(month.operatorBans)}</dd>
        </div>
        <div>
          <dt>{i18n._('transparency.appealsReceived')}</dt>
          <dd>{count(month.appealsReceived)}</dd>
        </div>
        <div>
          <dt>{i18n._('transparency.appealsAccepted')}</dt>
          <dd>{count(month.appealsAccepted)}</dd>
        </div>
        <div>
          <dt>{i18n._('transparency.medianDecision')}</dt>
          <dd>{hours(i18n, month.medianDecisionHours)}</dd>
        </div>
      </dl>
      {reasons.length > 0 && (
        <>
          <h3 className="reasons-title">{i18n._('transparency.byReason')}</h3>
          <ul className="reasons">
            {reasons.map(([code, n]) => (
              <li key={code}>
                <span>{reasonLabel(i18n, code)}</span>
                <span className="reason-count">{count(n)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function TransparencyContent() {
  const { i18n } = useLingui();
  const description = i18n._('transparency.description');
  usePageMeta(i18n._('transparency.pageTitle'), description);
  const query = useQuery({
    queryKey: ['transparency'],
    queryFn: ({ signal }) =>
      api.get<TransparencyResponse>('/api/transparency', { auth: false, signal }),
  });
  return (
    <article className="page-narrow prose transparency">
      <h1>{i18n._('transparency.title')}</h1>
      <p className="lead">{description}</p>
      <p className="muted">{i18n._('transparency.method')}</p>
      {query.isPending && (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" /> {i18n._('transparency.loading')}
        </p>
      )}
      {query.isError && !query.isFetching && (
        <div role="alert" className="card">
          <p>{i18n._('transparency.failed', { error: query.error.message })}</p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void query.refetch()}
          >
            {i18n._('transparency.retry')}
          </button>
        </div>
      )}
      {query.data && (
        <p className="muted" data-testid="transparency-as-of">
          {i18n._('transparency.asOf', { time: asOf(i18n, query.data.generatedAt) })}
        </p>
      )}
      {query.data && (
        <div className="months">
          {query.data.months.map((m) => (
            <Month key={m.month} month={m} />
          ))}
        </div>
      )}
    </article>
  );
}

export const TransparencyPage = withQueries(TransparencyContent);
