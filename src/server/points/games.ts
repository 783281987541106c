import { POINTS } from '../../shared/constants.ts';
import type { Db } from '../store/db.ts';
import {
  applyCounts,
  awardWithin,
  type AwardOutcome,
  withRetry,
  type CountChanges,
  type GameType,
  type LedgerResult,
} from './ledger.ts';
import type { GameResult, RewardNoteCode } from '../../shared/games/result.ts';

/** A player's result as the games say it (shared/games/result.ts). */
export type PlayerResult = GameResult;

/** The ledger's words for a scored result (its rows and reasons, e.g. 'trivia_win'). */
const LEDGER_RESULT: Record<Exclude<GameResult, 'ended'>, LedgerResult> = {
  victory: 'win',
  defeat: 'loss',
  draw: 'draw',
};

export interface GameResultInput {
  matchId: string;
  gameType: GameType;
  players: { userId: string; result: PlayerResult }[];
  now?: number;
}

export interface PlayerReward {
  userId: string;
  awardedPoints: number;
  /** shown to the player beside the result, e.g. why no points were given */
  note?: string;
  /** the note's code, for clients that word it themselves */
  noteCode?: RewardNoteCode;
}

export const GUEST_NOTE = 'Sign in to earn points';
export const CAP_NOTE = `No points this time: you have played ${POINTS.maxScoredGamesPerPairPerDay} scored games with this partner in the last 24 hours.`;
export const GUEST_PARTNER_NOTE = 'Your partner is a guest: this game is for fun';
export const DAILY_CAP_NOTE = `No points this time: you have played ${POINTS.maxScoredGamesPerDay} scored games in the last 24 hours.`;
export const ENDED_NOTE = 'The game ended early, so no points were given.';

/** The English beside each code (what the spec's clients show as is). */
export const NOTES: Record<Exclude<RewardNoteCode, 'not_saved'>, string> = {
  sign_in: GUEST_NOTE,
  guest_partner: GUEST_PARTNER_NOTE,
  pair_cap: CAP_NOTE,
  daily_cap: DAILY_CAP_NOTE,
  ended: ENDED_NOTE,
};

const REFUSAL_NOTES: Record<
  Extract<AwardOutcome, { status: 'refused' }>['reason'],
  keyof typeof NOTES
> = {
  guest: 'sign_in',
  unknown_user: 'sign_in',
  pair_cap: 'pair_cap',
  guest_opponent: 'guest_partner',
  daily_cap: 'daily_cap',
};

/** A reward of no points, with its note's code and English. */
export const noPoints = (noteCode: keyof typeof NOTES) => ({
  awardedPoints: 0,
  note: NOTES[noteCode],
  noteCode,
});

const POINTS_FOR: Record<LedgerResult, number> = {
  win: POINTS.win,
  draw: POINTS.draw,
  loss: POINTS.loss,
};

/**
 * What the games call when a match ends. Applies the product's points (docs/product.md: win +20,
 * draw +10, loss 0, ended early 0) through the ledger, with the pair cap, in one transaction. Safe
 * to call again for the same match: nothing counts twice and the same rewards come back. Returns
 * one reward per player, in the order given.
 */
export function recordGameResult(db: Db, input: GameResultInput): Promise<PlayerReward[]> {
  const now = input.now ?? Date.now();
  // Lock order: players by id, so two finishing games never wait on each other in a cycle.
  const ordered = [...input.players].sort((a, b) => (a.userId < b.userId ? -1 : 1));
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      const changes: CountChanges = new Map();
      const rewards = new Map<string, PlayerReward>();
      for (const player of ordered) {
        const { userId } = player;
        if (player.result === 'ended') {
          rewards.set(userId, { userId, ...noPoints('ended') });
          continue;
        }
        const result = LEDGER_RESULT[player.result];
        const opponent = input.players.find((p) => p.userId !== userId);
        const outcome = await awardWithin(
          trx,
          {
            userId,
            delta: POINTS_FOR[result],
            reason: `${input.gameType}_${result}`,
            gameType: input.gameType,
            matchId: input.matchId,
            result,
            opponentId: opponent?.userId,
            now,
          },
          changes,
        );
        if (outcome.status !== 'refused') {
          rewards.set(userId, { userId, awardedPoints: outcome.delta });
        } else {
          rewards.set(userId, { userId, ...noPoints(REFUSAL_NOTES[outcome.reason]) });
        }
      }
      await applyCounts(trx, changes);
      return input.players.map((p) => rewards.get(p.userId)!);
    }),
  );
}
