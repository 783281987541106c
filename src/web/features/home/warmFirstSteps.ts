import {
  loadAgeGateDialog,
  loadRealtimeBridge,
  loadSignInModal,
  useFirstSteps,
} from '../../app/firstSteps.ts';
import { FIRST_STEPS_MARK } from '../../app/firstStepsMark.ts';

const loadCallController = () => import('../chat/callController.ts');

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
    Promise.all([
      loadSignInModal(),
      loadAgeGateDialog(),
      loadRealtimeBridge(),
      loadCallController(),
    ])
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
