import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { isContentPage } from '../shared/routes.ts';
import { hadSession, useSession } from './features/session/session.ts';
import { ensureArea, localeForPath, setLocale } from './i18n/i18n.ts';
// Imported here, before anything renders, so its beforeinstallprompt listener is in place early.
import './features/install/useInstallPrompt.ts';
import { registerServiceWorker } from './features/install/serviceWorker.ts';
import './styles/global.css';

const root = document.getElementById('root')!;
// the language the page was prerendered in (index.html's is English, like its empty shell)
const pageLocale = document.documentElement.lang;
const locale = localeForPath(window.location.pathname);

async function start() {
  // the person's language first: nothing paints in a language they did not ask for
  await setLocale(locale).catch(() => setLocale('en'));
  // The app's words come before the first render wherever they will be needed (every page but
  // the content pages, and a signed-in person's call and dialogs anywhere): words arriving in
  // the middle of hydration would re-render the page and throw its prerendered markup away.
  if (!isContentPage(window.location.pathname) || hadSession())
    await ensureArea('app').catch(() => undefined);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Prerendered pages (landing, about, privacy, terms) arrive with their markup: React adopts it
  // instead of painting it again, as a transition, so React yields to the browser every few
  // milliseconds instead of adopting the whole page in one long task. A page prerendered in
  // another language than the person's is painted afresh in theirs.
  if (root.firstElementChild && pageLocale === locale)
    startTransition(() => void hydrateRoot(root, app));
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
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
