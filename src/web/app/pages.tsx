import { lazyRetry } from '../lib/lazyRetry.ts';

/*
 * Route pages loaded on demand, so a landing page ships only the shell and its own content and
 * the chat page's code (sockets, WebRTC, games, face detection) loads only where it is used.
 * Add new route pages here the same way; an eager import in App.tsx lands in every page's JS.
 * A chunk that does not arrive is asked for again (lazyRetry), then App's PageBoundary says so.
 */
export const HomePage = lazyRetry(() =>
  import('../features/home/HomePage.tsx').then((m) => ({ default: m.HomePage })),
);

export const AboutPage = lazyRetry(() =>
  import('../features/content/AboutPage.tsx').then((m) => ({ default: m.AboutPage })),
);

export const PrivacyPage = lazyRetry(async () => {
  const [{ LegalPage }, { privacy }] = await Promise.all([
    import('../features/content/LegalPage.tsx'),
    import('../content/privacy.ts'),
  ]);
  return { default: () => <LegalPage doc={privacy} /> };
});

export const TermsPage = lazyRetry(async () => {
  const [{ LegalPage }, { terms }] = await Promise.all([
    import('../features/content/LegalPage.tsx'),
    import('../content/terms.ts'),
  ]);
  return { default: () => <LegalPage doc={terms} /> };
});

export const AiChatPage = lazyRetry(() =>
  import('../features/ai-chat/AiChatPage.tsx').then((m) => ({ default: m.AiChatPage })),
);

export const PeoplePage = lazyRetry(() =>
  import('../features/contacts/PeoplePage.tsx').then((m) => ({ default: m.PeoplePage })),
);

export const SettingsPage = lazyRetry(() =>
  import('../features/settings/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })),
);

export const RankingPage = lazyRetry(() =>
  import('../features/ranking/RankingPage.tsx').then((m) => ({ default: m.RankingPage })),
);

export const TransparencyPage = lazyRetry(() =>
  import('../features/transparency/TransparencyPage.tsx').then((m) => ({
    default: m.TransparencyPage,
  })),
);

export const ConsolePage = lazyRetry(() =>
  import('../features/console/ConsolePage.tsx').then((m) => ({ default: m.ConsolePage })),
);
