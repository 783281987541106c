import { useLingui } from '@lingui/react';
import { withQueries } from '../../lib/queries.tsx';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { LeaderboardScope } from '../../../shared/protocol/points.ts';
import { clampMonth, seasonIdOf, shiftMonth } from '../../../shared/rules/season.ts';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import { BoardRow, SkeletonRows } from './BoardRow.tsx';
import { RankBanner } from './RankBanner.tsx';
import { useSession } from '../session/session.ts';
import { boardRanks, formatMonth } from './format.ts';
import { useLeaderboard } from './useLeaderboard.ts';
import { useMyRank } from './useMyRank.ts';
import './ranking.css';

/** /ranking?scope=all_time, or /ranking?season=YYYY-MM for a season (the current one by default). */
function RankingPageContent() {
  const { i18n } = useLingui();
  usePageMeta(i18n._('ranking.pageTitle'));
  const [params, setParams] = useSearchParams();
  const scope: LeaderboardScope = params.get('scope') === 'all_time' ? 'all_time' : 'seasonal';
  const current = seasonIdOf(Date.now());
  // a malformed month becomes the current one; never beyond it (docs/product.md)
  const month = clampMonth(params.get('season'), Date.now());
  const board = useLeaderboard(scope, month);
  const rank = useMyRank(scope === 'all_time' ? 'all' : month);
  const myId = useSession((s) => s.user?.id ?? null);
  const ranks = useMemo(() => boardRanks(board.items), [board.items]);

  const show = (next: LeaderboardScope, season = month) =>
    setParams(next === 'all_time' ? { scope: next } : { season }, { replace: true });

  return (
    <section className="page ranking">
      <header className="ranking-header">
        <h1>{i18n._('ranking.title')}</h1>
        <div className="segmented" role="group" aria-label={i18n._('ranking.scope')}>
          <button
            type="button"
            aria-pressed={scope === 'seasonal'}
            onClick={() => show('seasonal')}
          >
            {i18n._('ranking.scope.season')}
          </button>
          <button
            type="button"
            aria-pressed={scope === 'all_time'}
            onClick={() => show('all_time')}
          >
            {i18n._('ranking.scope.allTime')}
          </button>
        </div>
      </header>

      {scope === 'seasonal' && (
        <div className="month-picker" role="group" aria-label={i18n._('ranking.scope.season')}>
          <button
            type="button"
            className="icon-btn"
            aria-label={i18n._('ranking.month.previous')}
            onClick={() => show('seasonal', shiftMonth(month, -1))}
          >
            ‹
          </button>
          <label className="month-field">
            <span className="visually-hidden">{i18n._('ranking.month.field')}</span>
            <input
              type="month"
              className="input"
              value={month}
              max={current}
              onChange={(e) => show('seasonal', clampMonth(e.target.value, Date.now()))}
            />
          </label>
          <button
            type="button"
            className="icon-btn"
            aria-label={i18n._('ranking.month.next')}
            disabled={month >= current}
            onClick={() => show('seasonal', clampMonth(shiftMonth(month, 1), Date.now()))}
          >
            ›
          </button>
          {month === current ? (
            <span className="month-label muted">{i18n._('ranking.month.current')}</span>
          ) : (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => show('seasonal', current)}
            >
              {i18n._('ranking.month.backToCurrent')}
            </button>
          )}
        </div>
      )}

      <RankBanner state={rank.state} retry={rank.retry} seasonal={scope === 'seasonal'} />

      {board.status === 'error' ? (
        <div className="alert board-error" role="alert">
          <p>
            <strong>{i18n._('ranking.failed')}</strong>
          </p>
          {board.error && board.error !== i18n._('ranking.failed') && (
            <p className="muted">{board.error}</p>
          )}
          <button type="button" className="btn btn-ghost btn-sm" onClick={board.reload}>
            {i18n._('ranking.retry')}
          </button>
        </div>
      ) : board.status === 'ready' && board.items.length === 0 ? (
        <p className="card board-empty">
          {scope === 'seasonal' && month !== current
            ? i18n._('ranking.empty.month', { month: formatMonth(month) })
            : i18n._('ranking.empty')}
        </p>
      ) : (
        <ol
          className="board"
          aria-label={
            scope === 'all_time'
              ? i18n._('ranking.list.allTime')
              : i18n._('ranking.list.month', { month: formatMonth(month) })
          }
          aria-busy={board.status === 'loading'}
        >
          {board.status === 'loading' ? (
            <SkeletonRows count={8} />
          ) : (
            board.items.map((item, i) => (
              <BoardRow key={item.id} item={item} rank={ranks[i]!} mine={item.id === myId} />
            ))
          )}
        </ol>
      )}
      {board.status === 'loading' && (
        <p className="visually-hidden" role="status">
          {i18n._('ranking.loading')}
        </p>
      )}

      {board.status === 'ready' && board.items.length > 0 && (
        <div className="board-footer">
          {board.more === 'error' && (
            <div className="alert" role="alert">
              <strong>{i18n._('ranking.failed')}</strong>
              {board.moreError && <span className="muted"> · {board.moreError}</span>}
            </div>
          )}
          {board.nextCursor ? (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={board.loadMore}
              disabled={board.more === 'loading'}
            >
              {board.more === 'loading' && <span className="spinner" aria-hidden="true" />}
              {board.more === 'loading'
                ? i18n._('ranking.more.loading')
                : board.more === 'error'
                  ? i18n._('ranking.retry')
                  : i18n._('ranking.more')}
            </button>
          ) : (
            <p className="muted board-end">{i18n._('ranking.end')}</p>
          )}
        </div>
      )}
    </section>
  );
}

export const RankingPage = withQueries(RankingPageContent);
