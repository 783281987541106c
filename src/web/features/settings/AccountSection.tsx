import { useState } from 'react';
import type { PublicUser } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { NO_MEMBER_SIGN_IN, useMemberSignIn } from '../session/memberSignIn.ts';
import { logout, openSignIn, type SessionStatus } from '../session/session.ts';
import { PointsStream } from './PointsStream.tsx';
import { UsernameEditor } from './UsernameEditor.tsx';
import { usePointsStream, type ProfileState } from './useProfile.ts';

function useLogout(): [boolean, () => void] {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    logout()
      .catch((err: unknown) => {
        console.error('Logout failed:', err);
        notify('error', 'Logout failed', 'Please try again.');
      })
      .finally(() => setBusy(false));
  };
  return [busy, run];
}

function Stats({ profile, loading }: Pick<ProfileState, 'profile' | 'loading'>) {
  const cards: [string, number | undefined][] = [
    ['Points', profile?.points_all_time],
    ['Wins', profile?.wins],
    ['Losses', profile?.losses],
    ['Streak', profile?.streak],
  ];
  return (
    <dl className="stats">
      {cards.map(([label, value]) => (
        <div key={label} className="stat">
          <dt>{label}</dt>
          <dd>
            {loading ? (
              <span className="skeleton stat-skeleton" aria-label="Loading" />
            ) : (
              (value?.toLocaleString() ?? '—')
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Member({ user, profile }: { user: PublicUser; profile: ProfileState }) {
  const [busy, signOut] = useLogout();
  const [stream, retry] = usePointsStream(user.id);
  const country = profile.profile?.country;
  return (
    <>
      <div className="account-head">
        <div>
          <p className="account-name">{user.displayName ?? user.email ?? 'Signed in'}</p>
          <p className="muted account-country">
            {country
              ? `${country}${profile.profile?.countryCode ? ` (${profile.profile.countryCode})` : ''}`
              : 'Country unknown'}
          </p>
        </div>
        <button type="button" className="btn btn-ghost" onClick={signOut} disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          Logout
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
  const [busy, end] = useLogout();
  const { state } = useMemberSignIn();
  const offered = state !== 'notOffered';
  return (
    <>
      <p>You&apos;re using a guest session.</p>
      <p className="muted" data-testid="guest-sign-in-note">
        {offered
          ? 'Sign in to keep your name, earn points and appear on the leaderboard.'
          : NO_MEMBER_SIGN_IN}
      </p>
      <div className="actions">
        {offered && (
          <button type="button" className="btn btn-primary" onClick={openSignIn}>
            Sign in / Create account
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={end} disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          End guest session
        </button>
      </div>
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
  let body;
  if (status === 'loading') {
    body = (
      <div aria-busy="true" aria-label="Loading account">
        <span className="skeleton" style={{ display: 'block', width: '60%', height: 20 }} />
      </div>
    );
  } else if (!user) {
    body = (
      <>
        <p>You&apos;re not signed in.</p>
        <button type="button" className="btn btn-primary" onClick={openSignIn}>
          Sign in
        </button>
      </>
    );
  } else if (user.isAnonymous) {
    body = <Guest />;
  } else {
    body = <Member user={user} profile={profile} />;
  }
  return (
    <section className="card settings-card" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      {body}
    </section>
  );
}
