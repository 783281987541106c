import { useCallback, useEffect, useState } from 'react';
import type {
  ProfileResponse,
  TransactionItem,
  TransactionsResponse,
} from '../../../shared/protocol/index.ts';
import { LIMITS } from '../../../shared/constants.ts';
import { api } from '../session/session.ts';

export interface ProfileState {
  loading: boolean;
  profile: ProfileResponse | null;
  setProfile(profile: ProfileResponse): void;
}

/** The signed-in member's profile; `userId` null (signed out or guest) loads nothing. */
export function useProfile(userId: string | null): ProfileState {
  const [state, setState] = useState<{ for: string | null; profile: ProfileResponse | null }>({
    for: null,
    profile: null,
  });
  useEffect(() => {
    if (!userId) return;
    let live = true;
    api
      .get<ProfileResponse>('/api/me')
      .then((profile) => live && setState({ for: userId, profile }))
      .catch((err: unknown) => {
        // SPEC 8: a profile load failure is only logged; the page shows what it can.
        console.error('Failed to load profile:', err);
        if (live) setState({ for: userId, profile: null });
      });
    return () => {
      live = false;
    };
  }, [userId]);
  const setProfile = useCallback(
    (profile: ProfileResponse) => setState({ for: userId, profile }),
    [userId],
  );
  const current = state.for === userId;
  return {
    loading: userId !== null && !current,
    profile: current ? state.profile : null,
    setProfile,
  };
}

export type StreamState =
  | { status: 'loading' }
  | { status: 'ready'; items: TransactionItem[] }
  | { status: 'error'; message: string };

/** The member's latest point transactions, with a retry. */
export function usePointsStream(userId: string | null): [StreamState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: StreamState } | null>(null);
  const key = `${userId}:${attempt}`;
  useEffect(() => {
    if (!userId) return;
    let live = true;
    api
      .get<TransactionsResponse>(`/api/me/transactions?limit=${LIMITS.transactionsPageSize}`)
      .then((res) => live && setState({ key, value: { status: 'ready', items: res.items } }))
      .catch((err: unknown) => {
        const message =
          err instanceof Error && err.message ? err.message : 'Failed to load points stream';
        if (live) setState({ key, value: { status: 'error', message } });
      });
    return () => {
      live = false;
    };
  }, [userId, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state?.key === key ? state.value : { status: 'loading' }, retry];
}
