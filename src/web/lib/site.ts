import { useEffect, useSyncExternalStore } from 'react';
import type { SiteInfo } from '../../shared/protocol/index.ts';
import { SITE_DEFAULTS, SITE_META } from '../../shared/site.ts';
import { api } from '../features/session/session.ts';

/**
 * The operator's site settings for the legal pages. A prerendered page carries the values it
 * was rendered with in a <meta> (so hydration renders the same text); the server's own answer
 * (`GET /api/site`) then wins, for a build made with other settings than the running server.
 */
function initial(): SiteInfo {
  if (typeof document === 'undefined') return primed ?? SITE_DEFAULTS;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_META}"]`);
  try {
    return meta ? { ...SITE_DEFAULTS, ...(JSON.parse(meta.content) as SiteInfo) } : SITE_DEFAULTS;
  } catch {
    return SITE_DEFAULTS;
  }
}

let primed: SiteInfo | undefined;
let site: SiteInfo | undefined;
let asked = false;
const listeners = new Set<() => void>();

/** The build's renderer sets what it renders with (the same values go into the <meta>). */
export function primeSite(value: SiteInfo): void {
  primed = value;
  site = value;
}

const current = () => (site ??= initial());

function ask(): void {
  if (asked) return;
  asked = true;
  api
    .get<SiteInfo>('/api/site', { auth: false })
    .then((answer) => {
      site = answer;
      listeners.forEach((l) => l());
    })
    // the page keeps the values it was built with; nothing to tell the reader
    .catch(() => undefined);
}

export function useSite(): SiteInfo {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    current,
  );
  useEffect(ask, []);
  return value;
}
