import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { isContentPage } from '../shared/routes.ts';
import { hadSession, useSession } from './features/session/session.ts';
import {
  currentLocale,
  ensureArea,
  localeForPath,
  pickedHere,
  setLocale,
  syncLocaleCookie,
} from './i18n/i18n.ts';
import { isUiLocale, SOURCE_LOCALE } from '../shared/uiLocales.ts';
// Imported here, before anything renders, so its beforeinstallprompt listener is in place early.
import './features/install/useInstallPrompt.ts';
import { registerServiceWorker } from './features/install/serviceWorker.ts';
import './styles/global.css';

const root = document.getElementById('root')!;
// a page the server sent ready-made (scripts/prerender.ts), in the language it names
const prerendered = root.firstElementChild !== null;
const pageLang = document.documentElement.lang;
const pageLocale = isUiLocale(pageLang) ? pageLang : SOURCE_LOCALE;
// the person's: the address's own language (/es/…), else their pick, else their browser's
const wanted = localeForPath(window.location.pathname);

/** Runs once the first render is committed: for a prerendered page, once React adopted it. */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

let switched = false;
/**
 * A page that came in another language than the person's (their pick saved before the server
 * had its cookie, or the English page a cache kept) is adopted as it is, then switched: a
 * switch re-renders in place and keeps what they typed; painting it afresh would erase it.
 */
const followWanted = () => {
  if (switched || pickedHere() || currentLocale() === wanted) return;
  switched = true;
  void setLocale(wanted).catch(() => undefined);
};

async function start() {
  syncLocaleCookie();
  // the page's own language first: React adopts the markup in the words it was written with,
  // and nothing paints in a language nobody asked for
  const first = prerendered ? pageLocale : wanted;
  await setLocale(first).catch(() => setLocale(SOURCE_LOCALE));
  // The app's words come before the first render wherever they will be needed (every page but
  // the content pages, and a signed-in person's call and dialogs anywhere): words arriving in
  // the middle of hydration would re-render the page and throw its prerendered markup away.
  if (!isContentPage(window.location.pathname) || hadSession())
    await ensureArea('app').catch(() => undefined);
  const app = (
    <StrictMode>
      <App />
      <AfterFirstCommit run={followWanted} />
    </StrictMode>
  );
  // Prerendered pages (Home, landing, about, privacy, terms, transparency) arrive with their
  // markup: React adopts it instead of painting it again, as a transition, so React yields to
  // the browser every few milliseconds instead of adopting the whole page in one long task.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// A member's language kept on the account matters once someone is signed in: its code loads
// then (a landing page's first visit does without it), and follows every later sign-in.
const stopWaiting = useSession.subscribe((s) => {
  if (s.status !== 'signedIn') return;
  stopWaiting();
  void import('./i18n/accountLocale.ts').then((m) => m.followAccountLocale());
});
void start();
registerServiceWorker();
