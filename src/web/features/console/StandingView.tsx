import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type {
  PersonStandingResponse,
  StandingSignalKind,
} from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { QueryState } from './QueryState.tsx';

/** One kind of signal in words, with how many count (a newer server's kind: its code). */
function reasonText(i18n: I18n, kind: StandingSignalKind | string, count: number): string {
  switch (kind) {
    case 'report':
      return i18n._('console.standing.kind.report', { count });
    case 'block':
      return i18n._('console.standing.kind.block', { count });
    case 'down':
      return i18n._('console.standing.kind.down', { count });
    case 'quickLeave':
      return i18n._('console.standing.kind.quickLeave', { count });
    case 'up':
      return i18n._('console.standing.kind.up', { count });
    case 'goodCall':
      return i18n._('console.standing.kind.goodCall', { count });
    // kinds a server with age signals and the bot flag among its signals sends
    case 'age':
      return i18n._('console.standing.kind.age', { count });
    case 'bot':
      return i18n._('console.standing.kind.bot', { count });
    default:
      return `${kind} (${count})`;
  }
}

/** A score or weight as a signed number in the page's language (−2.96, +1, 0). */
const signed = (i18n: I18n, n: number) =>
  new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' })
    .format(n)
    // a true minus sign: a hyphen reads as a dash beside the words
    .replace('-', '\u2212');

/**
 * A person's standing as the server computes it for matching (GET /api/admin/people/:id/standing):
 * the score, the lane and each kind of signal behind it. Only the console shows it: no other
 * page asks for it, and the person is never told.
 */
export function StandingView({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const query = useQuery({
    queryKey: ['admin', 'standing', userId],
    queryFn: ({ signal }) =>
      api.get<PersonStandingResponse>(`/api/admin/people/${encodeURIComponent(userId)}/standing`, {
        signal,
      }),
  });
  const s = query.data;
  // a server whose lane has two thresholds also says where a person leaves it
  const leaveAbove = (s?.rule as { leaveAbove?: number } | undefined)?.leaveAbove;
  const slow = s?.lane === 'slow';
  return (
    // a group, not a region: each person's card has one, and landmarks must be unique
    <div role="group" className="console-standing" aria-labelledby={titleId}>
      <h4 id={titleId}>{i18n._('console.standing.title')}</h4>
      <QueryState
        query={query}
        loading={i18n._('console.standing.loading')}
        failed={i18n._('console.standing.failed')}
      />
      {s && (
        <>
          <p className="console-standing-score">
            <span>{i18n._('console.standing.score', { score: signed(i18n, s.score) })}</span>
            <span className={`console-badge${slow ? ' is-danger' : ''}`}>
              {slow ? i18n._('console.standing.lane.slow') : i18n._('console.standing.lane.open')}
            </span>
          </p>
          <p className="muted">
            {slow ? i18n._('console.standing.slowHint') : i18n._('console.standing.openHint')}
          </p>
          {s.reasons.length === 0 ? (
            <p className="muted">{i18n._('console.standing.none')}</p>
          ) : (
            <table className="console-standing-reasons">
              <caption className="visually-hidden">{i18n._('console.standing.reasons')}</caption>
              <thead>
                <tr>
                  <th scope="col">{i18n._('console.standing.reason')}</th>
                  <th scope="col">{i18n._('console.standing.weight')}</th>
                </tr>
              </thead>
              <tbody>
                {s.reasons.map((r) => (
                  <tr key={r.kind}>
                    <td>{reasonText(i18n, r.kind, r.count)}</td>
                    <td className="console-standing-weight">{signed(i18n, r.weight)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="muted console-standing-rule">
            {i18n._('console.standing.rule', {
              limit: signed(i18n, s.rule.slowAtOrBelow),
              days: s.rule.halfLifeDays,
            })}{' '}
            {leaveAbove !== undefined &&
              `${i18n._('console.standing.ruleLeave', { limit: signed(i18n, leaveAbove) })} `}
            {i18n._('console.standing.private')}
          </p>
        </>
      )}
    </div>
  );
}
