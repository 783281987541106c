import type { ProfileResponse, PublicUser } from '../../../shared/protocol/index.ts';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/** Connection info: login type (Guest Login, the provider, or 'Standard'), name, e-mail, country. */
export function loginType(user: PublicUser): string {
  if (user.isAnonymous) return 'Guest Login';
  return PROVIDER_NAMES[user.provider] ?? 'Standard';
}

export function ConnectionInfo({
  user,
  profile,
}: {
  user: PublicUser | null;
  profile: ProfileResponse | null;
}) {
  if (!user) return <p className="muted">No user information available.</p>;
  const country = profile?.country
    ? `${profile.country}${profile.countryCode ? ` (${profile.countryCode})` : ''}`
    : null;
  const rows: [string, string | null][] = [
    ['Login type', loginType(user)],
    ['Name', user.displayName],
    ['E-mail', user.email],
    ['Country', country],
  ];
  return (
    <dl className="info-list">
      {rows.map(([label, value]) => (
        <div key={label} className="info-row">
          <dt>{label}</dt>
          <dd className={value ? undefined : 'muted'}>{value ?? 'Not provided'}</dd>
        </div>
      ))}
    </dl>
  );
}
