import type { ReactNode } from 'react';
import { create } from 'zustand';
import { notify } from './toast.ts';

export interface ConfirmOptions {
  title?: string;
  message?: string;
  /** shown under the message: who or what the dialog is about (kept live by its own store) */
  details?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  danger?: boolean;
}

interface ConfirmState {
  request: (ConfirmOptions & { resolve: (ok: boolean) => void }) | null;
}

export const useConfirmState = create<ConfirmState>(() => ({ request: null }));

/** Opens the confirmation dialog; resolves true on confirm, false on cancel or dismiss. */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    useConfirmState.getState().request?.resolve(false);
    useConfirmState.setState({ request: { ...options, resolve } });
  });
}

export function settleConfirm(ok: boolean): void {
  const request = useConfirmState.getState().request;
  useConfirmState.setState({ request: null });
  request?.resolve(ok);
}

/** What a confirmation is about: a game that runs, a call that is on. */
export interface ConfirmBinding {
  /** the thing still exists (checked on every change `subscribe` reports) */
  holds: () => boolean;
  /** a store's subscribe: calls back on every change that may end the thing */
  subscribe: (listener: () => void) => () => void;
  /** told when it ended while the dialog was open: nothing was done */
  gone: { title: string; description: string };
}

/**
 * A confirmation bound to the thing it is about. The moment that thing ends (the partner quit
 * the game, the call ended) the dialog closes by itself and says so, so it never lingers over
 * what comes next, and it never acts on a later thing of the same kind (a new game, another
 * partner): once gone, it stays gone, even if something alike has started since.
 */
export async function confirmWhile(
  options: ConfirmOptions,
  binding: ConfirmBinding,
): Promise<boolean> {
  let gone = !binding.holds();
  if (!gone) {
    const asked = confirm(options);
    const request = useConfirmState.getState().request;
    const off = binding.subscribe(() => {
      if (gone || binding.holds()) return;
      gone = true;
      if (useConfirmState.getState().request === request) settleConfirm(false);
    });
    const ok = await asked;
    off();
    if (!gone) return ok;
  }
  notify('info', binding.gone.title, binding.gone.description);
  return false;
}
