import { lazy } from 'react';

/*
 * Route pages loaded on demand, so a landing page ships only the shell and its own content and
 * the chat page's code (sockets, WebRTC, games, face detection) loads only where it is used.
 * Add new route pages here the same way; an eager import in App.tsx lands in every page's JS.
 */
export const HomePage = lazy(() =>
  import('../features/home/HomePage.tsx').then((m) => ({ default: m.HomePage })),
);

export const AboutPage = lazy(() =>
  import('../features/content/AboutPage.tsx').then((m) => ({ default: m.AboutPage })),
);

export const PrivacyPage = lazy(async () => {
  const [{ LegalPage }, { privacy }] = await Promise.all([
    import('../features/content/LegalPage.tsx'),
    import('../content/privacy.ts'),
  ]);
  return { default: () => <LegalPage doc={privacy} /> };
});

export const TermsPage = lazy(async () => {
  const [{ LegalPage }, { terms }] = await Promise.all([
    import('../features/content/LegalPage.tsx'),
    import('../content/terms.ts'),
  ]);
  return { default: () => <LegalPage doc={terms} /> };
});

export const AiChatPage = lazy(() =>
  import('../features/ai-chat/AiChatPage.tsx').then((m) => ({ default: m.AiChatPage })),
);

export const SettingsPage = lazy(() =>
  import('../features/settings/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })),
);

export const RankingPage = lazy(() =>
  import('../features/ranking/RankingPage.tsx').then((m) => ({ default: m.RankingPage })),
);
