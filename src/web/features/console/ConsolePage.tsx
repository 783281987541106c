import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { withQueries } from '../../lib/queries.tsx';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import { loadStanding, useStanding } from '../moderation/standing.ts';
import { useSession } from '../session/session.ts';
import { api } from '../session/session.ts';
import type { ReportsResponse } from '../../../shared/protocol/console.ts';
import { AppealsTab } from './AppealsTab.tsx';
import { AuditTab } from './AuditTab.tsx';
import { BansTab } from './BansTab.tsx';
import { ReportsTab } from './ReportsTab.tsx';
import { consoleText } from './codes.ts';
import './console.css';

const TABS = ['reports', 'bans', 'appeals', 'audit'] as const;
type Tab = (typeof TABS)[number];

function tabLabel(i18n: I18n, tab: Tab): string {
  switch (tab) {
    case 'reports':
      return i18n._('console.tab.reports');
    case 'bans':
      return i18n._('console.tab.bans');
    case 'appeals':
      return i18n._('console.tab.appeals');
    case 'audit':
      return i18n._('console.tab.audit');
  }
}

/** The page is never indexed: the server says so too (X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function Tabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const { i18n } = useLingui();
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  // arrow keys move between tabs (the WAI tabs pattern)
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? TABS.length - 1
          : step
            ? (i + step + TABS.length) % TABS.length
            : -1;
    if (to < 0) return;
    e.preventDefault();
    const next = TABS[to]!;
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      className="console-tabs"
      role="tablist"
      aria-label={i18n._('console.sections')}
      onKeyDown={onKeyDown}
    >
      {TABS.map((t) => (
        <button
          key={t}
          ref={(el) => {
            refs.current[t] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${t}`}
          aria-selected={tab === t}
          aria-controls={`panel-${t}`}
          tabIndex={tab === t ? 0 : -1}
          className="console-tab"
          onClick={() => onChange(t)}
        >
          {tabLabel(i18n, t)}
        </button>
      ))}
    </div>
  );
}

function Console() {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<Tab>('reports');
  // the open count beside the heading: what waits for an operator
  const open = useQuery({
    queryKey: ['admin', 'reports', 'open'],
    queryFn: ({ signal }) => api.get<ReportsResponse>('/api/admin/reports?status=open', { signal }),
  });
  return (
    <section className="console">
      <header className="console-head">
        <h1>{i18n._('console.title')}</h1>
        {open.data && (
          <p className="muted">
            {open.data.reports.length === 0
              ? i18n._('console.openReports.none')
              : i18n._('console.openReports', { count: open.data.reports.length })}
          </p>
        )}
      </header>
      <Tabs tab={tab} onChange={setTab} />
      <div
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        className="console-panel"
      >
        {tab === 'reports' && <ReportsTab />}
        {tab === 'bans' && <BansTab />}
        {tab === 'appeals' && <AppealsTab />}
        {tab === 'audit' && <AuditTab />}
      </div>
    </section>
  );
}

function ConsolePageContent() {
  const { i18n } = useLingui();
  usePageMeta(i18n._('console.pageTitle'));
  useNoIndex();
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id);
  const standing = useStanding((s) => s.standing);
  const [checked, setChecked] = useState<string | null>(null);
  const check = () => {
    if (!userId) return;
    void loadStanding().then(() => setChecked(userId));
  };
  useEffect(check, [userId]);
  if (status === 'loading' || (status === 'signedIn' && !standing && checked !== userId))
    return (
      <div className="page-loading" role="status" aria-label={i18n._('console.loading')}>
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  if (status === 'signedIn' && !standing)
    return (
      <section className="page-narrow">
        <h1>{i18n._('console.heading')}</h1>
        <div role="alert">
          <p>{i18n._('console.accessFailed')}</p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={check}>
            {i18n._('console.retry')}
          </button>
        </div>
      </section>
    );
  if (!standing?.operator)
    return (
      <section className="page-narrow">
        <h1>{i18n._('console.heading')}</h1>
        <p role="alert">{consoleText('forbidden')}</p>
      </section>
    );
  return <Console />;
}

export const ConsolePage = withQueries(ConsolePageContent);
