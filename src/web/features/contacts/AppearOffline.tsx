import { useState } from 'react';
import type { PresenceSettings } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { messageOf, queryClient } from '../../lib/queries.tsx';
import { api } from '../session/session.ts';
import { presenceKey, usePresence } from './usePeople.ts';

/** Settings, Contacts: "Appear offline" (GET/PUT /api/me/presence). */
export function AppearOffline({ userId }: { userId: string }) {
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
      notify('error', 'Could not change Appear offline', messageOf(err) || 'Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="contacts-settings-title">
      <h2 id="contacts-settings-title">Contacts</h2>
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
        <span className="toggle-label">Appear offline</span>
      </label>
      <p id="appear-offline-hint" className="muted hint-text" role="status">
        {query.isPending
          ? 'Loading…'
          : query.isError
            ? 'Could not load this setting. Reload the page to try again.'
            : on
              ? 'Your contacts see you as offline and cannot call you.'
              : 'Your contacts see when you are online and can call you.'}
      </p>
    </section>
  );
}
