/**
 * The web app's timings and local keys: in a module of their own, because every page's first
 * script needs them (a landing page loads no other constant). constants.ts re-exports them.
 */
export const UI = {
  toastMs: 5_000,
  toastFallbackMs: 3_500,
  banToastMs: 6_000,
  apiTimeoutMs: 15_000,
  rankSignInWaitMs: 6_000,
  tokenMaxAgeS: 300,
  mobileMaxWidth: 768,
} as const;

export const LOCAL_KEYS = {
  muteGames: 'muteGames',
  autoSearchNext: 'autoSearchNext',
  installDismissed: 'installDismissed',
} as const;
