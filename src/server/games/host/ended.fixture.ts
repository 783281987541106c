/** Socket suites' fixture: what a game's end says to each side. */
import type { GameKind } from '../../../shared/games/registry.ts';
import { endReason } from '../../../shared/protocol/index.ts';

/** What `by`'s side of a game one player ended early reads: no result, and why, coded. */
export const endedBy = (game: GameKind, by: 'you' | 'partner') => ({
  result: 'ended',
  ...endReason({ code: by === 'you' ? 'ended_by_you' : 'ended_by_partner', params: { game } }),
});
