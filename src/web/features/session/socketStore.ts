import { create } from 'zustand';
import type { AppClientSocket } from '../../lib/realtime.ts';

interface SocketState {
  socket: AppClientSocket | null;
  connected: boolean;
}

/**
 * The one realtime socket of the app and whether it is connected right now. Its own module,
 * without socket.io-client: Home reads `connected` while signed out, when no socket code loads.
 */
export const useSocketStore = create<SocketState>(() => ({ socket: null, connected: false }));
