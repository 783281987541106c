import type { TransactionItem } from '../../../shared/protocol/index.ts';
import type { StreamState } from './useProfile.ts';
import { formatDateTime, formatDelta, reasonInWords, shortMatchId } from './format.ts';

function Item({ item }: { item: TransactionItem }) {
  const meta = [
    item.gameType ? reasonInWords(item.gameType) : null,
    formatDateTime(item.createdAt),
    item.matchId ? `Match ${shortMatchId(item.matchId)}` : null,
  ].filter(Boolean);
  return (
    <li className="tx">
      <div className="tx-main">
        <span className="tx-reason">{reasonInWords(item.reason)}</span>
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
        <span className="tx-total muted">Total {item.totalAfter}</span>
      </div>
    </li>
  );
}

/** 'Points stream': the member's latest point transactions. */
export function PointsStream({ state, onRetry }: { state: StreamState; onRetry(): void }) {
  return (
    <section className="points-stream" aria-labelledby="points-stream-title">
      <h3 id="points-stream-title">Points stream</h3>
      {state.status === 'loading' && (
        <ul className="tx-list" aria-busy="true" aria-label="Loading points stream">
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
          <span>{state.message}</span>
          <button type="button" className="btn btn-sm btn-ghost" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.items.length === 0 ? (
          <p className="muted">No recent transactions.</p>
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
