import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { requestToaster } from '../../components/toasterGate.ts';
import { i18n } from '../../i18n/i18n.ts';
import { subscribe } from '../../lib/subscribe.ts';
import { shownMatchId, useCall } from '../chat/callStore.ts';
import { useSocket } from '../session/useRealtime.ts';
import { backToPeople } from './backToPeople.ts';
import { CallingDialog } from './CallingDialog.tsx';
import { contactCalls } from './controller.ts';
import { IncomingCallDialog } from './IncomingCallDialog.tsx';
import { useKeepInTouch } from './keepInTouch.ts';
import { aroundSlot } from '../../i18n/elements.tsx';
import './contacts.css';
import { shownName } from '../guests/names.ts';

const ADDED_TOAST_MS = 8_000;

/**
 * Contacts on the signed-in socket, on every page: the toast when two people become contacts,
 * and contact calls (placing one, the incoming-call dialog, back to People when one ends).
 */
export function ContactsBridge() {
  const socket = useSocket();
  const navigate = useNavigate();
  useEffect(
    () =>
      backToPeople(() => {
        if (window.location.pathname !== '/people') void navigate('/people');
      }),
    [navigate],
  );
  useEffect(() => {
    if (!socket) return;
    contactCalls.attach(socket);
    const off = subscribe(socket, {
      contactAdded: ({ contact }) => {
        const matchId = shownMatchId(useCall.getState());
        if (matchId) useKeepInTouch.setState({ matchId, want: true, added: true });
        requestToaster();
        // worded as it shows, in the language of that moment
        const [before, after] = aroundSlot((people) => i18n._('contacts.added.body', { people }));
        toast.success(i18n._('contacts.added.title', { name: shownName(contact) }), {
          description: (
            <>
              {before}
              <Link to="/people">{i18n._('contacts.added.peopleLink')}</Link>
              {after}
            </>
          ),
          duration: ADDED_TOAST_MS,
          closeButton: true,
        });
      },
    });
    return () => {
      off();
      contactCalls.detach();
    };
  }, [socket]);
  return (
    <>
      <IncomingCallDialog />
      <CallingDialog />
    </>
  );
}
