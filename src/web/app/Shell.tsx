import { useLingui } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { landingPath, LANDING_ROUTES, pageKey, pathIn } from '../../shared/routes.ts';
import { SOURCE_LOCALE, splitLocalePath } from '../../shared/uiLocales.ts';
import { Icon, type IconName } from '../components/Icon.tsx';
import { useScrollLock } from '../components/useScrollLock.ts';
import { useStanding } from '../features/moderation/standing.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import './shell.css';

const MAIN_LINKS = [
  { to: '/', icon: 'home' },
  { to: '/ranking', icon: 'trophy' },
  { to: '/ai-chat', icon: 'chat' },
  { to: '/people', icon: 'people' },
  { to: '/about', icon: 'info' },
  { to: '/settings', icon: 'gear' },
  { to: '/privacy', icon: 'lock' },
  { to: '/terms', icon: 'doc' },
  { to: '/transparency', icon: 'chart' },
] as const satisfies readonly { to: string; icon: IconName }[];

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { i18n } = useLingui();
  // operators only: everyone else never sees the console's link
  const operator = useStanding((s) => s.standing?.operator === true);
  // on an address that names its language (/es/…), Home, About… stay in it: /es/about
  const { pathname } = useLocation();
  const named = splitLocalePath(pathname).locale !== SOURCE_LOCALE;
  const linkTo = (to: string) => (named ? (pathIn(currentLocale(), to) ?? to) : to);
  const label: Record<(typeof MAIN_LINKS)[number]['to'], string> = {
    '/': i18n._('nav.home'),
    '/ranking': i18n._('nav.ranking'),
    '/ai-chat': i18n._('nav.aiChat'),
    '/people': i18n._('nav.people'),
    '/about': i18n._('nav.about'),
    '/settings': i18n._('nav.settings'),
    '/privacy': i18n._('nav.privacy'),
    '/terms': i18n._('nav.terms'),
    '/transparency': i18n._('nav.transparency'),
  };
  const faq: Record<(typeof LANDING_ROUTES)[number], string> = {
    '/random-video-chat': i18n._('faq.randomVideoChat'),
    '/talk-to-strangers': i18n._('faq.talkToStrangers'),
    '/meet-strangers-online': i18n._('faq.meetStrangersOnline'),
    '/video-chat-with-strangers': i18n._('faq.videoChatWithStrangers'),
    '/free-online-video-chat': i18n._('faq.freeOnlineVideoChat'),
  };
  return (
    <nav className="sidebar-nav" aria-label={i18n._('nav.main')}>
      <ul>
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={linkTo(link.to)} end onClick={onNavigate}>
              <Icon name={link.icon} className="nav-icon" />
              {label[link.to]}
            </NavLink>
          </li>
        ))}
        {operator && (
          <li>
            <NavLink to="/admin" onClick={onNavigate}>
              <Icon name="flag" className="nav-icon" />
              {i18n._('nav.operators')}
            </NavLink>
          </li>
        )}
      </ul>
      <h2 className="nav-group" id="faq-group">
        {i18n._('nav.faq')}
      </h2>
      <ul aria-labelledby="faq-group">
        {LANDING_ROUTES.map((path) => (
          <li key={path}>
            {/* each landing page in the language the app speaks */}
            <NavLink to={landingPath(currentLocale(), path)} onClick={onNavigate}>
              {faq[path]}
            </NavLink>
          </li>
        ))}
      </ul>
      <LanguagePicker id="sidebar-language" />
    </nav>
  );
}

/** App frame: sidebar on desktop, a top bar with a menu drawer at 768 px and below. */
export function Shell({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // another page closes the menu; the same page in another language (a pick in it) does not
  const page = pageKey(location.pathname);
  useEffect(() => setMenuOpen(false), [page]);
  // the open drawer covers the page: the page behind it must not scroll under a finger
  useScrollLock(menuOpen);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={`shell ${menuOpen ? 'menu-open' : ''}`}>
      <a className="skip-link" href="#main">
        {i18n._('shell.skipToContent')}
      </a>
      <header className="topbar">
        <button
          type="button"
          className="icon-btn"
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          aria-label={menuOpen ? i18n._('shell.closeMenu') : i18n._('shell.openMenu')}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <span className="brand-name">Match Up</span>
      </header>
      <aside id="sidebar" className="sidebar">
        <div className="brand">
          <img src="/icon.svg" alt="" width="40" height="40" />
          <div>
            <p className="brand-name">Match Up. Game On</p>
            <p className="brand-tagline">{i18n._('shell.tagline')}</p>
          </div>
        </div>
        <Sidebar onNavigate={() => setMenuOpen(false)} />
      </aside>
      {menuOpen && <div className="scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
