import { Activity, Suspense, useEffect, type ComponentType } from 'react';
import { lazyRetry } from '../../lib/lazyRetry.ts';
import { isSearching, onCallScreen, useCall } from './callStore.ts';
import { installCallGuard } from './callGuard.ts';
import { RatingPrompt } from './RatingPrompt.tsx';

/** The call screen's code once it has arrived (Home fetches it early, as someone signs in). */
let Loaded: ComponentType | undefined;
/** Fetches the call screen's code; the first match then opens the screen in the same render. */
export const loadChatScreen = () =>
  import('./ChatScreen.tsx').then((m) => {
    Loaded = m.ChatScreen;
    return { default: m.ChatScreen };
  });
const LazyChatScreen = lazyRetry(loadChatScreen);

/**
 * The call screen above every route: it is shown for as long as a call (or the search for
 * the next partner) runs, whatever the address, so a call can never run without its screen.
 * The page underneath is made inert meanwhile, so neither a pointer nor the keyboard can
 * reach links hidden behind the call.
 */
export function CallLayer() {
  // the offer to rate the call that just ended shows over whatever comes next, Home included
  return (
    <>
      <CallScreen />
      <RatingPrompt />
    </>
  );
}

function CallScreen() {
  const inCall = useCall(onCallScreen);
  const searching = useCall(isSearching);
  useEffect(() => installCallGuard(), []);
  useEffect(() => {
    const shell = document.querySelector<HTMLElement>('.shell');
    if (!inCall || !shell) return;
    shell.inert = true;
    return () => {
      shell.inert = false;
    };
  }, [inCall]);
  // Not through `lazy` once the code is here: a lazy component suspends on its first render
  // whatever its promise's state, and React holds a revealed Suspense boundary back for up to
  // 300 ms (its fallback throttle), which was most of the time from a match to the video.
  // While someone searches from Home the screen is built hidden (no effects run, nothing is
  // shown or focusable), so the match only reveals it: the render no longer competes with the
  // call's handshake on the main thread.
  if (Loaded && (inCall || searching))
    return (
      <Activity mode={inCall ? 'visible' : 'hidden'}>
        <Loaded />
      </Activity>
    );
  if (!inCall) return null;
  return (
    <Suspense fallback={null}>
      <LazyChatScreen />
    </Suspense>
  );
}
