import type { ContactPerson } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { i18n } from '../../i18n/i18n.ts';
import { shownName } from '../guests/names.ts';

/** How a call ends, in words: the toasts when it ends other than by this side's own choice. */

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
