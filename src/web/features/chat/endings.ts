import type { ContactPerson } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { i18n } from '../../i18n/i18n.ts';
import { shownName } from '../guests/names.ts';

/** How a call or a search ends, in words: the toasts that say so. */

/**
 * How a call with a contact ended: this side left (Disconnect, Next), the contact left, the
 * contact's connection was lost for good, it ended while this side was reconnecting, or it
 * never connected.
 */
export type ContactEnd = 'you' | 'left' | 'lost' | 'away' | 'notConnected';

/**
 * The toast when a call with a contact ends: who and what happened, and that the person is
 * back on People (ContactsBridge takes them there), where they can call again. Worded when
 * it shows, in the language of that moment.
 */
export function tellContactEnded(contact: ContactPerson, how: ContactEnd): void {
  // a guest contact by their guest name, as People and the call screen show them
  const name = shownName(contact, i18n);
  const title = {
    you: () => i18n._('chat.toast.contactEnded.you', { name }),
    left: () => i18n._('chat.toast.contactEnded.left', { name }),
    lost: () => i18n._('chat.toast.contactEnded.lost', { name }),
    away: () => i18n._('chat.toast.contactEnded.away', { name }),
    notConnected: () => i18n._('chat.toast.contactEnded.notConnected', { name }),
  }[how]();
  notify('info', title, i18n._('chat.toast.contactEnded.body'));
}

/** A stranger's call was lost, or never connected: said before Next finds someone new. */
export function tellGaveUp(how: 'lost' | 'notConnected'): void {
  if (how === 'lost')
    notify(
      'error',
      i18n._('chat.toast.connectionLost.title'),
      i18n._('chat.toast.connectionLost.body'),
    );
  else
    notify('info', i18n._('chat.toast.notConnected.title'), i18n._('chat.toast.notConnected.body'));
}

/** This side left (Disconnect). */
export function tellLeft(): void {
  notify('info', i18n._('chat.toast.left.title'), i18n._('chat.toast.left.body'));
}

/** The search after a partner left was canceled before it started. */
export function tellAutoSearchCanceled(): void {
  notify('info', i18n._('chat.toast.autoSearchCanceled'), i18n._('chat.toast.whenReady'));
}

/** Nobody was found in time (the spec's no-match timeout). */
export function tellNoMatch(): void {
  notify('info', i18n._('chat.toast.noMatch.title'), i18n._('chat.toast.noMatch.body'));
}

/** The camera could not be opened: no call starts. */
export function tellCameraBlocked(): void {
  notify(
    'error',
    i18n._('chat.toast.cameraBlocked.title'),
    i18n._('chat.toast.cameraBlocked.body'),
  );
}

/**
 * A stranger left (or the call ended while this side was away: `title` says so): a new search
 * starts by itself when the setting says so, else the person is told how to find someone new.
 */
export function tellPartnerLeft(
  title = i18n._('chat.toast.partnerLeft'),
  searching: boolean,
): void {
  if (searching) notify('info', title);
  else notify('info', title, i18n._('chat.toast.findNew'));
}
