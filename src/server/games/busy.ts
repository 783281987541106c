import { GAMES } from '../../shared/games/registry.ts';
import { rejection } from '../../shared/protocol/index.ts';
import type { GameKind, Match } from '../matchmaking/service.ts';
import type { AppServer } from '../realtime/io.ts';
import type { Seat } from './host/definition.ts';

/** Marks the match's one pending game request, by seat (cleared with `settleRequest`). */
export function noteRequest(match: Match, game: GameKind, from: Seat): void {
  match.request = { game, from };
}

/** The request of `game` is no longer pending (accepted, declined, withdrawn, over). */
export function settleRequest(match: Match, game: GameKind): void {
  if (match.request?.game === game) delete match.request;
}

/**
 * Turns down a game request because the match already has a game (running or requested).
 * When both partners asked at once, the server took the first to arrive; the other asker's
 * client ignored that incoming request while its own was pending, so after the refusal it
 * is sent again: the loser sees "Busy…" and then the winner's request to accept or decline.
 */
export function refuseBusy(io: AppServer, match: Match, seat: Seat, game: GameKind): void {
  const socketId = match.sockets[seat];
  io.to(socketId).emit(GAMES[game].signals.rejected, rejection({ code: 'busy' }));
  const pending = match.request;
  if (!pending || pending.from === seat) return;
  // the wire names the asker by socket id: theirs now (it changes when they reconnect)
  io.to(socketId).emit(GAMES[pending.game].signals.requested, {
    from: match.sockets[pending.from],
  });
}
