/**
 * Points: the ledger (the one way points move), what the games call when a match ends, and
 * the leaderboard/transactions routes.
 *
 * Games: `await recordGameResult(db, { matchId, gameType, players: [{ userId, result }] })`
 * with result 'victory' | 'defeat' | 'draw' | 'ended' (shared/games/result.ts); it returns `[{ userId, awardedPoints, note? }]`
 * in the players' order. Safe to call again for the same match.
 */
export {
  award,
  type AwardInput,
  type AwardOutcome,
  type GameType,
  type LedgerResult,
} from './ledger.ts';
export {
  CAP_NOTE,
  DAILY_CAP_NOTE,
  GUEST_PARTNER_NOTE,
  ENDED_NOTE,
  GUEST_NOTE,
  recordGameResult,
  type GameResultInput,
  type PlayerResult,
  type PlayerReward,
} from './games.ts';
export { rankOf, readPage } from './leaderboard.ts';
export { registerPointsRoutes } from './routes.ts';
