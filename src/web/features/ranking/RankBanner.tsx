import { useMemberSignIn } from '../session/memberSignIn.ts';
import { openSignIn } from '../session/session.ts';
import { compactPoints } from './format.ts';
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
  const { state: offer } = useMemberSignIn();
  if (state.status === 'signedOut' && offer === 'notOffered') {
    return (
      <div className="card rank-banner rank-banner-out" data-testid="rank-no-sign-in">
        <p>Personal ranks are for members, and this server does not offer member sign-in.</p>
      </div>
    );
  }
  if (state.status === 'signedOut') {
    return (
      <div className="card rank-banner rank-banner-out">
        <p>Sign in to see your personal rank</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={openSignIn}>
          Sign in
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
      <h2 id="your-rank">Your Rank</h2>
      {state.status === 'loading' && (
        <div className="rank-body" role="status">
          <span className="skeleton rank-skeleton" aria-hidden="true" />
          <span className="visually-hidden">Loading your rank…</span>
        </div>
      )}
      {state.status === 'error' && (
        <div className="rank-body rank-error" role="alert">
          <p>
            <strong>Failed to load your rank</strong>
            {state.message && state.message !== 'Failed to load your rank' && (
              <span className="muted"> · {state.message}</span>
            )}
          </p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.rank === null ? (
          <p className="rank-body muted">
            Not ranked yet. Win or draw a game {seasonal ? 'this season ' : ''}to get on the board.
          </p>
        ) : (
          <p className="rank-body">
            <span className="rank-number">#{state.rank.toLocaleString('en')}</span>
            <span className="rank-points" title={`${state.points} points`}>
              {compactPoints(state.points)} points
            </span>
            {state.ties > 0 && (
              <span className="muted">
                tied with {state.ties.toLocaleString('en')} other{state.ties === 1 ? '' : 's'}
              </span>
            )}
          </p>
        ))}
    </section>
  );
}
