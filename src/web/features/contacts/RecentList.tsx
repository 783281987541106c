import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { CONTACTS } from '../../../shared/protocol/contacts.ts';
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
import { RecentPerson } from './RecentPerson.tsx';
import { RecentReportDialog } from './RecentReportDialog.tsx';
import { timeAgo } from './relativeTime.ts';
import { aroundSlot } from '../../i18n/elements.tsx';
import { contactsKey, recentKey, useRecent } from './usePeople.ts';
import { PersonAvatar } from '../guests/PersonAvatar.tsx';
import { shownName } from '../guests/names.ts';

const DAY_MS = 24 * 60 * 60_000;

type Done = { reported?: true; blocked?: true };

/**
 * People: the last people met, each with Report and Block; what came of them shows on the
 * button itself (one state, no second line saying it again). Someone who deleted their data
 * stays as "Deleted account" for the meeting's 7 days, with Report only.
 */
export function RecentList({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const query = useRecent(userId);
  const now = useNow(true, 30_000);
  const [done, setDone] = useState<Record<string, Done>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [reporting, setReporting] = useState<RecentView | null>(null);
  const mark = (matchId: string, what: Done) =>
    setDone((d) => ({ ...d, [matchId]: { ...d[matchId], ...what } }));

  const report = async (person: RecentView, reason: ReportReason) => {
    const name = shownName(person, i18n);
    setReporting(null);
    setBusy(person.matchId);
    try {
      await api.post(`/api/recent/${encodeURIComponent(person.matchId)}/report`, { reason });
      mark(person.matchId, { reported: true });
      notify(
        'success',
        i18n._('contacts.report.sent.title'),
        person.deleted
          ? i18n._('contacts.report.sent.bodyDeleted')
          : i18n._('contacts.report.sent.body', { name }),
      );
    } catch (err) {
      notify(
        'error',
        i18n._('contacts.report.failed'),
        messageOf(err) || i18n._('contacts.tryAgain'),
      );
    } finally {
      setBusy(null);
    }
  };

  const block = async (person: RecentView) => {
    const name = shownName(person, i18n);
    const ok = await confirm({
      title: i18n._('contacts.block.confirm.title', { name }),
      message: person.isContact
        ? i18n._('contacts.block.confirm.bodyContact', { name })
        : i18n._('contacts.block.confirm.body', { name }),
      details: <RecentPerson person={person} />,
      confirmText: i18n._('contacts.block'),
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
        i18n._('contacts.blocked'),
        person.isContact
          ? i18n._('contacts.block.done.bodyContact', { name })
          : i18n._('contacts.block.done.body', { name }),
      );
    } catch (err) {
      notify(
        'error',
        i18n._('contacts.block.failed'),
        messageOf(err) || i18n._('contacts.tryAgain'),
      );
    } finally {
      setBusy(null);
    }
  };

  const items = query.data?.items;
  return (
    <section className="card people-card" aria-labelledby="recent-title">
      <h2 id="recent-title">{i18n._('contacts.recent.title')}</h2>
      <p className="muted hint-text">
        {i18n._('contacts.recent.lead', { days: CONTACTS.recentKeepMs / DAY_MS })}
      </p>
      <QueryState
        query={query}
        loading={i18n._('contacts.recent.loading')}
        failed={i18n._('contacts.recent.failed')}
      />
      {items?.length === 0 && (
        <p className="people-empty muted">{i18n._('contacts.recent.empty')}</p>
      )}
      {items && items.length > 0 && (
        <ul className="person-list" aria-label={i18n._('contacts.recent.label')}>
          {items.map((row) => {
            // a deleted account keeps its row for the 7 days (to be reported), under no name
            const p = row.deleted ? { ...row, name: i18n._('contacts.recent.deleted') } : row;
            const state = done[p.matchId] ?? {};
            const name = shownName(p, i18n);
            const where = countryName(p.countryCode);
            const [beforeTime, afterTime] = aroundSlot((time) =>
              i18n._('contacts.recent.meta', { country: where, time }),
            );
            return (
              <li key={p.matchId} className="person-row" data-testid="recent-row">
                <PersonAvatar person={p} className="person-avatar" />
                <div className="person-text">
                  <div className="person-name">
                    <strong className={p.deleted ? 'person-deleted' : undefined}>{name}</strong>
                    <Flag code={p.countryCode} showCode={false} label={where} />
                    {p.isContact && !state.blocked && (
                      <span className="person-tag">{i18n._('contacts.recent.contactTag')}</span>
                    )}
                  </div>
                  <div className="person-meta muted">
                    {beforeTime}
                    <time dateTime={p.metAt}>{timeAgo(p.metAt, now, i18n.locale)}</time>
                    {afterTime}
                  </div>
                  {p.deleted && (
                    <p className="person-reason muted">{i18n._('contacts.recent.deletedHint')}</p>
                  )}
                </div>
                <div className="person-actions">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={busy !== null || state.reported}
                    aria-busy={busy === p.matchId}
                    aria-label={
                      state.reported
                        ? i18n._('contacts.reported.label', { name })
                        : i18n._('contacts.report.label', { name })
                    }
                    onClick={() => setReporting(p)}
                  >
                    {state.reported ? i18n._('contacts.reported') : i18n._('contacts.report')}
                  </button>
                  {!p.deleted && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      disabled={busy !== null || state.blocked}
                      aria-label={
                        state.blocked
                          ? i18n._('contacts.blocked.label', { name })
                          : i18n._('contacts.block.label', { name })
                      }
                      onClick={() => void block(p)}
                    >
                      {state.blocked ? i18n._('contacts.blocked') : i18n._('contacts.block')}
                    </button>
                  )}
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
