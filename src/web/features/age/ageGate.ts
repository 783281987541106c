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
  /**
   * When the gate opened on the Continue as Guest click, ahead of the guest session it needs:
   * 'creating' while that session is on its way, 'failed' (with what happened) when it could
   * not be created. null once the session exists, or when the gate did not open ahead.
   */
  session: 'creating' | 'failed' | null;
  sessionError: string | null;
}

export const useAgeGate = create<AgeGateState>(() => ({
  open: null,
  retryAt: null,
  passedBy: null,
  session: null,
  sessionError: null,
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
  await askServer(promise);
  return promise;
}

/** The server's answer for this session decides: passed, refused (and until when) or ask. */
async function askServer(mine: Promise<boolean>): Promise<void> {
  const userId = useSession.getState().user?.id ?? null;
  try {
    const res = await api.get<AgeGateResponse>('/api/age');
    // the gate was answered or closed meanwhile: that answer stands
    if (pending?.promise !== mine) return;
    if (res.status === 'adult') {
      useAgeGate.setState({ open: null, passedBy: userId });
      settle(true);
    } else {
      useAgeGate.setState({
        open: res.status === 'refused' ? 'refused' : 'ask',
        retryAt: res.retryAt,
      });
    }
  } catch {
    if (pending?.promise !== mine) return;
    // the search itself will say what went wrong (the server refuses it the same way)
    useAgeGate.setState({ open: null });
    settle(true);
  }
}

/** The guest session the gate opened ahead of; an answer waits for it. */
let sessionOnItsWay: Promise<void> | null = null;
let startSession: (() => Promise<void>) | null = null;

/**
 * Continue as Guest for a search: the gate opens on the click, its date already answerable,
 * while `createSession` makes the guest session the answer needs (a round trip a person
 * should not wait through with nothing on screen). Then the server's answer for that session
 * decides: a device that has passed closes the gate again, a refused one shows why. A failed
 * session is said in the gate, with Try again. Resolves like ensureAdult.
 */
export function guestThenAgeGate(createSession: () => Promise<void>): Promise<boolean> {
  if (!pending) {
    let resolve!: (ok: boolean) => void;
    const promise = new Promise<boolean>((r) => (resolve = r));
    pending = { promise, resolve };
  }
  const mine = pending.promise;
  startSession = createSession;
  useAgeGate.setState({ open: 'ask', retryAt: null, session: 'creating', sessionError: null });
  const made = createSession();
  sessionOnItsWay = made;
  made.then(
    () => {
      if (pending?.promise !== mine) return;
      useAgeGate.setState({ session: null });
      sessionOnItsWay = null;
      void askServer(mine);
    },
    (err: unknown) => {
      if (pending?.promise !== mine) return;
      sessionOnItsWay = null;
      useAgeGate.setState({
        session: 'failed',
        // the server's refusal is worded in the page's language; a lost connection (status 0,
        // an English transport message) is said by the gate's own words alone
        sessionError: err instanceof ApiError && err.status > 0 ? err.message : null,
      });
    },
  );
  return mine;
}

/** Try again, after the guest session the gate needs could not be created. */
export function retryGuestSession(): void {
  if (startSession && pending) void guestThenAgeGate(startSession);
}

/** Sends the date of birth; refusals switch the dialog to its kind message. */
export async function answerAgeGate(birthDate: string): Promise<string | null> {
  try {
    // answered before the guest session arrived: the answer is that session's, so it waits
    if (sessionOnItsWay) await sessionOnItsWay;
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
  sessionOnItsWay = null;
  useAgeGate.setState({ open: null, session: null, sessionError: null });
  settle(false);
}
