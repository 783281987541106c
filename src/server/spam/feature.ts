import type { ServerFeature } from '../feature.ts';
import type { MatchService } from '../matchmaking/service.ts';
import type { Db } from '../store/db.ts';
import { rateCall } from './ratings.ts';
import type { SpamGuard } from './guard.ts';

/** The private rating's event, and the spam guard's call counting (its timers, none). */
export function spamFeature(deps: {
  db: Db;
  matches: MatchService;
  guard: SpamGuard;
  now: () => number;
  onRated?: (ratedId: string) => void;
}): ServerFeature {
  return {
    name: 'spam and ratings',
    handlers: {
      rateCall: (payload, socket) => rateCall(deps, { userId: socket.data.user.id }, payload),
    },
    start: () => deps.guard.start(),
    stop: () => deps.guard.stop(),
  };
}
