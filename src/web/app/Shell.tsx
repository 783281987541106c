import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '../components/Icon.tsx';
import { useScrollLock } from '../components/useScrollLock.ts';
import { landingPages } from '../content/landing.ts';
import { useStanding } from '../features/moderation/standing.ts';
import './shell.css';

const MAIN_LINKS = [
  { to: '/', label: 'Home', icon: 'home' },
  { to: '/ranking', label: 'Ranking', icon: 'trophy' },
  { to: '/ai-chat', label: 'AI Practice', icon: 'chat' },
  { to: '/people', label: 'People', icon: 'people' },
  { to: '/about', label: 'About', icon: 'info' },
  { to: '/settings', label: 'Settings', icon: 'gear' },
  { to: '/privacy', label: 'Privacy', icon: 'lock' },
  { to: '/terms', label: 'Terms', icon: 'doc' },
  { to: '/transparency', label: 'Transparency', icon: 'chart' },
] as const satisfies readonly { to: string; label: string; icon: IconName }[];

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  // operators only: everyone else never sees the console's link
  const operator = useStanding((s) => s.standing?.operator === true);
  return (
    <nav className="sidebar-nav" aria-label="Main">
      <ul>
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate}>
              <Icon name={link.icon} className="nav-icon" />
              {link.label}
            </NavLink>
          </li>
        ))}
        {operator && (
          <li>
            <NavLink to="/admin" onClick={onNavigate}>
              <Icon name="flag" className="nav-icon" />
              Operators
            </NavLink>
          </li>
        )}
      </ul>
      <h2 className="nav-group" id="faq-group">
        FAQ
      </h2>
      <ul aria-labelledby="faq-group">
        {landingPages.map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} onClick={onNavigate}>
              {page.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** App frame: sidebar on desktop, a top bar with a menu drawer at 768 px and below. */
export function Shell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
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
        Skip to content
      </a>
      <header className="topbar">
        <button
          type="button"
          className="icon-btn"
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
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
            <p className="brand-tagline">Random video chat with built-in challenges.</p>
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
