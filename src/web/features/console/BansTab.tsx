import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { BAN_REASONS, type BansResponse } from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { QueryState } from './QueryState.tsx';
import { nameOr, useConsoleAction, when } from './useConsole.ts';

/** The bans in force, searchable by id, name or e-mail, each with Unban. */
export function BansTab() {
  const [q, setQ] = useState('');
  const term = useDeferredValue(q.trim());
  const query = useQuery({
    queryKey: ['admin', 'bans', term],
    queryFn: ({ signal }) =>
      api.get<BansResponse>(`/api/admin/bans?q=${encodeURIComponent(term)}`, { signal }),
  });
  const action = useConsoleAction();
  return (
    <div>
      <div className="field console-search">
        <label htmlFor="ban-search">Search bans</label>
        <input
          id="ban-search"
          className="input"
          type="search"
          value={q}
          placeholder="User id, name or e-mail"
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <QueryState query={query} loading="Loading bans…" failed="The bans could not be loaded." />
      {query.data?.bans.length === 0 && (
        <p className="muted">No bans in force{term ? ' match' : ''}.</p>
      )}
      {query.data && query.data.bans.length > 0 && (
        <ul className="console-rows" aria-label="Bans in force">
          {query.data.bans.map((b) => (
            <li key={b.userId} className="card console-row">
              <div>
                <strong>{nameOr({ id: b.userId, name: b.name })}</strong>{' '}
                <span className="muted mono">{b.userId}</span>
                <div>
                  {BAN_REASONS[b.reason].label} · {b.source === 'reports' ? 'automatic' : b.source}{' '}
                  · until {when(b.expiresAt)}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={action.isPending}
                onClick={() =>
                  action.mutate({
                    path: `/api/admin/users/${encodeURIComponent(b.userId)}/unban`,
                    body: {},
                    ask: {
                      title: `Lift the ban on ${nameOr({ id: b.userId, name: b.name })}?`,
                      message: 'They can search again at once.',
                      confirmText: 'Unban',
                    },
                  })
                }
              >
                Unban
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
