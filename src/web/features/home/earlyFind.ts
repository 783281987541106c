import type { EarlyFind } from '../../../shared/earlyFind.ts';

declare global {
  interface Window {
    __matchupEarlyFind?: EarlyFind;
  }
}

/**
 * Takes over from the prerendered page's early Find (shared/earlyFind.ts): stops its handling,
 * clears its progress marks, and says whether the person pressed Find before the code ran.
 */
export function takeEarlyFind(): boolean {
  const early = window.__matchupEarlyFind;
  if (!early) return false;
  early.off();
  delete window.__matchupEarlyFind;
  document.documentElement.classList.remove('early-find');
  document.getElementById('early-find-status')?.remove();
  return early.pressed;
}
