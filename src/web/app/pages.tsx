import { ensureArea } from '../i18n/i18n.ts';
import { lazyRetry } from '../lib/lazyRetry.ts';

/** A page whose words are in the `app` area: its code and its words arrive together. */
const withWords = <T,>(load: Promise<T>): Promise<T> =>
  Promise.all([load, ensureArea('app')]).then(([m]) => m);

/*
 * Route pages loaded on demand, so a landing page ships only the shell and its own content and
 * the chat page's code (sockets, WebRTC, games, face detection) loads only where it is used.
 * Add new route pages here the same way; an eager import in App.tsx lands in every page's JS.
 * A chunk that does not arrive is asked for again (lazyRetry), then App's PageBoundary says so.
 */
export const HomePage = lazyRetry(() =>
  withWords(import('../features/home/HomePage.tsx')).then((m) => ({ default: m.HomePage })),
);

export const AboutPage = lazyRetry(() =>
  import('../features/content/AboutPage.tsx').then((m) => ({ default: m.AboutPage })),
);

export const PrivacyPage = lazyRetry(async () => {
  const { LegalPage } = await import('../features/content/LegalPage.tsx');
  return { default: () => <LegalPage kind="privacy" /> };
});

export const TermsPage = lazyRetry(async () => {
  const { LegalPage } = await import('../features/content/LegalPage.tsx');
  return { default: () => <LegalPage kind="terms" /> };
});

export const AiChatPage = lazyRetry(() =>
  withWords(import('../features/ai-chat/AiChatPage.tsx')).then((m) => ({ default: m.AiChatPage })),
);

export const PeoplePage = lazyRetry(() =>
  withWords(import('../features/contacts/PeoplePage.tsx')).then((m) => ({ default: m.PeoplePage })),
);

export const SettingsPage = lazyRetry(() =>
  withWords(import('../features/settings/SettingsPage.tsx')).then((m) => ({
    default: m.SettingsPage,
  })),
);

export const RankingPage = lazyRetry(() =>
  withWords(import('../features/ranking/RankingPage.tsx')).then((m) => ({
    default: m.RankingPage,
  })),
);

export const TransparencyPage = lazyRetry(() =>
  withWords(import('../features/transparency/TransparencyPage.tsx')).then((m) => ({
    default: m.TransparencyPage,
  })),
);

export const ConsolePage = lazyRetry(() =>
  withWords(import('../features/console/ConsolePage.tsx')).then((m) => ({
    default: m.ConsolePage,
  })),
);
