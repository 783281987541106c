/**
 * How a game ended for one player: the one result vocabulary of every game, from its rules to
 * its result screen (the spec's trivia words: victory, defeat, draw, or 'ended' early with no
 * points). The points ledger stores its own words (win, loss, draw) and translates on entry.
 */
export type GameResult = 'victory' | 'defeat' | 'draw' | 'ended';

/** Per seat: seat 0's result, then seat 1's. */
export type SeatResults = readonly [GameResult, GameResult];

/** A game played to its end: the higher score wins, equal scores are a draw. */
export function resultsByScore(a: number, b: number): [GameResult, GameResult] {
  if (a === b) return ['draw', 'draw'];
  return a > b ? ['victory', 'defeat'] : ['defeat', 'victory'];
}

/** A game ended early (a quit, a partner gone): nobody wins, nobody scores. */
export const ENDED_EARLY: [GameResult, GameResult] = ['ended', 'ended'];

/** The winner's seat, or null on a draw or an early end. */
export function winnerSeat(results: SeatResults): 0 | 1 | null {
  const seat = results.indexOf('victory');
  return seat === -1 ? null : (seat as 0 | 1);
}
