// account.ts, not the protocol index: the index pulls in zod (~34 KB gz) for every page
import { AUTH_CHANNEL, type AuthPopupMessage } from '../../../shared/protocol/account.ts';
import { i18n } from '../../i18n/i18n.ts';
import { resolveApiBase } from '../../lib/apiBase.ts';
import { refresh, useSession } from './session.ts';

export type ProviderId = 'google' | 'facebook';
export type SignInOutcome = 'signedIn' | 'cancelled';

/** The browser refused to open the sign-in window. */
export class PopupBlockedError extends Error {
  override name = 'PopupBlockedError';
  constructor() {
    super(i18n._('session.popupBlocked'));
  }
}

const isMessage = (data: unknown): data is AuthPopupMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === AUTH_CHANNEL;

function apiOrigin(): string {
  const base = resolveApiBase();
  return base ? new URL(base, window.location.href).origin : window.location.origin;
}

function popupFeatures(): string {
  const width = 500;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return `popup,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`;
}

// A popup whose opener link a provider cut still reports over the channel, possibly after we
// stopped waiting; any success anywhere (this tab's popup or another tab's) reloads the session.
let listening = false;
function listenForLateResults() {
  if (listening || typeof BroadcastChannel === 'undefined') return;
  listening = true;
  new BroadcastChannel(AUTH_CHANNEL).addEventListener('message', (e: MessageEvent) => {
    if (isMessage(e.data) && e.data.status === 'success') void refresh();
  });
}

/**
 * After a successful sign-in the cookie names a member. A refresh that was already in flight
 * with the old (now ended) guest cookie answers for the guest, so ask once more then.
 */
async function loadMember(): Promise<void> {
  await refresh();
  const user = useSession.getState().user;
  if (!user || user.isAnonymous) await refresh();
}

/**
 * Google or Facebook sign-in in a popup; must be called from a click (popup blockers). The
 * server links a guest in place or switches to the provider account's user, sets the refresh
 * cookie, and the callback page reports here; then the new session is loaded. Resolves
 * 'cancelled' when the user closed the popup or declined; rejects with the reason otherwise.
 */
export function signInWithProvider(provider: ProviderId): Promise<SignInOutcome> {
  listenForLateResults();
  const popup = window.open(
    `${resolveApiBase()}/api/auth/${provider}/start`,
    'mu-signin',
    popupFeatures(),
  );
  if (!popup) return Promise.reject(new PopupBlockedError());
  popup.focus();

  return new Promise<SignInOutcome>((resolve, reject) => {
    const channel =
      typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(AUTH_CHANNEL) : null;
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      channel?.close();
      window.removeEventListener('message', onWindowMessage);
      outcome();
    };
    const onResult = (message: AuthPopupMessage) => {
      if (message.provider !== provider) return;
      if (message.status === 'success')
        void loadMember().then(() => finish(() => resolve('signedIn')));
      else if (message.status === 'cancelled') finish(() => resolve('cancelled'));
      // the catalogue loads only now: sign-in sits on the landing pages, whose JS stays small
      else
        void import('../../i18n/codes.ts').then(
          ({ say }) => finish(() => reject(new Error(say(message)))),
          () => finish(() => reject(new Error(message.error))),
        );
    };
    const onWindowMessage = (e: MessageEvent) => {
      if (e.origin === apiOrigin() && isMessage(e.data)) onResult(e.data);
    };
    channel?.addEventListener('message', (e: MessageEvent) => {
      if (isMessage(e.data)) onResult(e.data);
    });
    window.addEventListener('message', onWindowMessage);

    // Closed without a report: the user closed it, or the report could not reach us (an
    // API on another origin). The session tells which.
    const poll = setInterval(() => {
      if (!popup.closed || settled) return;
      clearInterval(poll);
      setTimeout(() => {
        if (settled) return;
        const before = useSession.getState().user;
        void refresh().then(() => {
          const after = useSession.getState().user;
          const changed =
            after !== null &&
            (after.id !== before?.id || after.isAnonymous !== before?.isAnonymous);
          finish(() => resolve(changed ? 'signedIn' : 'cancelled'));
        });
      }, 600);
    }, 400);
  });
}
