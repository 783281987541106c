import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type {
  LeaderboardItem,
  LeaderboardResponse,
  LeaderboardScope,
} from '../../../shared/protocol/points.ts';
import { messageOf } from '../../lib/queries.tsx';
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

function pathFor(scope: LeaderboardScope, seasonId: string, cursor: string | null): string {
  const params = new URLSearchParams({ scope });
  if (scope === 'seasonal') params.set('seasonId', seasonId);
  if (cursor) params.set('cursor', cursor);
  return `/api/leaderboard?${params.toString()}`;
}

/**
 * One board (scope + season) with keyset paging (an infinite query: a page per cursor).
 * Changing the board shows that board's own pages; Retry loads it again from the top.
 */
export function useLeaderboard(scope: LeaderboardScope, seasonId: string) {
  const query = useInfiniteQuery({
    queryKey: ['leaderboard', scope, scope === 'seasonal' ? seasonId : 'all'],
    queryFn: ({ pageParam, signal }) =>
      api.get<LeaderboardResponse>(pathFor(scope, seasonId, pageParam), { auth: false, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const { data, error, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage } = query;
  const { fetchNextPage, refetch } = query;

  const items = useMemo(
    () => (data?.pages ?? []).reduce<LeaderboardItem[]>((all, p) => mergePage(all, p.items), []),
    [data],
  );
  const state: BoardState = {
    // a board fails as a whole only while none of it was read; a failed next page keeps it
    status: data ? 'ready' : isFetching || !error ? 'loading' : 'error',
    items,
    nextCursor: hasNextPage ? (data?.pages.at(-1)?.nextCursor ?? null) : null,
    error: !data && error && !isFetching ? messageOf(error) : null,
    more: isFetchingNextPage ? 'loading' : isFetchNextPageError ? 'error' : 'idle',
    moreError: isFetchNextPageError ? messageOf(error) : null,
  };
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const reload = useCallback(() => void refetch(), [refetch]);
  return { ...state, reload, loadMore };
}
