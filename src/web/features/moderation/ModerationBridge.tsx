import { Suspense } from 'react';
import { LoadBoundary } from '../../components/LoadBoundary.tsx';
import { lazyRetry } from '../../lib/lazyRetry.ts';
import { useSession } from '../session/session.ts';
import { BannedOverlay } from './BannedOverlay.tsx';

// the listener needs the socket module, which loads only once someone is signed in
const BanListener = lazyRetry(() =>
  import('./BanListener.tsx').then((m) => ({ default: m.BanListener })),
);

/** Mounted once in the app: the ban overlay, and the socket listener while signed in. */
export function ModerationBridge() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return (
    <>
      <BannedOverlay />
      {/* its code is the socket's: when it fails, the realtime part says so (App.tsx) */}
      {signedIn && (
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <BanListener />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
