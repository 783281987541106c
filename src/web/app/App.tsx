import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { PageBoundary, RealtimeBoundary } from '../components/LoadBoundary.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { landingPages } from '../content/landing.ts';
import { LandingPage } from '../features/content/LandingPage.tsx';
import { NotFoundPage } from '../features/content/NotFoundPage.tsx';
import { SignInModal } from '../features/session/SignInModal.tsx';
import { AgeGateDialog } from '../features/age/AgeGateDialog.tsx';
import { ModerationBridge } from '../features/moderation/ModerationBridge.tsx';
import { restoreSession, useSession } from '../features/session/session.ts';
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
    <BrowserRouter>
      <AppFrame />
    </BrowserRouter>
  );
}

// The socket (and socket.io-client) loads only once someone is signed in.
const RealtimeBridge = lazyRetry(() =>
  import('./RealtimeBridge.tsx').then((m) => ({ default: m.RealtimeBridge })),
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
  return (
    <div className="page-loading" role="status" aria-label="Loading page">
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
              {landingPages.map((page) => (
                <Route key={page.path} path={page.path} element={<LandingPage page={page} />} />
              ))}
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
