import { useQuery } from '@tanstack/react-query';
import { UI } from '../../../shared/constants.ts';
import type { MyRankResponse } from '../../../shared/protocol/points.ts';
import { ApiError } from '../../lib/api.ts';
import { messageOf } from '../../lib/queries.tsx';
import { api, useSession, type SessionStatus } from '../session/session.ts';

export type RankState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'ready'; rank: number | null; points: number; ties: number }
  | { status: 'error'; message: string };

/** Resolves once the session has settled, or after `ms` with whatever it is then. */
function settledSession(ms: number): Promise<SessionStatus> {
  return new Promise((resolve) => {
    if (useSession.getState().status !== 'loading') return resolve(useSession.getState().status);
    const done = (status: SessionStatus) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(status);
    };
    const timer = setTimeout(() => done(useSession.getState().status), ms);
    const unsubscribe = useSession.subscribe((s) => {
      if (s.status !== 'loading') done(s.status);
    });
  });
}

type Rank = Exclude<RankState, { status: 'loading' } | { status: 'error' }>;

async function readRank(season: string, signal: AbortSignal): Promise<Rank> {
  // The spec's rank call waits up to 6 s for sign-in to finish.
  const settled = await settledSession(UI.rankSignInWaitMs);
  // guests have no rank: asking would only log a 403 in the console on every visit
  if (settled !== 'signedIn' || useSession.getState().user?.isAnonymous)
    return { status: 'signedOut' };
  try {
    const res = await api.get<MyRankResponse>(
      `/api/leaderboard/me?season=${encodeURIComponent(season)}`,
      { signal },
    );
    return { status: 'ready', rank: res.rank, points: res.points, ties: res.ties ?? 0 };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403))
      return { status: 'signedOut' };
    throw err;
  }
}

/** The signed-in player's rank on one board ('all' or a season id); guests get the sign-in prompt. */
export function useMyRank(season: string) {
  const userId = useSession((s) => s.user?.id ?? null);
  const status = useSession((s) => s.status);
  const query = useQuery({
    queryKey: ['myRank', season, status, userId],
    queryFn: ({ signal }) => readRank(season, signal),
  });
  const { data, error, isFetching } = query;
  const state: RankState =
    isFetching && (error || !data)
      ? { status: 'loading' }
      : error
        ? { status: 'error', message: messageOf(error) }
        : (data ?? { status: 'loading' });
  return { state, retry: () => void query.refetch() };
}
