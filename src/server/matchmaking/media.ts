import type { MediaState } from '../../shared/protocol/index.ts';
import type { Refusal } from '../../shared/protocol/index.ts';
import type { AppSocket } from '../realtime/handle.ts';
import type { MatchService } from './service.ts';

/**
 * mediaState: tells the partner (only) that this person's microphone or camera is on or off,
 * so they see "Camera off" instead of a frozen frame. Returns a refusal, if any.
 */
export function relayMedia(
  matches: MatchService,
  socket: Pick<AppSocket, 'id' | 'to'>,
  state: MediaState,
): Refusal | undefined {
  const partner = matches.partnerOf(socket.id);
  if (!partner) return { code: 'not_in_chat' };
  socket.to(partner).emit('partnerMedia', { mic: state.mic, camera: state.camera });
  return undefined;
}
