import { GAMES } from '../../shared/games/registry.ts';
import { rejection } from '../../shared/protocol/index.ts';
import type { GameKind, Match } from '../matchmaking/service.ts';
import type { AppServer } from '../realtime/io.ts';

/** Marks the match's one pending game request (cleared with `settleRequest`). */
export function noteRequest(match: Match, game: GameKind, from: string): void {
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
export function refuseBusy(io: AppServer, match: Match, socketId: string, game: GameKind): void {
  io.to(socketId).emit(GAMES[game].signals.rejected, rejection({ code: 'busy' }));
  const pending = match.request;
  if (!pending || pending.from === socketId) return;
  io.to(socketId).emit(GAMES[pending.game].signals.requested, { from: pending.from });
}
