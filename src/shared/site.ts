import type { SiteInfo } from './protocol/privacy.ts';

/**
 * What the legal pages say when the operator set nothing (server config: SITE_NAME,
 * PUBLIC_URL, PRIVACY_EMAIL, APPEALS_EMAIL, SAFETY_CONTACT, RETENTION_*; docs/operations.md).
 */
export const SITE_DEFAULTS: SiteInfo = {
  siteName: 'Match Up',
  publicUrl: null,
  privacyEmail: 'privacy@matchup.example',
  appealsEmail: 'privacy@matchup.example',
  safetyContact: null,
  retention: { guestIdleDays: 30, reportDays: 180, sessionDays: 30 },
};

/** A safety contact as a link: an e-mail address becomes a mailto: link, a page stays itself. */
export const safetyHref = (contact: string): string =>
  contact.startsWith('https://') ? contact : `mailto:${contact}`;

/** The `<meta>` the build writes into each prerendered page: the values it rendered with. */
export const SITE_META = 'mu-site';

type Placeholder = 'siteName' | 'privacyEmail' | 'appealsEmail' | keyof SiteInfo['retention'];

/** Fills `{siteName}`, `{privacyEmail}`, `{appealsEmail}`, `{guestIdleDays}`… in a text. */
export function fillSite(text: string, site: SiteInfo): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const key = name as Placeholder;
    if (key === 'siteName' || key === 'privacyEmail' || key === 'appealsEmail') return site[key];
    if (key in site.retention) return String(site.retention[key]);
    return whole;
  });
}

/**
 * The site settings from an environment, as the server's config reads them (the build uses it
 * so prerendered pages already say what the server will); unset or empty: the defaults.
 */
export function siteFromEnv(env: Record<string, string | undefined>): SiteInfo {
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  const days = (v: string | undefined, fallback: number) => {
    const n = Number(v);
    return v && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const privacyEmail = text(env.PRIVACY_EMAIL) ?? SITE_DEFAULTS.privacyEmail;
  return {
    siteName: text(env.SITE_NAME) ?? SITE_DEFAULTS.siteName,
    publicUrl: text(env.PUBLIC_URL) ?? null,
    privacyEmail,
    appealsEmail: text(env.APPEALS_EMAIL) ?? privacyEmail,
    safetyContact: text(env.SAFETY_CONTACT) ?? null,
    retention: {
      guestIdleDays: days(env.RETENTION_GUEST_IDLE_DAYS, SITE_DEFAULTS.retention.guestIdleDays),
      reportDays: days(env.RETENTION_REPORT_DAYS, SITE_DEFAULTS.retention.reportDays),
      sessionDays: SITE_DEFAULTS.retention.sessionDays,
    },
  };
}
