import { useShieldSettings } from './settings.ts';

let asked = false;

/** Whether the shield's worker and model were asked to load before this match. */
export const shieldWarming = () => asked;

const workersHere = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  typeof createImageBitmap === 'function';

/**
 * Loads the nudity shield's vision worker and model ahead of the first match, so a partner's
 * first frame is checked the moment it decodes instead of after a multi-second model load. Not
 * part of any page's first load: it waits for idle time (`now`: at once, e.g. while a search
 * runs, when the main thread mostly waits on the network). Everything stays same-origin and in
 * this browser. Skipped when the viewer turned the shield off, and where there is no worker:
 * the main-thread fallback would block the page while it loads, so it still loads at a match.
 * Returns a function that cancels a load not begun yet.
 */
export function warmShield({ now = false } = {}): () => void {
  const { safeStart, blurExplicit } = useShieldSettings.getState();
  if (asked || (!safeStart && !blurExplicit) || !workersHere()) return () => undefined;
  const go = () => {
    if (asked) return;
    asked = true;
    void import('./sampler.ts').then((m) => m.keepShieldWarm());
  };
  if (now) {
    go();
    return () => undefined;
  }
  let cancel = () => undefined as void;
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      // the timeout: a page that is never idle still gets it, a few seconds late
      const handle = requestIdleCallback(go, { timeout: 3_000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(go, 1_000);
      cancel = () => clearTimeout(timer);
    }
  };
  // never part of the page's own load: idle time before `load` may still be the page's
  if (document.readyState === 'complete') idle();
  else {
    addEventListener('load', idle, { once: true });
    cancel = () => removeEventListener('load', idle);
  }
  return () => cancel();
}
