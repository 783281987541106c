import { useLingui } from '@lingui/react';
import { isGuestName } from '../../../shared/protocol/guestName.ts';
import { initialOf, shownName, type Named } from './names.ts';
import { GUEST_COLOURS, GUEST_INITIAL } from './palette.ts';
import './guests.css';

/**
 * A person's round initial. A guest's takes the colour their guest name carries, so two
 * guests whose names start alike still look apart; anyone else keeps the plain one.
 */
export function PersonAvatar({ person, className }: { person: Named; className: string }) {
  const { i18n } = useLingui();
  const colour = isGuestName(person.guestName) ? person.guestName.c : null;
  return (
    <span
      className={`avatar ${className}`}
      data-colour={colour ?? undefined}
      style={
        colour === null ? undefined : { background: GUEST_COLOURS[colour], color: GUEST_INITIAL }
      }
      aria-hidden="true"
    >
      {initialOf(shownName(person, i18n), i18n.locale)}
    </span>
  );
}
