import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  NOTE_MAX,
  type AppealListItem,
  type AppealsResponse,
} from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { QueryState } from './QueryState.tsx';
import { banReasonLabel, nameOr, useConsoleAction, when } from './useConsole.ts';

/** How a decided appeal ended, with the operator's note when there is one. */
function Decision({ appeal }: { appeal: AppealListItem }) {
  const { i18n } = useLingui();
  const date = when(i18n, appeal.decidedAt);
  const note = appeal.note;
  if (appeal.status === 'accepted')
    return (
      <p>
        {note
          ? i18n._('console.appeals.acceptedNote', { date, note })
          : i18n._('console.appeals.accepted', { date })}
      </p>
    );
  return (
    <p>
      {note
        ? i18n._('console.appeals.rejectedNote', { date, note })
        : i18n._('console.appeals.rejected', { date })}
    </p>
  );
}

function Appeal({ appeal }: { appeal: AppealListItem }) {
  const { i18n } = useLingui();
  const [note, setNote] = useState('');
  const action = useConsoleAction();
  const who = nameOr(i18n, { ...appeal, id: appeal.userId });
  const noteId = `appeal-note-${appeal.id}`;
  const decide = (decision: 'accept' | 'reject') =>
    action.mutate({
      path: `/api/admin/appeals/${encodeURIComponent(appeal.id)}/decision`,
      body: { decision, note: note.trim() || undefined },
      ask:
        decision === 'accept'
          ? {
              title: i18n._('console.appeals.accept.title', { name: who }),
              message: i18n._('console.appeals.accept.message'),
              confirmText: i18n._('console.appeals.accept.confirm'),
            }
          : {
              title: i18n._('console.appeals.reject.title', { name: who }),
              message: i18n._('console.appeals.reject.message'),
              confirmText: i18n._('console.appeals.reject.confirm'),
              danger: true,
            },
    });
  return (
    <li className="card console-appeal">
      <h3>
        {who} <span className="muted mono">{appeal.userId}</span>
      </h3>
      <p className="muted">
        {i18n._('console.appeals.summary', {
          reason: banReasonLabel(appeal.banReason),
          until: when(i18n, appeal.banExpiresAt),
          date: when(i18n, appeal.createdAt),
        })}
      </p>
      <blockquote className="console-quote">{appeal.text}</blockquote>
      {appeal.status === 'open' ? (
        <>
          <div className="field">
            <label htmlFor={noteId}>{i18n._('console.appeals.note', { name: who })}</label>
            <textarea
              id={noteId}
              className="input"
              rows={2}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <div className="console-buttons">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={action.isPending}
              onClick={() => decide('accept')}
            >
              {i18n._('console.appeals.acceptButton')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={action.isPending}
              onClick={() => decide('reject')}
            >
              {i18n._('console.appeals.rejectButton')}
            </button>
          </div>
        </>
      ) : (
        <Decision appeal={appeal} />
      )}
    </li>
  );
}

/** The appeals inbox: open appeals oldest first (the longest waiting first). */
export function AppealsTab() {
  const { i18n } = useLingui();
  const [all, setAll] = useState(false);
  const query = useQuery({
    queryKey: ['admin', 'appeals', all],
    queryFn: ({ signal }) =>
      api.get<AppealsResponse>(`/api/admin/appeals?status=${all ? 'all' : 'open'}`, { signal }),
  });
  return (
    <div>
      <label className="console-filter">
        <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />{' '}
        {i18n._('console.appeals.showDecided')}
      </label>
      <QueryState
        query={query}
        loading={i18n._('console.appeals.loading')}
        failed={i18n._('console.appeals.failed')}
      />
      {query.data?.appeals.length === 0 && (
        <p className="muted">{i18n._('console.appeals.empty')}</p>
      )}
      {query.data && query.data.appeals.length > 0 && (
        <ul className="console-rows" aria-label={i18n._('console.appeals.list')}>
          {query.data.appeals.map((a) => (
            <Appeal key={a.id} appeal={a} />
          ))}
        </ul>
      )}
    </div>
  );
}
