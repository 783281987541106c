import { lazy, Suspense } from 'react';
import { useSession } from '../session/session.ts';
import { BannedOverlay } from './BannedOverlay.tsx';

// the listener needs the socket module, which loads only once someone is signed in
const BanListener = lazy(() =>
  import('./BanListener.tsx').then((m) => ({ default: m.BanListener })),
);

/** Mounted once in the app: the ban overlay, and the socket listener while signed in. */
export function ModerationBridge() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return (
    <>
      <BannedOverlay />
      {signedIn && (
        <Suspense fallback={null}>
          <BanListener />
        </Suspense>
      )}
    </>
  );
}
