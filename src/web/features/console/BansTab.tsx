import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { BansResponse } from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { QueryState } from './QueryState.tsx';
import { banReasonLabel, nameOr, useConsoleAction, when } from './useConsole.ts';

/** The bans in force, searchable by id, name or e-mail, each with Unban. */
export function BansTab() {
  const { i18n } = useLingui();
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
        <label htmlFor="ban-search">{i18n._('console.bans.search')}</label>
        <input
          id="ban-search"
          className="input"
          type="search"
          value={q}
          placeholder={i18n._('console.bans.searchPlaceholder')}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <QueryState
        query={query}
        loading={i18n._('console.bans.loading')}
        failed={i18n._('console.bans.failed')}
      />
      {query.data?.bans.length === 0 && (
        <p className="muted">
          {term ? i18n._('console.bans.noMatch') : i18n._('console.bans.none')}
        </p>
      )}
      {query.data && query.data.bans.length > 0 && (
        <ul className="console-rows" aria-label={i18n._('console.bans.list')}>
          {query.data.bans.map((b) => {
            const name = nameOr(i18n, { ...b, id: b.userId });
            return (
              <li key={b.userId} className="card console-row">
                <div>
                  <strong>{name}</strong> <span className="muted mono">{b.userId}</span>
                  <div>
                    {i18n._('console.bans.row', {
                      reason: banReasonLabel(b.reason, b.reasonParams),
                      source: b.source,
                      until: when(i18n, b.expiresAt),
                    })}
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
                        title: i18n._('console.bans.unban.title', { name }),
                        message: i18n._('console.bans.unban.message'),
                        confirmText: i18n._('console.bans.unban.confirm'),
                      },
                    })
                  }
                >
                  {i18n._('console.bans.unbanButton')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
