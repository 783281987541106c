import type { AppClientSocket } from '../../lib/realtime.ts';
import type { CallState } from './callMachine.ts';

export { KEEP_EVERY_MS } from './callTimers.ts';

/**
 * While the partner's socket is away ("Partner reconnecting…") but our peer connection to them
 * is still connected, their video still plays: the call is alive, only their server link is
 * not. This tells the server so (peerConnected), and it keeps their seat past the usual grace
 * period instead of ending a call that never stopped. The call machine's `keepSeat` timer
 * (callTimers.ts) calls it at once and every few seconds while the partner is away.
 */
export function keepPartnerSeat(call: CallState, socket: AppClientSocket | null): void {
  if (call.kind !== 'partnerAway') return;
  if (call.meeting.connection === 'connected' && socket?.connected)
    socket.emit('peerConnected', { matchId: call.meeting.partner.matchId });
}
