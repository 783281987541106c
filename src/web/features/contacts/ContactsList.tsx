import { useState } from 'react';
import type { ContactView, ContactsResponse } from '../../../shared/protocol/index.ts';
import { confirm } from '../../components/confirm.ts';
import { Flag } from '../../components/Flag.tsx';
import { notify } from '../../components/toast.ts';
import { messageOf, queryClient } from '../../lib/queries.tsx';
import { QueryState } from '../console/QueryState.tsx';
import { useCall } from '../chat/callStore.ts';
import { useSocket } from '../session/useRealtime.ts';
import { contactCalls } from './controller.ts';
import { countryName } from './country.ts';
import { timeAgo } from './relativeTime.ts';
import { api } from '../session/session.ts';
import { contactsKey, recentKey, useContacts } from './usePeople.ts';
import { useNow } from '../moderation/useNow.ts';

function ContactRow({ contact, userId }: { contact: ContactView; userId: string }) {
  const socket = useSocket();
  const idle = useCall((s) => s.call.kind === 'idle');
  const now = useNow(true, 30_000);
  const [removing, setRemoving] = useState(false);
  const { id, name, online, countryCode, lastMetAt } = contact;
  const reasonId = `call-reason-${id}`;
  // why Call cannot be pressed, said beside it (and read with it)
  const reason = !online
    ? `${name} is offline. You can call when they are online.`
    : !socket
      ? 'Connecting… You can call in a moment.'
      : !idle
        ? 'Finish your current call or search first.'
        : null;

  const remove = async () => {
    const ok = await confirm({
      title: `Remove ${name} from your contacts?`,
      message: `You will no longer be able to call each other. ${name} is not told. To be contacts again you both press Keep in touch in a call.`,
      confirmText: 'Remove',
      danger: true,
    });
    if (!ok) return;
    setRemoving(true);
    try {
      await api.delete(`/api/contacts/${encodeURIComponent(id)}`);
      queryClient.setQueryData<ContactsResponse>(contactsKey(userId), (res) =>
        res ? { items: res.items.filter((c) => c.id !== id) } : res,
      );
      void queryClient.invalidateQueries({ queryKey: recentKey(userId) });
      notify('success', 'Contact removed', `${name} is no longer in your contacts.`);
    } catch (err) {
      setRemoving(false);
      notify('error', `Could not remove ${name}`, messageOf(err) || 'Please try again.');
    }
  };

  return (
    <li className="person-row" data-testid="contact-row">
      <span className="person-avatar" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div className="person-text">
        <div className="person-name">
          <strong>{name}</strong>
          <Flag code={countryCode} showCode={false} label={countryName(countryCode)} />
        </div>
        <div className="person-meta">
          <span className={`presence ${online ? 'is-online' : ''}`}>
            <span className="presence-dot" aria-hidden="true" />
            {online ? 'Online' : 'Offline'}
          </span>
          <span className="muted">
            · Last met <time dateTime={lastMetAt}>{timeAgo(lastMetAt, now)}</time>
          </span>
        </div>
        {reason && (
          <p id={reasonId} className="person-reason muted">
            {reason}
          </p>
        )}
      </div>
      <div className="person-actions">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          aria-label={`Call ${name}`}
          onClick={() => void contactCalls.call({ id, name, countryCode })}
        >
          Call
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={removing}
          aria-busy={removing}
          aria-label={`Remove ${name}`}
          onClick={() => void remove()}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

/** People: the contacts, online first, with Call and Remove. */
export function ContactsList({ userId }: { userId: string }) {
  const query = useContacts(userId);
  const items = query.data?.items;
  const sorted = items
    ? [...items].sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name))
    : null;
  return (
    <section className="card people-card" aria-labelledby="contacts-title">
      <h2 id="contacts-title">Contacts</h2>
      <QueryState
        query={query}
        loading="Loading your contacts…"
        failed="Your contacts could not be loaded. Check your connection and try again."
      />
      {sorted?.length === 0 && (
        <div className="people-empty">
          <p>No contacts yet.</p>
          <p className="muted">
            In a call, press <strong>Keep in touch</strong> (the person with a plus). If your
            partner presses it too, you become contacts and can call each other from here.
          </p>
        </div>
      )}
      {sorted && sorted.length > 0 && (
        <ul className="person-list" aria-label="Your contacts">
          {sorted.map((c) => (
            <ContactRow key={c.id} contact={c} userId={userId} />
          ))}
        </ul>
      )}
    </section>
  );
}
