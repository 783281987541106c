import { shownPartner, useCall } from './callStore.ts';

export const GUEST_PARTNER_TEXT = 'Your partner is a guest: this game is for fun';

/** Said once at the top of the Games panel: a game against a guest pays no points. */
export function GuestPartnerNote() {
  const guest = useCall((s) => shownPartner(s)?.partnerIsGuest === true);
  return guest ? <p className="game-guest-note muted">{GUEST_PARTNER_TEXT}</p> : null;
}
