import type { ReactNode } from 'react';
import { create } from 'zustand';

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
