/**
 * Accounts and everything REST that is not a call: sign-in and sessions, the profile and the
 * username, points and the leaderboard, the AI buddy, and the HTTP layer's own answers.
 */
import { USERNAME_INVALID_MESSAGE } from '../../rules/username.ts';
import type { CodeTable, RefusalOf } from './table.ts';
import { describeWait } from './words.ts';
import type { InputIssue } from './inputIssue.ts';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;
/** The provider a sign-in code's params name ('google' or 'facebook'), in words. */
const providerName = (p: { provider: keyof typeof PROVIDER_NAMES }) => PROVIDER_NAMES[p.provider];

export const ACCOUNT_CODES = {
  auth_required: 'Authentication required',
  auth_missing: 'Authentication required: missing token',
  auth_invalid: 'Authentication failed: invalid token',
  auth_expired: 'Authentication failed: token expired',
  auth_unknown_user: 'Authentication failed: unknown user',
  session_ended: 'Authentication failed: session ended',
  not_signed_in: 'Not signed in',
  session_expired: 'Session expired. Please sign in again.',
  /** the socket's handshake failed for a reason of ours */
  connection_refused: 'Connection refused',

  // the sign-in popup's failures (the page it shows, and its message to the app)
  oauth_not_configured: (p: { provider: 'google' | 'facebook' }) =>
    `${providerName(p)} sign-in is not configured on this server.`,
  /** the provider's discovery or authorization URL failed; `detail` is its error ('' if none) */
  oauth_unavailable: (p: { provider: 'google' | 'facebook'; detail: string }) =>
    p.detail
      ? `${providerName(p)} sign-in is unavailable right now (${p.detail}).`
      : `${providerName(p)} sign-in is unavailable right now.`,
  oauth_malformed: 'The sign-in answer was malformed.',
  oauth_state: 'This sign-in expired or was started in another window.',
  /** the provider answered with an error; `detail` is its description (or its error code) */
  oauth_refused: (p: { provider: 'google' | 'facebook'; detail: string }) =>
    `${providerName(p)} refused the sign-in: ${p.detail}.`,
  oauth_no_code: (p: { provider: 'google' | 'facebook' }) =>
    `${providerName(p)} returned no authorization code.`,
  oauth_failed: (p: { provider: 'google' | 'facebook' }) => `${providerName(p)} sign-in failed.`,
  oauth_server_error: 'Sign-in failed on our side.',

  guest_no_profile: 'Guests have no profile. Sign in with Google or Facebook.',
  guest_no_rank: 'Sign in to see your personal rank',
  guest_no_points: 'Sign in to see your points',
  username_invalid: USERNAME_INVALID_MESSAGE,
  username_taken: 'Username already taken',
  /** the body also holds cooldownEndsAt and secondsRemaining, as the spec's client reads them */
  username_cooldown: 'Username can be changed once every 7 days',

  /** DELETE /api/me without the confirmation body */
  confirm_required: 'Deleting an account cannot be undone: send {"confirm": true} to confirm.',

  cursor_invalid: 'cursor is not valid',
  cursor_other_board: 'cursor belongs to another leaderboard',

  ai_last_message: 'The last message must be a non-empty user message',
  ai_too_fast: (p: { seconds: number }) =>
    `You're sending messages too fast. Please wait ${describeWait(p.seconds)} and try again.`,
  ai_translate_off: 'Translation through this site is not available.',
  ai_translate_failed: 'The message could not be translated. Please try again.',

  // the HTTP layer's own answers
  /** a body or query failed its schema: `field` is its path ('' for the whole input) */
  invalid_input: (p: InputIssue) => (p.field ? `${p.field}: ${p.detail}` : p.detail),
  /** a request the framework refused before any route ran (bad JSON, too large…) */
  bad_request: (p: { detail: string }) => p.detail,
  not_found: 'Not found',
  no_route: (p: { method: string; path: string }) => `Not found: ${p.method} ${p.path}`,
  cross_site: 'Requests from other sites are not allowed.',
  too_many_requests: (p: { max: number; seconds: number }) =>
    `Too many requests: the limit is ${p.max} per minute. Please wait ${p.seconds} second${p.seconds === 1 ? '' : 's'} and try again.`,
  server_error: 'Internal server error',
} as const satisfies CodeTable;

export type AccountCode = keyof typeof ACCOUNT_CODES;
export type AccountRefusal = RefusalOf<typeof ACCOUNT_CODES>;
