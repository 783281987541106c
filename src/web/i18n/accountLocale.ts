import type { LocaleSetting, ProfileResponse } from '../../shared/protocol/index.ts';
import {
  isUiLocale,
  SOURCE_LOCALE,
  splitLocalePath,
  type UiLocale,
} from '../../shared/uiLocales.ts';
import { api, useSession } from '../features/session/session.ts';
import type { ApiClient } from '../lib/api.ts';
import { storage } from '../lib/storage.ts';
import { LOCALE_KEY, setLocale } from './i18n.ts';

type Client = Pick<ApiClient, 'get' | 'request'>;

/** The signed-in member's id; null for a guest or nobody (whose choice stays in the browser). */
function memberId(): string | null {
  const { status, user } = useSession.getState();
  return status === 'signedIn' && user && !user.isAnonymous ? user.id : null;
}

/** Keeps a member's chosen language on their account (guests keep it in this browser only). */
export function saveAccountLocale(locale: UiLocale, client: Client = api): void {
  if (!memberId()) return;
  const body: LocaleSetting = { locale };
  // The choice already holds in this browser; the account's copy only serves the next browser,
  // so a failure here is not worth interrupting the person for.
  void client.request('PUT', '/api/me/locale', { body }).catch(() => undefined);
}

/**
 * Opens a browser that has no choice of its own in the language the member chose elsewhere,
 * and remembers it here. A choice made in this browser always wins, even one made while the
 * profile was on its way; and an account that has no language yet takes it (a guest who chose
 * one, then became a member, keeps it on their next browser too).
 */
export async function adoptAccountLocale(client: Client = api): Promise<void> {
  const profile = await client.get<ProfileResponse>('/api/me').catch(() => null);
  if (!profile) return;
  const { uiLocale } = profile;
  // read after the profile came: a choice made meanwhile counts
  const mine = storage.get(LOCALE_KEY);
  if (isUiLocale(mine)) {
    if (!isUiLocale(uiLocale)) saveAccountLocale(mine, client);
  } else if (isUiLocale(uiLocale)) {
    await setLocale(uiLocale, { remember: true }).catch(() => undefined);
  }
}

/**
 * Watches the session from start-up: each time a member signs in or their session is restored,
 * their account's language is adopted (see adoptAccountLocale). A page whose address names its
 * language (/es/…) keeps it. Returns the unsubscribe.
 */
export function followAccountLocale(client: Client = api): () => void {
  let seen: string | null = null;
  const check = () => {
    const id = memberId();
    // a token refresh hands back the same member: their profile was read already
    if (id === seen) return;
    seen = id;
    const path = typeof location === 'undefined' ? '/' : location.pathname;
    if (id && splitLocalePath(path).locale === SOURCE_LOCALE) void adoptAccountLocale(client);
  };
  check();
  return useSession.subscribe(check);
}
