import { useLingui } from '@lingui/react';
import type { TransactionItem } from '../../../shared/protocol/index.ts';
import type { StreamState } from './useProfile.ts';
import {
  formatDateTime,
  formatDelta,
  formatNumber,
  reasonInWords,
  shortMatchId,
} from './format.ts';

function Item({ item }: { item: TransactionItem }) {
  const { i18n } = useLingui();
  const meta = [
    item.gameType
      ? i18n._('settings.points.game', {
          game: item.gameType,
          words: reasonInWords(item.gameType),
        })
      : null,
    formatDateTime(item.createdAt),
    item.matchId ? i18n._('settings.points.match', { id: shortMatchId(item.matchId) }) : null,
  ].filter(Boolean);
  return (
    <li className="tx">
      <div className="tx-main">
        <span className="tx-reason">
          {i18n._('settings.points.reason', {
            reason: item.reason,
            words: reasonInWords(item.reason),
          })}
        </span>
        <span className="tx-meta muted">
          {meta.map((part, i) => (
            <span key={i}>{part}</span>
          ))}
        </span>
      </div>
      <div className="tx-amounts">
        <span className={item.delta >= 0 ? 'tx-delta' : 'tx-delta tx-negative'}>
          {formatDelta(item.delta)}
        </span>
        <span className="tx-total muted">
          {i18n._('settings.points.total', { total: formatNumber(item.totalAfter) })}
        </span>
      </div>
    </li>
  );
}

/** 'Points stream': the member's latest point transactions. */
export function PointsStream({ state, onRetry }: { state: StreamState; onRetry(): void }) {
  const { i18n } = useLingui();
  return (
    <section className="points-stream" aria-labelledby="points-stream-title">
      <h3 id="points-stream-title">{i18n._('settings.points.title')}</h3>
      {state.status === 'loading' && (
        <ul className="tx-list" aria-busy="true" aria-label={i18n._('settings.points.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="tx tx-skeleton">
              <span className="skeleton" style={{ width: '45%', height: 16 }} />
              <span className="skeleton" style={{ width: 64, height: 16 }} />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'error' && (
        <div className="alert stream-error" role="alert">
          <span>{state.message ?? i18n._('settings.points.failed')}</span>
          <button type="button" className="btn btn-sm btn-ghost" onClick={onRetry}>
            {i18n._('settings.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.items.length === 0 ? (
          <p className="muted">{i18n._('settings.points.empty')}</p>
        ) : (
          <ul className="tx-list">
            {state.items.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </ul>
        ))}
    </section>
  );
}
