import { useEffect, useState } from 'react';
import { UI } from '../../../shared/constants.ts';
import type { MyRankResponse } from '../../../shared/protocol/points.ts';
import { ApiError } from '../../lib/api.ts';
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

/** The signed-in player's rank on one board ('all' or a season id); guests get the sign-in prompt. */
export function useMyRank(season: string) {
  const userId = useSession((s) => s.user?.id ?? null);
  const status = useSession((s) => s.status);
  const [state, setState] = useState<RankState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void (async () => {
      // The spec's rank call waits up to 6 s for sign-in to finish.
      const settled = await settledSession(UI.rankSignInWaitMs);
      if (!live) return;
      if (settled !== 'signedIn') return setState({ status: 'signedOut' });
      try {
        const res = await api.get<MyRankResponse>(
          `/api/leaderboard/me?season=${encodeURIComponent(season)}`,
        );
        if (live)
          setState({ status: 'ready', rank: res.rank, points: res.points, ties: res.ties ?? 0 });
      } catch (err) {
        if (!live) return;
        if (err instanceof ApiError && (err.status === 401 || err.status === 403))
          setState({ status: 'signedOut' });
        else setState({ status: 'error', message: (err instanceof Error && err.message) || '' });
      }
    })();
    return () => {
      live = false;
    };
  }, [season, status, userId, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
