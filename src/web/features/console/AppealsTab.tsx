import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BAN_REASONS,
  NOTE_MAX,
  type AppealListItem,
  type AppealsResponse,
} from '../../../shared/protocol/console.ts';
import { api } from '../session/session.ts';
import { QueryState } from './QueryState.tsx';
import { nameOr, useConsoleAction, when } from './useConsole.ts';

function Appeal({ appeal }: { appeal: AppealListItem }) {
  const [note, setNote] = useState('');
  const action = useConsoleAction();
  const who = nameOr({ id: appeal.userId, name: appeal.name });
  const noteId = `appeal-note-${appeal.id}`;
  const decide = (decision: 'accept' | 'reject') =>
    action.mutate({
      path: `/api/admin/appeals/${encodeURIComponent(appeal.id)}/decision`,
      body: { decision, note: note.trim() || undefined },
      ask:
        decision === 'accept'
          ? {
              title: `Accept ${who}'s appeal?`,
              message: 'The ban is lifted at once and they are told.',
              confirmText: 'Accept',
            }
          : {
              title: `Reject ${who}'s appeal?`,
              message: 'The ban stays; they see your note.',
              confirmText: 'Reject',
              danger: true,
            },
    });
  return (
    <li className="card console-appeal">
      <h3>
        {who} <span className="muted mono">{appeal.userId}</span>
      </h3>
      <p className="muted">
        Banned for {BAN_REASONS[appeal.banReason].label} until {when(appeal.banExpiresAt)} ·
        appealed {when(appeal.createdAt)}
      </p>
      <blockquote className="console-quote">{appeal.text}</blockquote>
      {appeal.status === 'open' ? (
        <>
          <div className="field">
            <label htmlFor={noteId}>Note to {who} (they see it)</label>
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
              Accept and lift the ban
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={action.isPending}
              onClick={() => decide('reject')}
            >
              Reject
            </button>
          </div>
        </>
      ) : (
        <p>
          {appeal.status === 'accepted' ? 'Accepted' : 'Rejected'} {when(appeal.decidedAt)}
          {appeal.note ? `: ${appeal.note}` : ''}
        </p>
      )}
    </li>
  );
}

/** The appeals inbox: open appeals oldest first (the longest waiting first). */
export function AppealsTab() {
  const [all, setAll] = useState(false);
  const query = useQuery({
    queryKey: ['admin', 'appeals', all],
    queryFn: ({ signal }) =>
      api.get<AppealsResponse>(`/api/admin/appeals?status=${all ? 'all' : 'open'}`, { signal }),
  });
  return (
    <div>
      <label className="console-filter">
        <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> Show
        decided appeals too
      </label>
      <QueryState
        query={query}
        loading="Loading appeals…"
        failed="The appeals could not be loaded."
      />
      {query.data?.appeals.length === 0 && <p className="muted">No appeals waiting.</p>}
      {query.data && query.data.appeals.length > 0 && (
        <ul className="console-rows" aria-label="Appeals">
          {query.data.appeals.map((a) => (
            <Appeal key={a.id} appeal={a} />
          ))}
        </ul>
      )}
    </div>
  );
}
