import { useLingui } from '@lingui/react';
import { shownPartner, useCall } from './callStore.ts';

/** Said once at the top of the Games panel: a game against a guest pays no points. */
export function GuestPartnerNote() {
  const { i18n } = useLingui();
  const guest = useCall((s) => shownPartner(s)?.partnerIsGuest === true);
  return guest ? <p className="game-guest-note muted">{i18n._('chat.guestPartner')}</p> : null;
}
