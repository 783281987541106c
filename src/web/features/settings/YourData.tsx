import { useState } from 'react';
import type { PublicUser } from '../../../shared/protocol/index.ts';
import { confirm } from '../../components/confirm.ts';
import { notify } from '../../components/toast.ts';
import { queryClient } from '../../lib/queries.tsx';
import { api, forgetSession } from '../session/session.ts';

const KEPT_MEMBER =
  'Your points stay on the leaderboard under no name, so other players keep their ranks. A ban in force stays on the browsers you used.';
const KEPT_GUEST = 'A ban in force stays on this browser.';

/** Saves a JSON value as a file the browser downloads. */
function saveJson(value: unknown, name: string): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Settings, Your data: download everything stored about you; delete the account or guest. */
export function YourData({ user }: { user: PublicUser | null }) {
  const [busy, setBusy] = useState<'download' | 'delete' | null>(null);
  const [deleted, setDeleted] = useState<'member' | 'guest' | null>(null);

  const download = async () => {
    setBusy('download');
    try {
      const data = await api.get<unknown>('/api/me/export');
      saveJson(data, `matchup-data-${new Date().toISOString().slice(0, 10)}.json`);
      notify('success', 'Your data is downloading', 'Look for the JSON file in your downloads.');
    } catch (err) {
      notify(
        'error',
        'Download failed',
        `${err instanceof Error ? err.message : 'Something went wrong'}. Please try again.`,
      );
    } finally {
      setBusy(null);
    }
  };

  const remove = async (guest: boolean) => {
    const ok = await confirm({
      title: guest ? 'End your session and delete your data?' : 'Delete your account?',
      message: guest
        ? `This ends your guest session and removes what we stored about it: its blocks and age check. ${KEPT_GUEST} This cannot be undone.`
        : `This signs you out everywhere and removes your name, e-mail, username, devices, blocks and age check. ${KEPT_MEMBER} This cannot be undone.`,
      confirmText: guest ? 'End and delete' : 'Delete my account',
      cancelText: 'Keep it',
      danger: true,
    });
    if (!ok) return;
    setBusy('delete');
    try {
      await api.delete('/api/me', { body: { confirm: true } });
      queryClient.clear();
      setDeleted(guest ? 'guest' : 'member');
      forgetSession();
      notify(
        'success',
        guest ? 'Guest session ended' : 'Account deleted',
        'Your personal data was removed and you are signed out.',
      );
    } catch (err) {
      notify(
        'error',
        'Deletion failed',
        `${err instanceof Error ? err.message : 'Something went wrong'}. Nothing was deleted; please try again.`,
      );
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (deleted) {
    body = (
      <p role="status" data-testid="data-deleted">
        {deleted === 'guest'
          ? 'Your guest session has ended and its data was deleted.'
          : 'Your account was deleted and you are signed out.'}{' '}
        {deleted === 'guest' ? KEPT_GUEST : KEPT_MEMBER}
      </p>
    );
  } else if (!user) {
    body = <p className="muted">Sign in to download or delete the data we keep about you.</p>;
  } else {
    const guest = user.isAnonymous;
    body = (
      <>
        <p className="muted hint-text data-hint">
          Download a JSON file with what we store about you: your account, points transactions,
          reports you made, blocks, bans, appeals and the date you answered the age check.
        </p>
        <div className="actions data-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void download()}
            disabled={busy !== null}
          >
            {busy === 'download' ? <span className="spinner" aria-hidden="true" /> : null}
            {busy === 'download' ? 'Preparing…' : 'Download my data'}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => void remove(guest)}
            disabled={busy !== null}
          >
            {busy === 'delete' ? <span className="spinner" aria-hidden="true" /> : null}
            {busy === 'delete'
              ? 'Deleting…'
              : guest
                ? 'End my session and delete my data'
                : 'Delete my account'}
          </button>
        </div>
      </>
    );
  }
  return (
    <section className="card settings-card" aria-labelledby="data-title">
      <h2 id="data-title">Your data</h2>
      {body}
    </section>
  );
}
