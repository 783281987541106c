import { I18nProvider, useLingui } from '@lingui/react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useParams } from 'react-router';
import { useConfirmState } from '../components/confirm.ts';
import { LoadBoundary, PageBoundary, RealtimeBoundary } from '../components/LoadBoundary.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { landingPath, LANDING_ROUTES } from '../../shared/routes.ts';
import { isUiLocale, SOURCE_LOCALE, UI_LOCALES } from '../../shared/uiLocales.ts';
import { LandingPage } from '../features/content/LandingPage.tsx';
import { NotFoundPage } from '../features/content/NotFoundPage.tsx';
import { useAgeGate } from '../features/age/ageGate.ts';
import { ModerationBridge } from '../features/moderation/ModerationBridge.tsx';
import { restoreSession, useSession } from '../features/session/session.ts';
import { i18n } from '../i18n/i18n.ts';
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
import {
  loadAgeGateDialog,
  loadRealtimeBridge,
  loadSignInModal,
  useFirstSteps,
} from './firstSteps.ts';

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
const RealtimeBridge = lazyRetry(loadRealtimeBridge);

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

// The sign-in, age and confirmation dialogs load the first time they open, or (sign-in and age)
// when Home fetched them while idle: a landing page's first JS is only what it shows. Once
// loaded they stay mounted (closed, they render nothing), so opening is at once, closing
// animates and focus returns.
const SignInModal = lazyRetry(loadSignInModal);
const AgeGateDialog = lazyRetry(loadAgeGateDialog);

/** True from the first time `now` is true. */
function useOnceTrue(now: boolean): boolean {
  const [seen, setSeen] = useState(now);
  if (now && !seen) setSeen(true);
  return seen || now;
}

const loadConfirmDialog = () => import('../components/ConfirmDialog.tsx');
const ConfirmDialog = lazyRetry(() =>
  loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })),
);

function Dialogs() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  // everything that asks for a confirmation happens signed in (a call, Settings…): its code is
  // here before the first question, even if the connection drops later
  useEffect(() => {
    if (signedIn) void loadConfirmDialog().catch(() => undefined);
  }, [signedIn]);
  const warm = useFirstSteps((s) => s.warm);
  const signIn = useOnceTrue(useSession((s) => s.signInOpen) || warm);
  const ageGate = useOnceTrue(useAgeGate((s) => s.open !== null) || warm);
  const confirming = useOnceTrue(useConfirmState((s) => s.request !== null));
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        {signIn && <SignInModal />}
        {ageGate && <AgeGateDialog />}
        {confirming && <ConfirmDialog />}
      </Suspense>
    </LoadBoundary>
  );
}

function PageLoading() {
  const { i18n } = useLingui();
  return (
    <div className="page-loading" role="status" aria-label={i18n._('app.loadingPage')}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

/** A page at its English address or under another language's prefix; any other prefix is no page. */
function InLanguage({ page }: { page: ReactNode }) {
  const { lang } = useParams();
  const known = lang === undefined || (isUiLocale(lang) && lang !== SOURCE_LOCALE);
  return known ? page : <NotFoundPage />;
}

/** Everything inside the router: the build prerenders it with a StaticRouter (src/web/prerender.tsx). */
export function AppFrame() {
  return (
    <>
      <Shell>
        <PageBoundary>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              {/* one route per page for every language's address (/, /es, /about, /es/about…):
                  switching language moves to the page's address in it without mounting the
                  page anew, so what was typed stays (LanguagePicker) */}
              <Route path="/:lang?" element={<InLanguage page={<HomePage />} />} />
              <Route path="/:lang?/about" element={<InLanguage page={<AboutPage />} />} />
              <Route path="/:lang?/privacy" element={<InLanguage page={<PrivacyPage />} />} />
              <Route path="/:lang?/terms" element={<InLanguage page={<TermsPage />} />} />
              <Route
                path="/:lang?/transparency"
                element={<InLanguage page={<TransparencyPage />} />}
              />
              {UI_LOCALES.flatMap((locale) =>
                LANDING_ROUTES.map((route) => (
                  <Route
                    key={landingPath(locale, route)}
                    path={landingPath(locale, route)}
                    element={<LandingPage path={route} locale={locale} />}
                  />
                )),
              )}
              <Route path="/ranking" element={<RankingPage />} />
              <Route path="/settings" element={<SettingsPage />} />
              <Route path="/people" element={<PeoplePage />} />
              <Route path="/ai-chat" element={<AiChatPage />} />
              <Route path="/admin" element={<ConsolePage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </PageBoundary>
      </Shell>
      <SignedInRealtime />
      <ModerationBridge />
      <Dialogs />
      <Toaster />
    </>
  );
}
