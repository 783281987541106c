import { useEffect } from 'react';
import { connectRealtime, type AppClientSocket } from '../../lib/realtime.ts';
import { getToken, useSession } from './session.ts';
import { useSocketStore } from './socketStore.ts';

/**
 * Keeps the signed-in user's socket open (mount once, in the app shell); none when signed
 * out. A new socket whenever the login changes, including a guest linking a provider (same
 * id, no longer anonymous), so the server always sees the current account.
 */
export function useRealtimeConnection(): void {
  const login = useSession((s) => (s.user ? `${s.user.id}:${s.user.isAnonymous}` : null));
  useEffect(() => {
    if (!login) return;
    const socket = connectRealtime(getToken);
    const onConnect = () => useSocketStore.setState({ connected: true });
    const onDisconnect = () => useSocketStore.setState({ connected: false });
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    useSocketStore.setState({ socket, connected: socket.connected });
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.disconnect();
      useSocketStore.setState({ socket: null, connected: false });
    };
  }, [login]);
}

/** The current socket (null while signed out). */
export function useSocket(): AppClientSocket | null {
  return useSocketStore((s) => s.socket);
}
