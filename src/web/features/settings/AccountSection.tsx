import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { PublicUser } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { useMemberSignIn } from '../session/memberSignIn.ts';
import { continueAsGuest, logout, openSignIn, type SessionStatus } from '../session/session.ts';
import { countryName, formatNumber } from './format.ts';
import { PointsStream } from './PointsStream.tsx';
import { UsernameEditor } from './UsernameEditor.tsx';
import { usePointsStream, type ProfileState } from './useProfile.ts';

function useLogout(): [boolean, () => void] {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    logout()
      .catch((err: unknown) => {
        console.error('Logout failed:', err);
        notify('error', i18n._('settings.account.logoutFailed'), i18n._('settings.tryAgain'));
      })
      .finally(() => setBusy(false));
  };
  return [busy, run];
}

function Stats({ profile, loading }: Pick<ProfileState, 'profile' | 'loading'>) {
  const { i18n } = useLingui();
  const cards: [string, number | undefined][] = [
    [i18n._('settings.stats.points'), profile?.points_all_time],
    [i18n._('settings.stats.wins'), profile?.wins],
    [i18n._('settings.stats.losses'), profile?.losses],
    [i18n._('settings.stats.streak'), profile?.streak],
  ];
  return (
    <dl className="stats">
      {cards.map(([label, value]) => (
        <div key={label} className="stat">
          <dt>{label}</dt>
          <dd>
            {loading ? (
              <span className="skeleton stat-skeleton" aria-label={i18n._('settings.loading')} />
            ) : value === undefined ? (
              '—'
            ) : (
              formatNumber(value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Member({ user, profile }: { user: PublicUser; profile: ProfileState }) {
  const { i18n } = useLingui();
  const [busy, signOut] = useLogout();
  const [stream, retry] = usePointsStream(user.id);
  const code = profile.profile?.countryCode;
  const country = countryName(code, profile.profile?.country ?? null);
  return (
    <>
      <div className="account-head">
        <div>
          <p className="account-name">
            {user.displayName ?? user.email ?? i18n._('settings.account.signedIn')}
          </p>
          <p className="muted account-country">
            {country
              ? code
                ? i18n._('settings.country.withCode', { country, code })
                : country
              : i18n._('settings.account.countryUnknown')}
          </p>
        </div>
        <button type="button" className="btn btn-ghost" onClick={signOut} disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {i18n._('settings.account.logout')}
        </button>
      </div>
      <UsernameEditor
        key={profile.profile?.username ?? ''}
        profile={profile.profile}
        loading={profile.loading}
        onSaved={profile.setProfile}
      />
      <Stats profile={profile.profile} loading={profile.loading} />
      <PointsStream state={stream} onRetry={retry} />
    </>
  );
}

function Guest() {
  const { i18n } = useLingui();
  const [busy, end] = useLogout();
  const { state } = useMemberSignIn();
  const offered = state !== 'notOffered';
  return (
    <>
      <p>{i18n._('settings.account.guest')}</p>
      <p className="muted" data-testid="guest-sign-in-note">
        {offered
          ? i18n._('settings.account.guestSignIn')
          : i18n._('settings.account.noMemberSignIn')}
      </p>
      <div className="actions">
        {offered && (
          <button type="button" className="btn btn-primary" onClick={openSignIn}>
            {i18n._('settings.account.signInOrCreate')}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={end} disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {i18n._('settings.account.endGuest')}
        </button>
      </div>
    </>
  );
}

/**
 * Signed out: "Sign in" where this server offers member sign-in (or while that is unknown: the
 * dialog says it then); where it offers none, the guest session it does offer, started here.
 */
function SignedOut() {
  const { i18n } = useLingui();
  const { state } = useMemberSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const guest = () => {
    setBusy(true);
    setError(null);
    continueAsGuest()
      .catch((err: unknown) =>
        setError(err instanceof Error ? err.message : i18n._('settings.account.guestFailed')),
      )
      .finally(() => setBusy(false));
  };
  return (
    <>
      <p>{i18n._('settings.account.signedOut')}</p>
      {state === 'notOffered' ? (
        <button type="button" className="btn btn-primary" onClick={guest} disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {i18n._('settings.account.continueAsGuest')}
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={openSignIn}>
          {i18n._('settings.account.signIn')}
        </button>
      )}
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </>
  );
}

/** Settings, Account (docs/product.md): signed out, guest or signed-in variant. */
export function AccountSection({
  status,
  user,
  profile,
}: {
  status: SessionStatus;
  user: PublicUser | null;
  profile: ProfileState;
}) {
  const { i18n } = useLingui();
  let body;
  if (status === 'loading') {
    body = (
      <div aria-busy="true" aria-label={i18n._('settings.account.loading')}>
        <span className="skeleton" style={{ display: 'block', width: '60%', height: 20 }} />
      </div>
    );
  } else if (!user) {
    body = <SignedOut />;
  } else if (user.isAnonymous) {
    body = <Guest />;
  } else {
    body = <Member user={user} profile={profile} />;
  }
  return (
    <section className="card settings-card" aria-labelledby="account-title">
      <h2 id="account-title">{i18n._('settings.account.title')}</h2>
      {body}
    </section>
  );
}
