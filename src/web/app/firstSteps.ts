import { create } from 'zustand';
import { ensureArea } from '../i18n/i18n.ts';
import { FIRST_STEPS_MARK } from './firstStepsMark.ts';

/*
 * The code of a first visit's first steps: the sign-in dialog, the 18+ gate, the realtime
 * connection and the call controller. None is part of a page's first load (a landing page
 * ships only what it shows); Home fetches them while idle after its own load (warmFirstSteps),
 * so Find a Partner, Continue as Guest and the 18+ answer each answer a click at once instead
 * of after a download. App.tsx's lazy components load through the same functions.
 */
export const loadSignInModal = () =>
  Promise.all([import('../features/session/SignInModal.tsx'), ensureArea('app')]).then(([m]) => ({
    default: m.SignInModal,
  }));
export const loadAgeGateDialog = () =>
  Promise.all([import('../features/age/AgeGateDialog.tsx'), ensureArea('app')]).then(([m]) => ({
    default: m.AgeGateDialog,
  }));
export const loadRealtimeBridge = () =>
  Promise.all([import('./RealtimeBridge.tsx'), ensureArea('app')]).then(([m]) => ({
    default: m.RealtimeBridge,
  }));
const loadCallController = () => import('../features/chat/callController.ts');

/** True once the first steps' code has arrived: the dialogs mount (closed) ahead of a click. */
export const useFirstSteps = create<{ warm: boolean }>(() => ({ warm: false }));


let started = false;

/** Runs `go` in idle time (a page that is never idle runs it a couple of seconds late). */
export function whenIdle(go: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(go, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(go, 500);
  return () => clearTimeout(timer);
}

/**
 * Fetches the first steps' code in idle time once the page has loaded. Returns a function that
 * cancels a fetch not begun. A failure is left to the click, which loads again and says so if
 * it still fails.
 */
export function warmFirstSteps(): () => void {
  if (started) return () => undefined;
  let cancel = () => undefined as void;
  const go = () => {
    if (started) return;
    started = true;
    performance.mark(FIRST_STEPS_MARK);
    Promise.all([loadSignInModal(), loadAgeGateDialog(), loadRealtimeBridge(), loadCallController()])
      .then(() => useFirstSteps.setState({ warm: true }))
      .catch(() => undefined);
  };
  const idle = () => {
    cancel = whenIdle(go);
  };
  // idle time before `load` may still be the page's own
  if (document.readyState === 'complete') idle();
  else {
    addEventListener('load', idle, { once: true });
    cancel = () => removeEventListener('load', idle);
  }
  return () => cancel();
}
