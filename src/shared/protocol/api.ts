import type { Code, Params } from './codes/index.ts';
import type { GuestName } from './guestName.ts';

/** REST shapes shared by server and web: the wire contract, ours included. */
export type Provider = 'guest' | 'google' | 'facebook';

export interface PublicUser {
  id: string;
  isAnonymous: boolean;
  isBanned: boolean;
  banExpiresAt: string | null;
  displayName: string | null;
  email: string | null;
  provider: Provider;
}

export interface SessionResponse {
  token: string;
  user: PublicUser;
}

export interface ProvidersResponse {
  google: boolean;
  facebook: boolean;
}

export interface IceResponse {
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
  /** the server takes age signals (AGE_SIGNALS): when false the app never runs the age model */
  ageSignals: boolean;
}

/**
 * Error bodies: `error` is the spec's English text; `code` and `params` name it (codes/index.ts),
 * and clients choose their words from them. Some answers add fields (cooldownEndsAt, retryAt…).
 */
export interface ApiErrorBody {
  error: string;
  code: Code;
  params?: Params;
  [extra: string]: unknown;
}

/** One person you blocked, as Settings lists it (GET /api/blocks). */
export interface BlockView {
  id: string;
  /** a blocked guest's guest name (absent for a member, or an account since deleted) */
  guestName?: GuestName;
  /** the country they were calling from, as you saw it */
  country: string;
  countryCode: string;
  /** ISO time of the block */
  blockedAt: string;
}

export interface BlocksResponse {
  blocks: BlockView[];
}
