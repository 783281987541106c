import { useLingui } from '@lingui/react';
import { useMemberSignIn } from '../session/memberSignIn.ts';
import { openSignIn } from '../session/session.ts';
import { compactPoints, formatCount } from './format.ts';
import type { RankState } from './useMyRank.ts';

/** 'Your Rank' for a signed-in player; the sign-in prompt for everyone else. */
export function RankBanner({
  state,
  retry,
  seasonal,
}: {
  state: RankState;
  retry: () => void;
  seasonal: boolean;
}) {
  const { i18n } = useLingui();
  const { state: offer } = useMemberSignIn();
  if (state.status === 'signedOut' && offer === 'notOffered') {
    return (
      <div className="card rank-banner rank-banner-out" data-testid="rank-no-sign-in">
        <p>{i18n._('ranking.banner.noMemberSignIn')}</p>
      </div>
    );
  }
  // nothing to invite to until the server has said it offers member sign-in
  if (state.status === 'signedOut' && offer === 'checking') return null;
  if (state.status === 'signedOut') {
    return (
      <div className="card rank-banner rank-banner-out">
        <p>{i18n._('ranking.banner.signInPrompt')}</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={openSignIn}>
          {i18n._('ranking.banner.signIn')}
        </button>
      </div>
    );
  }
  return (
    <section
      className="card rank-banner"
      aria-labelledby="your-rank"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="your-rank">{i18n._('ranking.banner.title')}</h2>
      {state.status === 'loading' && (
        <div className="rank-body" role="status">
          <span className="skeleton rank-skeleton" aria-hidden="true" />
          <span className="visually-hidden">{i18n._('ranking.banner.loading')}</span>
        </div>
      )}
      {state.status === 'error' && (
        <div className="rank-body rank-error" role="alert">
          <p>
            <strong>{i18n._('ranking.banner.failed')}</strong>
            {state.message && state.message !== i18n._('ranking.banner.failed') && (
              <span className="muted"> · {state.message}</span>
            )}
          </p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={retry}>
            {i18n._('ranking.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.rank === null ? (
          <p className="rank-body muted">
            {seasonal
              ? i18n._('ranking.banner.notRankedSeason')
              : i18n._('ranking.banner.notRanked')}
          </p>
        ) : (
          <p className="rank-body">
            <span className="rank-number">
              {i18n._('ranking.banner.rank', { rank: formatCount(state.rank) })}
            </span>
            <span
              className="rank-points"
              title={i18n._('ranking.points', {
                count: state.points,
                points: formatCount(state.points),
              })}
            >
              {i18n._('ranking.points', {
                count: state.points,
                points: compactPoints(state.points),
              })}
            </span>
            {state.ties > 0 && (
              <span className="muted">{i18n._('ranking.banner.ties', { count: state.ties })}</span>
            )}
          </p>
        ))}
    </section>
  );
}
