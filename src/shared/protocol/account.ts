/** Account wire shapes: the profile (`/api/me`) and the sign-in popup's report. */
import type { AccountCode } from './codes/account.ts';
import type { Params } from './codes/table.ts';
import type { UiLocale } from '../uiLocales.ts';

/** The profile call's fields (a wire contract), plus what Settings shows about the account. */
export interface ProfileResponse {
  username: string | null;
  points_all_time: number;
  wins: number;
  losses: number;
  streak: number;
  usernameChangeAvailable: boolean;
  /** ISO time of the next allowed change; null when a change is allowed now. */
  nextUsernameChangeAt: string | null;
  displayName: string | null;
  email: string | null;
  country: string | null;
  countryCode: string | null;
  provider: 'google' | 'facebook';
  /** the app language chosen on this account; null until the member picks one */
  uiLocale: UiLocale | null;
}

/** `PUT /api/me/locale`: the request, and the answer with what is now kept. */
export interface LocaleSetting {
  locale: UiLocale;
}

export interface UsernameUpdateRequest {
  username: string;
}

/** 429 body of PATCH /api/me. */
export interface UsernameCooldownBody {
  error: string;
  cooldownEndsAt: string;
  secondsRemaining: number;
}

/** The BroadcastChannel (and postMessage type) the sign-in popup reports on. */
export const AUTH_CHANNEL = 'mu-auth';

export type AuthPopupMessage = { type: typeof AUTH_CHANNEL; provider: 'google' | 'facebook' } & (
  | { status: 'success'; kind: 'created' | 'linked' | 'existing' }
  | { status: 'cancelled' }
  /** `error` is the English of `code` (codes/account.ts, the `oauth_*` codes) */
  | { status: 'error'; error: string; code: AccountCode; params?: Params }
);
