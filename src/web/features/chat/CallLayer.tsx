import { lazy, Suspense, useEffect } from 'react';
import { useCall } from './callStore.ts';
import { installCallGuard } from './callGuard.ts';

const ChatScreen = lazy(() => import('./ChatScreen.tsx').then((m) => ({ default: m.ChatScreen })));

/**
 * The call screen above every route: it is shown for as long as a call (or the search for
 * the next partner) runs, whatever the address, so a call can never run without its screen.
 * The page underneath is made inert meanwhile, so neither a pointer nor the keyboard can
 * reach links hidden behind the call.
 */
export function CallLayer() {
  const inCall = useCall((s) => s.inCall);
  useEffect(() => installCallGuard(), []);
  useEffect(() => {
    const shell = document.querySelector<HTMLElement>('.shell');
    if (!inCall || !shell) return;
    shell.inert = true;
    return () => {
      shell.inert = false;
    };
  }, [inCall]);
  if (!inCall) return null;
  return (
    <Suspense fallback={null}>
      <ChatScreen />
    </Suspense>
  );
}
