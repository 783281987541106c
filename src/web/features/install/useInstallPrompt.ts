import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '../../../shared/constants.ts';
import { storage } from '../../lib/storage.ts';

/** Chromium's install offer (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** the browser's offer, kept until used: it can prompt once */
  offer: BeforeInstallPromptEvent | null;
  installed: boolean;
  dismissed: boolean;
}

let state: InstallState = { offer: null, installed: false, dismissed: false };
const listeners = new Set<() => void>();

function set(patch: Partial<InstallState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

function runningInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

// Registered when this module loads (main.tsx imports it), because the browser fires
// beforeinstallprompt once, early, and a listener added by a component mounted later misses it.
if (typeof window !== 'undefined') {
  state = {
    offer: null,
    installed: runningInstalled(),
    dismissed: storage.get(LOCAL_KEYS.installDismissed) === '1',
  };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // we show our own button instead of the mini-infobar
    set({ offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ installed: true, offer: null }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;
const serverSnapshot = (): InstallState => ({ offer: null, installed: false, dismissed: false });

/** Dismissing is remembered on this device, so the suggestion does not come back. */
export function dismissInstall(): void {
  storage.set(LOCAL_KEYS.installDismissed, '1');
  set({ dismissed: true, offer: null });
}

/** Shows the browser's install dialog; declining it counts as a dismissal. */
export async function promptInstall(): Promise<void> {
  const offer = state.offer;
  if (!offer) return;
  set({ offer: null }); // an offer can prompt only once
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') set({ installed: true });
  else dismissInstall();
}

export function useInstallPrompt(): { canInstall: boolean } {
  const s = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return { canInstall: s.offer !== null && !s.installed && !s.dismissed };
}
