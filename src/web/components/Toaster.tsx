import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { isContentPage } from '../../shared/routes.ts';
import { lazyRetry } from '../lib/lazyRetry.ts';
import { LoadBoundary } from './LoadBoundary.tsx';
import { useToasterGate } from './toasterGate.ts';

const SonnerToaster = lazyRetry(() => import('./SonnerToaster.tsx'));

/**
 * The toast area. App pages mount it at once; content pages only when a toast is requested
 * (toasts raised before it mounts still show: the library queues them).
 */
export function Toaster() {
  const { pathname } = useLocation();
  const needed = useToasterGate((s) => s.needed);
  if (!needed && isContentPage(pathname)) return null;
  // toasts that cannot load are lost; the page they would sit on is not
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <SonnerToaster />
      </Suspense>
    </LoadBoundary>
  );
}
