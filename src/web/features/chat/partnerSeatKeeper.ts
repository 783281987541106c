import type { AppClientSocket } from '../../lib/realtime.ts';
import { useCall } from './callStore.ts';

/** Often enough that the server's 15 s grace never runs out between two reports. */
export const KEEP_EVERY_MS = 5_000;

/**
 * While the partner's socket is away ("Partner reconnecting…") but our peer connection to them
 * is still connected, their video still plays: the call is alive, only their server link is
 * not. Every few seconds this tells the server so (peerConnected), and it keeps their seat
 * past the usual grace period instead of ending a call that never stopped. Returns the stop.
 */
export function keepPartnerSeat(getSocket: () => AppClientSocket | null): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const report = () => {
    const { call } = useCall.getState();
    const socket = getSocket();
    if (call.kind !== 'partnerAway') return;
    if (call.meeting.connection === 'connected' && socket?.connected)
      socket.emit('peerConnected', { matchId: call.meeting.partner.matchId });
  };
  const unsubscribe = useCall.subscribe((s, prev) => {
    const away = s.call.kind === 'partnerAway';
    if (away === (prev.call.kind === 'partnerAway')) return;
    clearInterval(timer);
    if (!away) return;
    report();
    timer = setInterval(report, KEEP_EVERY_MS);
  });
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}
