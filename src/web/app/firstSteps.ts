import { create } from 'zustand';
import { ensureArea } from '../i18n/i18n.ts';

/*
 * The code of a first visit's first steps: the sign-in dialog, the 18+ gate, the realtime
 * connection and the call controller. None is part of a page's first load (a landing page
 * ships only what it shows); Home fetches them while idle after its own load (warmFirstSteps),
 * so Find a Partner, Continue as Guest and the 18+ answer each answer a click at once instead
 * of after a download. App.tsx's lazy components load through the same functions. (The idle
 * fetch itself is Home's code, features/home/warmFirstSteps.ts: no other page carries it.)
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

/** True once the first steps' code has arrived: the dialogs mount (closed) ahead of a click. */
export const useFirstSteps = create<{ warm: boolean }>(() => ({ warm: false }));
