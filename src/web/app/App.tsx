import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { Placeholder } from '../components/Placeholder.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { landingPages } from '../content/landing.ts';
import { privacy } from '../content/privacy.ts';
import { terms } from '../content/terms.ts';
import { AboutPage } from '../features/content/AboutPage.tsx';
import { LandingPage } from '../features/content/LandingPage.tsx';
import { LegalPage } from '../features/content/LegalPage.tsx';
import { NotFoundPage } from '../features/content/NotFoundPage.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { SignInModal } from '../features/session/SignInModal.tsx';
import { refresh } from '../features/session/session.ts';
import { Shell } from './Shell.tsx';

export function App() {
  useEffect(() => {
    void refresh();
  }, []);
  return (
    <BrowserRouter>
      <Shell>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route
            path="/ranking"
            element={
              <Placeholder title="Leaderboard" text="The leaderboard is not on this server yet." />
            }
          />
          <Route path="/about" element={<AboutPage />} />
          <Route
            path="/settings"
            element={<Placeholder title="Settings" text="Settings are not on this server yet." />}
          />
          <Route path="/privacy" element={<LegalPage doc={privacy} />} />
          <Route path="/terms" element={<LegalPage doc={terms} />} />
          <Route
            path="/ai-chat"
            element={
              <Placeholder
                title="Conversation practice"
                text="The AI practice buddy is not on this server yet."
              />
            }
          />
          {landingPages.map((page) => (
            <Route key={page.path} path={page.path} element={<LandingPage page={page} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Shell>
      <SignInModal />
      <ConfirmDialog />
      <Toaster />
    </BrowserRouter>
  );
}
