import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  ProfileResponse,
  TransactionItem,
  TransactionsResponse,
} from '../../../shared/protocol/index.ts';
import { LIMITS } from '../../../shared/constants.ts';
import { queryClient } from '../../lib/queries.tsx';
import { api } from '../session/session.ts';

export interface ProfileState {
  loading: boolean;
  profile: ProfileResponse | null;
  setProfile(profile: ProfileResponse): void;
}

const profileKey = (userId: string | null) => ['profile', userId] as const;

/** The signed-in member's profile; `userId` null (signed out or guest) loads nothing. */
export function useProfile(userId: string | null): ProfileState {
  const query = useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) =>
      api.get<ProfileResponse>('/api/me', { signal }).catch((err: unknown) => {
        // a profile load failure is only logged; the page shows what it can.
        console.error('Failed to load profile:', err);
        return null;
      }),
    enabled: userId !== null,
  });
  const setProfile = useCallback(
    (profile: ProfileResponse) => queryClient.setQueryData(profileKey(userId), profile),
    [userId],
  );
  return {
    loading: userId !== null && query.isPending,
    profile: userId ? (query.data ?? null) : null,
    setProfile,
  };
}

export type StreamState =
  | { status: 'loading' }
  | { status: 'ready'; items: TransactionItem[] }
  /** the error's own words; null for the generic failure, said in the current language */
  | { status: 'error'; message: string | null };

/** The member's latest point transactions, with a retry. */
export function usePointsStream(userId: string | null): [StreamState, () => void] {
  const query = useQuery({
    queryKey: ['transactions', userId],
    queryFn: ({ signal }) =>
      api.get<TransactionsResponse>(`/api/me/transactions?limit=${LIMITS.transactionsPageSize}`, {
        signal,
      }),
    enabled: userId !== null,
  });
  const { data, error, isFetching, refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const state: StreamState =
    isFetching && (error || !data)
      ? { status: 'loading' }
      : error
        ? {
            status: 'error',
            message: (error instanceof Error && error.message) || null,
          }
        : data
          ? { status: 'ready', items: data.items }
          : { status: 'loading' };
  return [state, retry];
}
