import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ProfileResponse, PublicUser } from '../../../shared/protocol/index.ts';
import { countryName } from './format.ts';

// brand names, the same in every language
const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/** Connection info: login type (Guest Login, the provider, or 'Standard'), name, e-mail, country. */
export function loginType(i18n: I18n, user: PublicUser): string {
  if (user.isAnonymous) return i18n._('settings.connection.guestLogin');
  return PROVIDER_NAMES[user.provider] ?? i18n._('settings.connection.standard');
}

export function ConnectionInfo({
  user,
  profile,
}: {
  user: PublicUser | null;
  profile: ProfileResponse | null;
}) {
  const { i18n } = useLingui();
  if (!user) return <p className="muted">{i18n._('settings.connection.noUser')}</p>;
  const code = profile?.countryCode;
  const name = profile?.country ? countryName(code, profile.country) : null;
  const country =
    name && code ? i18n._('settings.country.withCode', { country: name, code }) : name;
  const rows: [string, string | null][] = [
    [i18n._('settings.connection.loginType'), loginType(i18n, user)],
    [i18n._('settings.connection.name'), user.displayName],
    [i18n._('settings.connection.email'), user.email],
    [i18n._('settings.connection.country'), country],
  ];
  return (
    <dl className="info-list">
      {rows.map(([label, value]) => (
        <div key={label} className="info-row">
          <dt>{label}</dt>
          <dd className={value ? undefined : 'muted'}>
            {value ?? i18n._('settings.connection.notProvided')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
