import { useState } from 'react';
import type { RecentView } from '../../../shared/protocol/index.ts';
import type { ReportReason } from '../../../shared/protocol/report.ts';
import { confirm } from '../../components/confirm.ts';
import { Flag } from '../../components/Flag.tsx';
import { notify } from '../../components/toast.ts';
import { messageOf, queryClient } from '../../lib/queries.tsx';
import { QueryState } from '../console/QueryState.tsx';
import { useNow } from '../moderation/useNow.ts';
import { api } from '../session/session.ts';
import { countryName } from './country.ts';
import { RecentReportDialog } from './RecentReportDialog.tsx';
import { timeAgo } from './relativeTime.ts';
import { contactsKey, recentKey, useRecent } from './usePeople.ts';

type Done = { reported?: true; blocked?: true };

/** People: the last people met, each with Report and Block, and what came of them. */
export function RecentList({ userId }: { userId: string }) {
  const query = useRecent(userId);
  const now = useNow(true, 30_000);
  const [done, setDone] = useState<Record<string, Done>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [reporting, setReporting] = useState<RecentView | null>(null);
  const mark = (matchId: string, what: Done) =>
    setDone((d) => ({ ...d, [matchId]: { ...d[matchId], ...what } }));

  const report = async (person: RecentView, reason: ReportReason) => {
    setReporting(null);
    setBusy(person.matchId);
    try {
      await api.post(`/api/recent/${encodeURIComponent(person.matchId)}/report`, { reason });
      mark(person.matchId, { reported: true });
      notify(
        'success',
        'Report sent',
        `Thank you. Our moderators will look at your call with ${person.name}.`,
      );
    } catch (err) {
      notify('error', 'Report not sent', messageOf(err) || 'Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const block = async (person: RecentView) => {
    const ok = await confirm({
      title: `Block ${person.name}?`,
      message: `You will never be matched with ${person.name} again${person.isContact ? ', and you stop being contacts' : ''}. They won't be told they were blocked.`,
      confirmText: 'Block',
      danger: true,
    });
    if (!ok) return;
    setBusy(person.matchId);
    try {
      await api.post(`/api/recent/${encodeURIComponent(person.matchId)}/block`);
      mark(person.matchId, { blocked: true });
      void queryClient.invalidateQueries({ queryKey: contactsKey(userId) });
      void queryClient.invalidateQueries({ queryKey: recentKey(userId) });
      notify(
        'success',
        'Blocked',
        `You won't be matched with ${person.name} again.${person.isContact ? ' They are no longer in your contacts.' : ''} You can undo it in Settings, Blocked people.`,
      );
    } catch (err) {
      notify('error', 'Block not sent', messageOf(err) || 'Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const items = query.data?.items;
  return (
    <section className="card people-card" aria-labelledby="recent-title">
      <h2 id="recent-title">Recent</h2>
      <p className="muted hint-text">The people you met in the last 7 days, newest first.</p>
      <QueryState
        query={query}
        loading="Loading the people you met…"
        failed="The people you met could not be loaded. Check your connection and try again."
      />
      {items?.length === 0 && (
        <p className="people-empty muted">Nobody yet: the people you meet in calls show here.</p>
      )}
      {items && items.length > 0 && (
        <ul className="person-list" aria-label="People you met">
          {items.map((p) => {
            const state = done[p.matchId] ?? {};
            const where = countryName(p.countryCode);
            return (
              <li key={p.matchId} className="person-row" data-testid="recent-row">
                <Flag code={p.countryCode} showCode={false} label={where} />
                <div className="person-text">
                  <div className="person-name">
                    <strong>{p.name}</strong>
                    {p.isContact && !state.blocked && <span className="person-tag">Contact</span>}
                  </div>
                  <div className="person-meta muted">
                    From {where} · <time dateTime={p.metAt}>{timeAgo(p.metAt, now)}</time>
                  </div>
                  {(state.reported || state.blocked) && (
                    <p className="person-reason" role="status">
                      {[state.reported && 'Reported', state.blocked && 'Blocked']
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  )}
                </div>
                <div className="person-actions">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={busy !== null || state.reported}
                    aria-busy={busy === p.matchId}
                    aria-label={`${state.reported ? 'Reported' : 'Report'} ${p.name}`}
                    onClick={() => setReporting(p)}
                  >
                    {state.reported ? 'Reported' : 'Report'}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={busy !== null || state.blocked}
                    aria-label={`${state.blocked ? 'Blocked' : 'Block'} ${p.name}`}
                    onClick={() => void block(p)}
                  >
                    {state.blocked ? 'Blocked' : 'Block'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {reporting && (
        <RecentReportDialog
          person={reporting}
          onClose={() => setReporting(null)}
          onConfirm={(reason) => void report(reporting, reason)}
        />
      )}
    </section>
  );
}
