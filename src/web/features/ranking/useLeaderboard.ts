import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  LeaderboardItem,
  LeaderboardResponse,
  LeaderboardScope,
} from '../../../shared/protocol/points.ts';
import { api } from '../session/session.ts';
import { mergePage } from './format.ts';

export interface BoardState {
  status: 'loading' | 'ready' | 'error';
  items: LeaderboardItem[];
  nextCursor: string | null;
  error: string | null;
  more: 'idle' | 'loading' | 'error';
  moreError: string | null;
}

const INITIAL: BoardState = {
  status: 'loading',
  items: [],
  nextCursor: null,
  error: null,
  more: 'idle',
  moreError: null,
};

function pathFor(scope: LeaderboardScope, seasonId: string, cursor: string | null): string {
  const params = new URLSearchParams({ scope });
  if (scope === 'seasonal') params.set('seasonId', seasonId);
  if (cursor) params.set('cursor', cursor);
  return `/api/leaderboard?${params.toString()}`;
}

const messageOf = (err: unknown) => (err instanceof Error && err.message) || '';

/**
 * One board (scope + season) with keyset paging. Changing the board starts over; an answer
 * that arrives for a board no longer shown (or for a superseded retry) is dropped.
 */
export function useLeaderboard(scope: LeaderboardScope, seasonId: string) {
  const [state, setState] = useState<BoardState>(INITIAL);
  const epoch = useRef(0);

  const reload = useCallback(() => {
    const mine = ++epoch.current;
    setState(INITIAL);
    const controller = new AbortController();
    api
      .get<LeaderboardResponse>(pathFor(scope, seasonId, null), {
        auth: false,
        signal: controller.signal,
      })
      .then((res) => {
        if (epoch.current !== mine) return;
        setState({
          ...INITIAL,
          status: 'ready',
          items: mergePage([], res.items),
          nextCursor: res.nextCursor,
        });
      })
      .catch((err: unknown) => {
        if (epoch.current !== mine) return;
        setState({ ...INITIAL, status: 'error', error: messageOf(err) });
      });
    return () => controller.abort();
  }, [scope, seasonId]);

  // A new board bumps the epoch in reload(), so answers for the old one are dropped.
  useEffect(() => reload(), [reload]);

  const { nextCursor, more } = state;
  const loadMore = useCallback(() => {
    if (!nextCursor || more === 'loading') return;
    const mine = epoch.current;
    setState((s) => ({ ...s, more: 'loading', moreError: null }));
    api
      .get<LeaderboardResponse>(pathFor(scope, seasonId, nextCursor), { auth: false })
      .then((res) => {
        if (epoch.current !== mine) return;
        setState((s) => ({
          ...s,
          items: mergePage(s.items, res.items),
          nextCursor: res.nextCursor,
          more: 'idle',
        }));
      })
      .catch((err: unknown) => {
        if (epoch.current !== mine) return;
        setState((s) => ({ ...s, more: 'error', moreError: messageOf(err) }));
      });
  }, [scope, seasonId, nextCursor, more]);

  return { ...state, reload, loadMore };
}
