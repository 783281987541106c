import { create } from 'zustand';
import type { StandingResponse } from '../../../shared/protocol/console.ts';
import { api, useSession } from '../session/session.ts';

interface StandingState {
  standing: StandingResponse | null;
  /** a search was refused for a warning: the warning dialog is open */
  warningOpen: boolean;
  /** what to do once the warning is acknowledged: the search it stopped */
  afterAcknowledged: (() => void) | null;
}

export const useStanding = create<StandingState>(() => ({
  standing: null,
  warningOpen: false,
  afterAcknowledged: null,
}));

let loading: Promise<void> | null = null;

/**
 * Reads the person's standing (/api/me/standing): operator or not, the ban in force with its
 * reason, rule and appeal, a warning to acknowledge. A ban lifted meanwhile (an appeal
 * accepted) frees the session at once: no reload needed to search again.
 */
export function loadStanding(): Promise<void> {
  loading ??= api
    .get<StandingResponse>('/api/me/standing')
    .then((standing) => {
      useStanding.setState({ standing });
      const user = useSession.getState().user;
      if (!user) return;
      if (standing.ban)
        useSession.setState({
          user: { ...user, isBanned: true, banExpiresAt: standing.ban.expiresAt },
        });
      else if (user.isBanned)
        useSession.setState({ user: { ...user, isBanned: false, banExpiresAt: null } });
    })
    .catch((err: unknown) => console.error('Failed to load your standing:', err))
    .finally(() => {
      loading = null;
    });
  return loading;
}

/**
 * A search was refused for a warning: show it (ModerationBridge's WarningDialog); once the
 * person acknowledges it, `then` runs (the search they asked for starts by itself).
 */
export async function showWarning(then?: () => void): Promise<void> {
  await loadStanding();
  if (useStanding.getState().standing?.warning)
    useStanding.setState({ warningOpen: true, afterAcknowledged: then ?? null });
}

export function forgetStanding(): void {
  useStanding.setState({ standing: null, warningOpen: false, afterAcknowledged: null });
}
