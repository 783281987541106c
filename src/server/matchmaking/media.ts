import type { MediaState } from '../../shared/protocol/index.ts';
import type { Refusal } from '../../shared/protocol/index.ts';
import type { AppSocket, HandlerTable } from '../realtime/handle.ts';
import type { Match } from './match.ts';
import type { MatchService } from './service.ts';

const ON: MediaState = { mic: true, camera: true };

/** Each seat's microphone and camera in this call (both on until a side says otherwise). */
export function mediaOf(match: Match): readonly [MediaState, MediaState] {
  return match.media ?? [ON, ON];
}

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

/**
 * The call's media state: relayed to the partner, and kept with the match by seat, so it
 * outlasts a reconnect (a new socket, the same seat) and the games read it (a laugh challenge
 * needs both cameras). Runs on the match's owner node (cluster/forward.ts), where its game is.
 */
export function mediaHandlers(matches: MatchService) {
  return {
    mediaState: (state, socket) => {
      const refused = relayMedia(matches, socket, state);
      if (refused) return refused;
      const match = matches.matchOf(socket.id);
      if (!match) return;
      const seat = match.sockets[0] === socket.id ? 0 : 1;
      const now: MediaState = { mic: state.mic, camera: state.camera };
      const media: [MediaState, MediaState] = [...mediaOf(match)];
      media[seat] = now;
      match.media = media;
      matches.emit('media', match, seat, now);
    },
  } satisfies HandlerTable;
}
