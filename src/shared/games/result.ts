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

/**
 * Why a player got no points, for our clients to word (the `note` beside it is the server's
 * English): a guest; a guest partner; the pair's or the day's cap of scored games; a game ended
 * early; the points not saved (the database away).
 */
export const REWARD_NOTES = [
  'sign_in',
  'guest_partner',
  'pair_cap',
  'daily_cap',
  'ended',
  'not_saved',
] as const;
export type RewardNoteCode = (typeof REWARD_NOTES)[number];

/** What a finished game gave one player: points, or why none. */
export interface Rewards {
  awardedPoints: number;
  /** the server's English, as the spec's clients read it */
  note?: string;
  /** ours: the note's code, which our clients word in the person's language */
  noteCode?: RewardNoteCode;
}
