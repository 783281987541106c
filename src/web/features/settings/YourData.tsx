import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { PublicUser } from '../../../shared/protocol/index.ts';
import { confirm } from '../../components/confirm.ts';
import { notify } from '../../components/toast.ts';
import { queryClient } from '../../lib/queries.tsx';
import { useMemberSignIn } from '../session/memberSignIn.ts';
import { api, forgetSession } from '../session/session.ts';

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
  const { i18n } = useLingui();
  const { state: offer } = useMemberSignIn();
  const failure = (err: unknown) =>
    err instanceof Error && err.message ? err.message : i18n._('settings.data.somethingWrong');
  const [busy, setBusy] = useState<'download' | 'delete' | null>(null);
  const [deleted, setDeleted] = useState<'member' | 'guest' | null>(null);

  const download = async () => {
    setBusy('download');
    try {
      const data = await api.get<unknown>('/api/me/export');
      saveJson(data, `matchup-data-${new Date().toISOString().slice(0, 10)}.json`);
      notify(
        'success',
        i18n._('settings.data.downloading'),
        i18n._('settings.data.downloadingBody'),
      );
    } catch (err) {
      notify(
        'error',
        i18n._('settings.data.downloadFailed'),
        i18n._('settings.data.downloadFailedBody', { error: failure(err) }),
      );
    } finally {
      setBusy(null);
    }
  };

  const remove = async (guest: boolean) => {
    const ok = await confirm({
      title: guest
        ? i18n._('settings.data.deleteGuest.title')
        : i18n._('settings.data.deleteMember.title'),
      message: guest
        ? i18n._('settings.data.deleteGuest.message')
        : i18n._('settings.data.deleteMember.message'),
      confirmText: guest
        ? i18n._('settings.data.deleteGuest.confirm')
        : i18n._('settings.data.deleteMember.button'),
      cancelText: i18n._('settings.data.keep'),
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
        guest ? i18n._('settings.data.guestEnded') : i18n._('settings.data.accountDeleted'),
        i18n._('settings.data.deletedBody'),
      );
    } catch (err) {
      notify(
        'error',
        i18n._('settings.data.deleteFailed'),
        i18n._('settings.data.deleteFailedBody', { error: failure(err) }),
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
          ? i18n._('settings.data.deleted.guest')
          : i18n._('settings.data.deleted.member')}
      </p>
    );
  } else if (!user) {
    // no session, no data here; sign-in is mentioned only where this server offers it
    body = (
      <p className="muted">
        {offer === 'offered' ? i18n._('settings.data.signIn') : i18n._('settings.data.noSession')}
      </p>
    );
  } else {
    const guest = user.isAnonymous;
    body = (
      <>
        <p className="muted hint-text data-hint">{i18n._('settings.data.hint')}</p>
        <div className="actions data-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void download()}
            disabled={busy !== null}
          >
            {busy === 'download' ? <span className="spinner" aria-hidden="true" /> : null}
            {busy === 'download'
              ? i18n._('settings.data.preparing')
              : i18n._('settings.data.download')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => void remove(guest)}
            disabled={busy !== null}
          >
            {busy === 'delete' ? <span className="spinner" aria-hidden="true" /> : null}
            {busy === 'delete'
              ? i18n._('settings.data.deleting')
              : guest
                ? i18n._('settings.data.deleteGuest.button')
                : i18n._('settings.data.deleteMember.button')}
          </button>
        </div>
      </>
    );
  }
  return (
    <section className="card settings-card" aria-labelledby="data-title">
      <h2 id="data-title">{i18n._('settings.data.title')}</h2>
      {body}
    </section>
  );
}
