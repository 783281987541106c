import { I18nProvider, useLingui } from '@lingui/react';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { PageBoundary, RealtimeBoundary } from '../components/LoadBoundary.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { LANDING_ROUTES } from '../../shared/routes.ts';
import { localePath, UI_LOCALES } from '../../shared/uiLocales.ts';
import { LandingPage } from '../features/content/LandingPage.tsx';
import { NotFoundPage } from '../features/content/NotFoundPage.tsx';
import { SignInModal } from '../features/session/SignInModal.tsx';
import { AgeGateDialog } from '../features/age/AgeGateDialog.tsx';
import { ModerationBridge } from '../features/moderation/ModerationBridge.tsx';
import { restoreSession, useSession } from '../features/session/session.ts';
import { ensureArea, i18n } from '../i18n/i18n.ts';
import { lazyRetry } from '../lib/lazyRetry.ts';

import {
  AboutPage,
  AiChatPage,
  ConsolePage,
  HomePage,
  PeoplePage,
  PrivacyPage,
  RankingPage,
  SettingsPage,
  TermsPage,
  TransparencyPage,
} from './pages.tsx';
import { Shell } from './Shell.tsx';

export function App() {
  useEffect(() => {
    void restoreSession();
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <BrowserRouter>
        <AppFrame />
      </BrowserRouter>
    </I18nProvider>
  );
}

// The socket (and socket.io-client) loads only once someone is signed in.
const RealtimeBridge = lazyRetry(() =>
  Promise.all([import('./RealtimeBridge.tsx'), ensureArea('app')]).then(([m]) => ({
    default: m.RealtimeBridge,
  })),
);

function SignedInRealtime() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return signedIn ? (
    <RealtimeBoundary>
      <Suspense fallback={null}>
        <RealtimeBridge />
      </Suspense>
    </RealtimeBoundary>
  ) : null;
}

function PageLoading() {
  const { i18n } = useLingui();
  return (
    <div className="page-loading" role="status" aria-label={i18n._('app.loadingPage')}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

/** Everything inside the router: the build prerenders it with a StaticRouter (src/web/prerender.tsx). */
export function AppFrame() {
  return (
    <>
      <Shell>
        <PageBoundary>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="/" element={<HomePage />} />
              <Route path="/ranking" element={<RankingPage />} />
              <Route path="/about" element={<AboutPage />} />
              <Route path="/settings" element={<SettingsPage />} />
              <Route path="/people" element={<PeoplePage />} />
              <Route path="/privacy" element={<PrivacyPage />} />
              <Route path="/terms" element={<TermsPage />} />
              <Route path="/transparency" element={<TransparencyPage />} />
              <Route path="/ai-chat" element={<AiChatPage />} />
              <Route path="/admin" element={<ConsolePage />} />
              {UI_LOCALES.flatMap((locale) =>
                LANDING_ROUTES.map((path) => (
                  <Route
                    key={localePath(locale, path)}
                    path={localePath(locale, path)}
                    element={<LandingPage path={path} locale={locale} />}
                  />
                )),
              )}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </PageBoundary>
      </Shell>
      <SignedInRealtime />
      <ModerationBridge />
      <SignInModal />
      <AgeGateDialog />
      <ConfirmDialog />
      <Toaster />
    </>
  );
}
