import type { I18n } from '@lingui/core';
import type { MemberSignIn } from '../session/memberSignIn.ts';

/**
 * How long a guest's contacts last (People, and the Keep in touch note): the invitation to sign
 * in to keep them only where this server offers member sign-in; nothing while that is unknown.
 */
export function guestContactsNote(i18n: I18n, offer: MemberSignIn): string | null {
  if (offer === 'offered') return i18n._('contacts.guestNote');
  return offer === 'notOffered' ? i18n._('contacts.guestNote.noSignIn') : null;
}
