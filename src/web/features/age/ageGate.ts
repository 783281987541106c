import { create } from 'zustand';
import type { AgeGateResponse } from '../../../shared/protocol/index.ts';
import { i18n } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { api, useSession } from '../session/session.ts';

interface AgeGateState {
  /** the dialog: asking, or telling a refused visitor why they cannot search */
  open: 'ask' | 'refused' | null;
  retryAt: string | null;
  /** the user id that passed, so a sign-out or another account asks the server again */
  passedBy: string | null;
}

export const useAgeGate = create<AgeGateState>(() => ({
  open: null,
  retryAt: null,
  passedBy: null,
}));

let pending: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | null = null;

function settle(ok: boolean): void {
  pending?.resolve(ok);
  pending = null;
}

/**
 * Resolves true once this account on this browser has passed the 18+ gate, asking with the
 * dialog when the server has no answer yet (a new device or account, or a session from before
 * the gate). False when refused or the dialog was closed. The server enforces the same rule.
 */
export async function ensureAdult(): Promise<boolean> {
  const userId = useSession.getState().user?.id ?? null;
  if (userId && useAgeGate.getState().passedBy === userId) return true;
  if (pending) return pending.promise;
  let resolve!: (ok: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  pending = { promise, resolve };
  try {
    const res = await api.get<AgeGateResponse>('/api/age');
    if (res.status === 'adult') {
      useAgeGate.setState({ passedBy: userId });
      settle(true);
    } else {
      useAgeGate.setState({
        open: res.status === 'refused' ? 'refused' : 'ask',
        retryAt: res.retryAt,
      });
    }
  } catch {
    // the search itself will say what went wrong (the server refuses it the same way)
    settle(true);
  }
  return promise;
}

/** Sends the date of birth; refusals switch the dialog to its kind message. */
export async function answerAgeGate(birthDate: string): Promise<string | null> {
  try {
    await api.post<AgeGateResponse>('/api/age', { birthDate });
    useAgeGate.setState({ open: null, passedBy: useSession.getState().user?.id ?? null });
    settle(true);
    return null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) {
      const retryAt = typeof err.body.retryAt === 'string' ? err.body.retryAt : null;
      useAgeGate.setState({ open: 'refused', retryAt });
      return null;
    }
    return err instanceof Error ? err.message : i18n._('age.checkFailed');
  }
}

export function closeAgeGate(): void {
  useAgeGate.setState({ open: null });
  settle(false);
}
