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
}

/** Error bodies: `error` is the message a user may see. */
export interface ApiErrorBody {
  error: string;
  [extra: string]: unknown;
}

/** One person you blocked, as Settings lists it (GET /api/blocks). */
export interface BlockView {
  id: string;
  /** the country they were calling from, as you saw it */
  country: string;
  countryCode: string;
  /** ISO time of the block */
  blockedAt: string;
}

export interface BlocksResponse {
  blocks: BlockView[];
}
