import { useQuery } from '@tanstack/react-query';
import type { TransparencyMonth, TransparencyResponse } from '../../../shared/protocol/index.ts';
import { REPORT_REASONS } from '../../../shared/protocol/report.ts';
import { withQueries } from '../../lib/queries.tsx';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import { api } from '../session/session.ts';
import '../content/content.css';
import './transparency.css';

const DESCRIPTION =
  'Reports, bans and appeals on Match Up, counted per month: what people reported, how many bans were automatic or made by an operator, and how fast appeals were decided.';

const reasonLabel = (code: string) =>
  code in REPORT_REASONS ? REPORT_REASONS[code as keyof typeof REPORT_REASONS] : 'No reason given';

function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString(undefined, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function hours(h: number | null): string {
  if (h === null) return '—';
  if (h < 48) return `${h.toLocaleString()} h`;
  return `${(Math.round((h / 24) * 10) / 10).toLocaleString()} days`;
}

function Month({ month }: { month: TransparencyMonth }) {
  const reasons = Object.entries(month.reports).sort((a, b) => b[1] - a[1]);
  const total = reasons.reduce((sum, [, n]) => sum + n, 0);
  const id = `month-${month.month}`;
  return (
    <section className="card month-card" aria-labelledby={id}>
      <h2 id={id}>{monthName(month.month)}</h2>
      <dl className="figures">
        <div>
          <dt>Reports received</dt>
          <dd>{total.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Automatic bans</dt>
          <dd>{month.automaticBans.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Operator bans</dt>
          <dd>{month.operatorBans.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Appeals received</dt>
          <dd>{month.appealsReceived.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Appeals accepted</dt>
          <dd>{month.appealsAccepted.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Median time to a decision</dt>
          <dd>{hours(month.medianDecisionHours)}</dd>
        </div>
      </dl>
      {reasons.length > 0 && (
        <>
          <h3 className="reasons-title">Reports by reason</h3>
          <ul className="reasons">
            {reasons.map(([code, n]) => (
              <li key={code}>
                <span>{reasonLabel(code)}</span>
                <span className="reason-count">{n.toLocaleString()}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function TransparencyContent() {
  usePageMeta('Transparency · Match Up', DESCRIPTION);
  const query = useQuery({
    queryKey: ['transparency'],
    queryFn: ({ signal }) =>
      api.get<TransparencyResponse>('/api/transparency', { auth: false, signal }),
  });
  return (
    <article className="page-narrow prose transparency">
      <h1>Transparency</h1>
      <p className="lead">{DESCRIPTION}</p>
      <p className="muted">
        Counted from our records for the last 12 months (months in UTC). No one is named; appeals
        count in the month they were received and in the month they were decided.
      </p>
      {query.isPending && (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the figures…
        </p>
      )}
      {query.isError && !query.isFetching && (
        <div role="alert" className="card">
          <p>The figures could not be loaded: {query.error.message}</p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void query.refetch()}
          >
            Retry
          </button>
        </div>
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
