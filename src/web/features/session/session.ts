import { create } from 'zustand';
import type { PublicUser, SessionResponse } from '../../../shared/protocol/index.ts';
import { ApiError, createApiClient } from '../../lib/api.ts';
import { resolveApiBase } from '../../lib/apiBase.ts';
import { storage } from '../../lib/storage.ts';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

interface SessionState {
  status: SessionStatus;
  user: PublicUser | null;
  token: string | null;
  /** epoch ms when the access token stops working */
  expiresAt: number;
  signInOpen: boolean;
  /** opened by a search: Continue as Guest goes straight on to the 18+ gate */
  signInForSearch: boolean;
}

/** Refresh the 5-minute access token this long before it expires. */
const REFRESH_MARGIN_MS = 60_000;

export const useSession = create<SessionState>(() => ({
  status: 'loading',
  user: null,
  token: null,
  expiresAt: 0,
  signInOpen: false,
  signInForSearch: false,
}));

const base = resolveApiBase();
const authApi = createApiClient({ base });
let refreshing: Promise<string | null> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(
      atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as { exp?: number };
    return (payload.exp ?? 0) * 1000;
  } catch {
    return 0;
  }
}

/**
 * Set while this device holds a session cookie (httpOnly, so unreadable here): a visitor who
 * never started a session is not sent to /api/auth/refresh for a 401 on every page load.
 */
const SESSION_HINT = 'sessionHint';

function accept(res: SessionResponse): string {
  storage.set(SESSION_HINT, '1');
  const expiresAt = expiryOf(res.token);
  useSession.setState({ status: 'signedIn', user: res.user, token: res.token, expiresAt });
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(
    () => void refresh(),
    Math.max(5_000, expiresAt - Date.now() - REFRESH_MARGIN_MS),
  );
  return res.token;
}

function signOutLocally(): void {
  clearTimeout(refreshTimer);
  useSession.setState({ status: 'signedOut', user: null, token: null, expiresAt: 0 });
}

/** Trades the refresh cookie for a new access token; signed out when there is none. */
export function refresh(): Promise<string | null> {
  refreshing ??= authApi
    .post<SessionResponse>('/api/auth/refresh')
    .then(accept)
    .catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 401) {
        storage.set(SESSION_HINT, '0');
        signOutLocally();
      } else if (useSession.getState().status === 'loading') signOutLocally();
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** A token good for at least the refresh margin, or null when signed out. */
export function getToken(): Promise<string | null> {
  return Promise.resolve(tokenAtHand());
}

/** The token when one is fresh, null when signed out, else a refresh's promise. */
function tokenAtHand(): string | null | Promise<string | null> {
  const { token, expiresAt, status } = useSession.getState();
  if (status === 'signedOut') return null;
  if (token && expiresAt - Date.now() > REFRESH_MARGIN_MS) return token;
  return refresh();
}

export async function continueAsGuest(): Promise<void> {
  if (useSession.getState().status === 'signedIn') return;
  accept(await authApi.post<SessionResponse>('/api/auth/guest'));
}

/** At start-up: resumes the session this device has, without asking when it has none. */
/** Whether this browser had a session when it was last here (its restore will be tried). */
export const hadSession = (): boolean => storage.get(SESSION_HINT) === '1';

export function restoreSession(): Promise<string | null> {
  if (storage.get(SESSION_HINT) === '1') return refresh();
  signOutLocally();
  return Promise.resolve(null);
}

export async function logout(): Promise<void> {
  await authApi.post('/api/auth/logout');
  storage.set(SESSION_HINT, '0');
  signOutLocally();
}

/** After the account was deleted: the server has ended every session; this device forgets it. */
export function forgetSession(): void {
  storage.set(SESSION_HINT, '0');
  signOutLocally();
}

/** Used by the sign-in popup flow: the server has already set the cookie. */
export function acceptSession(res: SessionResponse): void {
  accept(res);
}

export function markBanned(banExpiresAt: string): void {
  const user = useSession.getState().user;
  if (user) useSession.setState({ user: { ...user, isBanned: true, banExpiresAt } });
}

export const openSignIn = () => useSession.setState({ signInOpen: true, signInForSearch: false });
export const openSignInForSearch = () =>
  useSession.setState({ signInOpen: true, signInForSearch: true });
export const closeSignIn = () => useSession.setState({ signInOpen: false });

/** The authenticated client every feature uses. */
export const api = createApiClient({ base, getToken: tokenAtHand });
