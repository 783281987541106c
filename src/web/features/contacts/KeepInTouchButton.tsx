import { useState } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { notify } from '../../components/toast.ts';
import { say } from '../../i18n/codes.ts';
import { whenAnswered } from '../../lib/answered.ts';
import { shownPartner, useCall } from '../chat/callStore.ts';
import { useSession } from '../session/session.ts';
import { useSocket } from '../session/useRealtime.ts';
import { GUEST_CONTACTS_NOTE } from './guestNote.ts';
import { keepInTouchOf, useKeepInTouch } from './keepInTouch.ts';

/**
 * "Keep in touch" in the call toolbar: pressed means this person would like the partner as a
 * contact. Only when both press it do they become contacts (contactAdded); the partner never
 * learns of a one-sided wish.
 */
export function KeepInTouchButton() {
  const socket = useSocket();
  const partner = useCall(shownPartner);
  const matchId = partner?.matchId ?? null;
  // two primitives: a selector must not build a new object per read (zustand would loop)
  const want = useKeepInTouch((s) => keepInTouchOf(s, matchId).want);
  const added = useKeepInTouch((s) => keepInTouchOf(s, matchId).added);
  const guest = useSession((s) => s.user?.isAnonymous === true);
  const [sending, setSending] = useState(false);
  // a call placed to a contact: they already are one
  const already = added || Boolean(partner?.contactId);

  const toggle = () => {
    if (!socket || !matchId || sending || already) return;
    const next = !want;
    setSending(true);
    useKeepInTouch.setState({ matchId, want: next, added: false });
    whenAnswered(
      (reply) => socket.emit('keepInTouch', { want: next }, reply),
      (res) => {
        setSending(false);
        if (res.ok) {
          if (next && guest) notify('info', 'Keep in touch', GUEST_CONTACTS_NOTE);
          return;
        }
        if (useKeepInTouch.getState().matchId === matchId) useKeepInTouch.setState({ want: !next });
        notify('error', 'Could not change Keep in touch', say(res));
      },
    );
  };

  const title = already
    ? 'You are contacts: call each other from People'
    : want
      ? 'You asked to keep in touch. If they ask too, you become contacts.'
      : 'Keep in touch: if you both press it, you become contacts';
  return (
    <button
      type="button"
      className={`icon-btn keep-btn ${want || already ? 'is-on' : ''}`}
      aria-label="Keep in touch"
      aria-pressed={want || already}
      aria-busy={sending}
      title={title}
      disabled={!socket || !matchId || already}
      onClick={toggle}
    >
      <Icon name="personPlus" />
    </button>
  );
}
