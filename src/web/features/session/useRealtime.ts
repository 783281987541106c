import { useEffect, useState } from 'react';
import { connectRealtime, type AppClientSocket } from '../../lib/realtime.ts';
import { getToken, useSession } from './session.ts';

/** The socket of the signed-in user; a new one whenever the user changes, none when signed out. */
export function useRealtime(): AppClientSocket | null {
  const userId = useSession((s) => s.user?.id ?? null);
  const [socket, setSocket] = useState<AppClientSocket | null>(null);
  useEffect(() => {
    if (!userId) return;
    const s = connectRealtime(getToken);
    setSocket(s);
    return () => {
      s.disconnect();
      setSocket(null);
    };
  }, [userId]);
  return socket;
}
