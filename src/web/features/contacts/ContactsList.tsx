import { useLingui } from '@lingui/react';
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
import { aroundSlot } from '../../i18n/elements.tsx';
import { PersonAvatar } from '../guests/PersonAvatar.tsx';
import { shownName } from '../guests/names.ts';

function ContactRow({ contact, userId }: { contact: ContactView; userId: string }) {
  const { i18n } = useLingui();
  const socket = useSocket();
  const idle = useCall((s) => s.call.kind === 'idle');
  const now = useNow(true, 30_000);
  const [removing, setRemoving] = useState(false);
  const { id, online, countryCode, lastMetAt } = contact;
  const name = shownName(contact, i18n);
  const reasonId = `call-reason-${id}`;
  // why Call cannot be pressed, said beside it (and read with it)
  const reason = !online
    ? i18n._('contacts.reason.offline', { name })
    : !socket
      ? i18n._('contacts.reason.connecting')
      : !idle
        ? i18n._('contacts.reason.busy')
        : null;

  const remove = async () => {
    const ok = await confirm({
      title: i18n._('contacts.remove.confirm.title', { name }),
      message: i18n._('contacts.remove.confirm.body', { name }),
      confirmText: i18n._('contacts.remove'),
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
      notify(
        'success',
        i18n._('contacts.removed.title'),
        i18n._('contacts.removed.body', { name }),
      );
    } catch (err) {
      setRemoving(false);
      notify(
        'error',
        i18n._('contacts.remove.failed', { name }),
        messageOf(err) || i18n._('contacts.tryAgain'),
      );
    }
  };

  const [beforeTime, afterTime] = aroundSlot((time) => i18n._('contacts.lastMet', { time }));
  return (
    <li className="person-row" data-testid="contact-row">
      <PersonAvatar person={contact} className="person-avatar" />
      <div className="person-text">
        <div className="person-name">
          <strong>{name}</strong>
          <Flag code={countryCode} showCode={false} label={countryName(countryCode)} />
        </div>
        <div className="person-meta">
          <span className={`presence ${online ? 'is-online' : ''}`}>
            <span className="presence-dot" aria-hidden="true" />
            {online ? i18n._('contacts.presence.online') : i18n._('contacts.presence.offline')}
          </span>
          <span className="muted">
            {beforeTime}
            <time dateTime={lastMetAt}>{timeAgo(lastMetAt, now, i18n.locale)}</time>
            {afterTime}
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
          aria-label={i18n._('contacts.call.label', { name })}
          onClick={() => void contactCalls.call({ id, name, countryCode })}
        >
          {i18n._('contacts.call')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={removing}
          aria-busy={removing}
          aria-label={i18n._('contacts.remove.label', { name })}
          onClick={() => void remove()}
        >
          {i18n._('contacts.remove')}
        </button>
      </div>
    </li>
  );
}

/** People: the contacts, online first, with Call and Remove. */
export function ContactsList({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const query = useContacts(userId);
  const items = query.data?.items;
  const sorted = items
    ? [...items].sort(
        (a, b) =>
          Number(b.online) - Number(a.online) ||
          shownName(a, i18n).localeCompare(shownName(b, i18n), i18n.locale),
      )
    : null;
  const [emptyBefore, emptyAfter] = aroundSlot((button) =>
    i18n._('contacts.list.emptyHint', { button }),
  );
  return (
    <section className="card people-card" aria-labelledby="contacts-title">
      <h2 id="contacts-title">{i18n._('contacts.list.title')}</h2>
      <QueryState
        query={query}
        loading={i18n._('contacts.list.loading')}
        failed={i18n._('contacts.list.failed')}
      />
      {sorted?.length === 0 && (
        <div className="people-empty">
          <p>{i18n._('contacts.list.empty')}</p>
          <p className="muted">
            {emptyBefore}
            <strong>{i18n._('contacts.keepInTouch.label')}</strong>
            {emptyAfter}
          </p>
        </div>
      )}
      {sorted && sorted.length > 0 && (
        <ul className="person-list" aria-label={i18n._('contacts.list.label')}>
          {sorted.map((c) => (
            <ContactRow key={c.id} contact={c} userId={userId} />
          ))}
        </ul>
      )}
    </section>
  );
}
