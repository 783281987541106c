import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { requestToaster } from '../../components/toasterGate.ts';
import { subscribe } from '../../lib/subscribe.ts';
import { shownMatchId, useCall } from '../chat/callStore.ts';
import { useSocket } from '../session/useRealtime.ts';
import { CallingDialog } from './CallingDialog.tsx';
import { contactCalls } from './controller.ts';
import { IncomingCallDialog } from './IncomingCallDialog.tsx';
import { useKeepInTouch } from './keepInTouch.ts';
import './contacts.css';

const ADDED_TOAST_MS = 8_000;

/**
 * Contacts on the signed-in socket, on every page: the toast when two people become contacts,
 * and contact calls (placing one, the incoming-call dialog).
 */
export function ContactsBridge() {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    contactCalls.attach(socket);
    const off = subscribe(socket, {
      contactAdded: ({ contact }) => {
        const matchId = shownMatchId(useCall.getState());
        if (matchId) useKeepInTouch.setState({ matchId, want: true, added: true });
        requestToaster();
        toast.success(`You and ${contact.name} are now contacts`, {
          description: (
            <>
              Call them any time from <Link to="/people">People</Link>.
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
