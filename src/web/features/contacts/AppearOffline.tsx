import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { PresenceSettings } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { messageOf, queryClient } from '../../lib/queries.tsx';
import { api } from '../session/session.ts';
import { presenceKey, usePresence } from './usePeople.ts';

/** Settings, Contacts: "Appear offline" (GET/PUT /api/me/presence). */
export function AppearOffline({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const query = usePresence(userId);
  const [saving, setSaving] = useState(false);
  const on = query.data?.appearOffline ?? false;

  const set = async (appearOffline: boolean) => {
    setSaving(true);
    try {
      const res = await api.request<PresenceSettings>('PUT', '/api/me/presence', {
        body: { appearOffline },
      });
      queryClient.setQueryData(presenceKey(userId), res);
    } catch (err) {
      notify(
        'error',
        i18n._('contacts.appearOffline.failed'),
        messageOf(err) || i18n._('contacts.tryAgain'),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="contacts-settings-title">
      <h2 id="contacts-settings-title">{i18n._('contacts.settings.title')}</h2>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={!query.isSuccess || saving}
          aria-busy={saving}
          onChange={(e) => void set(e.target.checked)}
          aria-describedby="appear-offline-hint"
        />
        <span className="toggle-track" aria-hidden="true" />
        <span className="toggle-label">{i18n._('contacts.appearOffline.label')}</span>
      </label>
      <p id="appear-offline-hint" className="muted hint-text" role="status">
        {query.isPending
          ? i18n._('contacts.loading')
          : query.isError
            ? i18n._('contacts.appearOffline.loadFailed')
            : on
              ? i18n._('contacts.appearOffline.on')
              : i18n._('contacts.appearOffline.off')}
      </p>
    </section>
  );
}
