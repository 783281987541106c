import { Suspense } from 'react';
import { LoadBoundary } from '../../components/LoadBoundary.tsx';
import { ensureArea } from '../../i18n/i18n.ts';
import { lazyRetry } from '../../lib/lazyRetry.ts';
import { useSession } from '../session/session.ts';
import { useAgeReview } from './ageReview.ts';

/** Their words are in the app's `app` area (src/web/i18n/i18n.ts): code and words together. */
const withWords = <T,>(load: Promise<T>): Promise<T> =>
  Promise.all([load, ensureArea('app')]).then(([m]) => m);

// only a banned person needs the overlay (and its appeal form): out of every page's first JS
const BannedOverlay = lazyRetry(() =>
  withWords(import('./BannedOverlay.tsx')).then((m) => ({ default: m.BannedOverlay })),
);

// the listener needs the socket module, which loads only once someone is signed in
const BanListener = lazyRetry(() =>
  withWords(import('./BanListener.tsx')).then((m) => ({ default: m.BanListener })),
);
// the age review screen: shown when a way in is refused with age_review
const AgeReviewScreen = lazyRetry(() =>
  withWords(import('./AgeReviewScreen.tsx')).then((m) => ({ default: m.AgeReviewScreen })),
);
// a person's standing (operator, ban reason and appeal, warnings) and its socket event
const StandingSync = lazyRetry(() =>
  withWords(import('./StandingSync.tsx')).then((m) => ({ default: m.StandingSync })),
);
// the report dialog lives here, not in the call toolbar: it outlives the call screen
const ReportHost = lazyRetry(() =>
  withWords(import('./ReportHost.tsx')).then((m) => ({ default: m.ReportHost })),
);

/**
 * Mounted once in the app: the ban overlay, the age review screen, and while signed in the socket's ban listener and
 * the report dialog.
 */
export function ModerationBridge() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  const banned = useSession((s) => Boolean(s.user?.isBanned));
  const held = useAgeReview((s) => s.shown);
  return (
    <>
      {banned && (
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <BannedOverlay />
          </Suspense>
        </LoadBoundary>
      )}
      {held && (
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <AgeReviewScreen />
          </Suspense>
        </LoadBoundary>
      )}
      {/* its code is the socket's: when it fails, the realtime part says so (App.tsx) */}
      {signedIn && (
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <BanListener />
            <StandingSync />
            <ReportHost />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
