import { useEffect } from 'react';
import { callController } from '../features/chat/callController.ts';
import { useRealtimeConnection, useSocket } from '../features/session/useRealtime.ts';

/** Keeps the user's socket open and hands it to the React-free controllers. */
export function RealtimeBridge() {
  useRealtimeConnection();
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    callController.attach(socket);
    return () => callController.detach();
  }, [socket]);
  return null;
}
