import type { Match, MatchService } from '../matchmaking/service.ts';
import type { GameHandover, GameHost } from '../games/host/host.ts';
import type { ClusterBus } from './bus.ts';

interface Handover {
  matchId: string;
  /** the new host of the match's games; '' = the node its first returning user lands on */
  owner: string;
  game: GameHandover | null;
}

/**
 * Graceful stop across nodes: a draining node gives every match it hosts to another node,
 * with its running game when the game can be handed over (trivia: paused, resumed once both
 * players are back). The new host
 * is the partner's node when the partner is elsewhere; when both users were on the draining
 * node, it is wherever the first of them comes back (every node applies that rule in the
 * bus's order, so they agree). A laugh challenge is not handed over: it ends with the node.
 */
export function startHandover(bus: ClusterBus, matches: MatchService, host: GameHost) {
  const waiting = new Map<string, GameHandover>();
  const adoptIfMine = (match: Match) => {
    const game = waiting.get(match.id);
    if (!game || match.owner !== bus.nodeId) return;
    waiting.delete(match.id);
    host.adopt(match, game);
  };
  bus.on<Handover>('match:handover', ({ matchId, owner, game }) => {
    const match = matches.seats.byMatchId(matchId);
    if (!match) return;
    match.owner = owner;
    match.game = game ? game.kind : null;
    if (game) waiting.set(matchId, game);
    adoptIfMine(match);
  });
  matches.on('resumed', adoptIfMine);
  matches.on('ended', (match) => waiting.delete(match.id));

  /** Runs after the match service drained (every seat here is away, games paused). */
  return function handOver(): void {
    for (const match of matches.owned()) {
      const elsewhere = match.nodes.find((n, i) => n !== bus.nodeId && match.away[i] === null);
      bus.publish('match:handover', {
        matchId: match.id,
        owner: elsewhere ?? '',
        game: host.handOver(match.id),
      } satisfies Handover);
    }
  };
}
