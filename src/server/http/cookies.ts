/**
 * Every cookie the server sets, named in one place (the names are wire names: browsers keep
 * them across deploys, so a rename signs everyone out).
 */

/** The refresh session (path /api/auth): rotated on every refresh. */
export const REFRESH_COOKIE = 'mu_refresh';

/** The browser's id: ties a guest's bans and AI budget to the browser, not just the account. */
export const DEVICE_COOKIE = 'mu_device';

/** What a valid device cookie looks like; anything else is ignored. */
export const DEVICE_ID = /^[\w-]{10,64}$/;

/** The encrypted state of a sign-in in progress (path /api/auth), until its callback. */
export const STATE_COOKIE = 'mu_oauth';
