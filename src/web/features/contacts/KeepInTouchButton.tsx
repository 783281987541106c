import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { notify } from '../../components/toast.ts';
import { say } from '../../i18n/codes.ts';
import { whenAnswered } from '../../lib/answered.ts';
import { shownPartner, useCall } from '../chat/callStore.ts';
import { useMemberSignIn } from '../session/memberSignIn.ts';
import { useSession } from '../session/session.ts';
import { useSocket } from '../session/useRealtime.ts';
import { guestContactsNote } from './guestNote.ts';
import { keepInTouchOf, useKeepInTouch } from './keepInTouch.ts';

/**
 * "Keep in touch" in the call toolbar: pressed means this person would like the partner as a
 * contact. Only when both press it do they become contacts (contactAdded); the partner never
 * learns of a one-sided wish.
 */
export function KeepInTouchButton() {
  const { i18n } = useLingui();
  const socket = useSocket();
  const partner = useCall(shownPartner);
  const matchId = partner?.matchId ?? null;
  // two primitives: a selector must not build a new object per read (zustand would loop)
  const want = useKeepInTouch((s) => keepInTouchOf(s, matchId).want);
  const added = useKeepInTouch((s) => keepInTouchOf(s, matchId).added);
  const guest = useSession((s) => s.user?.isAnonymous === true);
  const { state: offer } = useMemberSignIn();
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
          const note = next && guest ? guestContactsNote(i18n, offer) : null;
          if (note) notify('info', i18n._('contacts.keepInTouch.label'), note);
          return;
        }
        if (useKeepInTouch.getState().matchId === matchId) useKeepInTouch.setState({ want: !next });
        notify('error', i18n._('contacts.keepInTouch.failed'), say(res));
      },
    );
  };

  const title = already
    ? i18n._('contacts.keepInTouch.already')
    : want
      ? i18n._('contacts.keepInTouch.asked')
      : i18n._('contacts.keepInTouch.hint');
  return (
    <button
      type="button"
      className={`icon-btn keep-btn ${want || already ? 'is-on' : ''}`}
      aria-label={i18n._('contacts.keepInTouch.label')}
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
