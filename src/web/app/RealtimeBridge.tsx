import { useEffect } from 'react';
import { CallLayer } from '../features/chat/CallLayer.tsx';
import { ContactsBridge } from '../features/contacts/ContactsBridge.tsx';
import { callController } from '../features/chat/callController.ts';
import { attachMedia } from '../features/chat/media.ts';
import { useRealtimeConnection, useSocket } from '../features/session/useRealtime.ts';

/** Keeps the user's socket open, hands it to the React-free controllers, shows the call. */
export function RealtimeBridge() {
  useRealtimeConnection();
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    callController.attach(socket);
    const detachMedia = attachMedia(socket);
    return () => {
      detachMedia();
      callController.detach();
    };
  }, [socket]);
  return (
    <>
      <CallLayer />
      <ContactsBridge />
    </>
  );
}
