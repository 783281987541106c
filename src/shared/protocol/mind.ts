import type { GameResult, Rewards } from '../games/result.ts';
import { GAME_CODES, type EndCode } from './codes/games.ts';
import type { Params } from './codes/table.ts';

/** "Read my mind": 5 rounds of one "Would you rather…" question for both players. */

/** 0 = the first option, 1 = the second */
export type MindOption = 0 | 1;

export interface MindQuestionView {
  /** the two answers to "Would you rather…" */
  options: [string, string];
}

export interface MindChoice {
  /** your own answer */
  pick: MindOption;
  /** what you think your partner answered */
  guess: MindOption;
}

/** One side of a revealed round: null when that player let the time run out. */
export interface MindRevealSide {
  pick: MindOption | null;
  guess: MindOption | null;
  /** the guess matched the partner's pick (1 point) */
  correct: boolean;
}

export interface MindReveal {
  round: number;
  question: MindQuestionView;
  you: MindRevealSide;
  partner: MindRevealSide;
}

/**
 * Per-player view (mindChallengeStarted, mindChallengeUpdate). While a round is open it holds
 * your own choice and whether your partner has chosen, never what: both choices only arrive
 * together in `reveal`, once both committed or the time ran out.
 */
export interface MindView {
  gameId: string;
  round: number;
  rounds: number;
  /** 'choosing': the round is open; 'revealed': both choices are shown, the next round follows */
  phase: 'choosing' | 'revealed';
  question: MindQuestionView;
  /** your choice this round, once made */
  yours: MindChoice | null;
  partnerCommitted: boolean;
  yourScore: number;
  partnerScore: number;
  /** ms left to choose (or until the next round) from when the server sent this */
  timeLeft: number;
  /** the game is waiting for a reconnecting player */
  paused: boolean;
  /** the round just revealed (phase 'revealed') */
  reveal?: MindReveal;
  /**
   * the language of the questions' bank ('en', 'es', 'pt-BR'): English when the pair's
   * language has no bank, so the panel can say "Questions in English"
   */
  language?: string;
}

export interface MindEnded {
  gameId: string;
  /** socket id of the winner; null on a draw or an early end */
  winnerId: string | null;
  result: GameResult;
  yourScore: number;
  partnerScore: number;
  /** the last round, when the game got to reveal it */
  reveal?: MindReveal;
  /** why it ended early (none when played to its end); `code` names it for our clients */
  reason?: string;
  code?: EndCode;
  params?: Params;
  rewards: Rewards;
}

export const MIND_REASONS = {
  declined: GAME_CODES.declined({ game: 'mind' }),
  canceled: GAME_CODES.withdrawn({ game: 'mind' }),
  partnerDisconnected: GAME_CODES.ended_partner_left,
  youLeft: GAME_CODES.ended_you_left,
  youEnded: GAME_CODES.ended_by_you({ game: 'mind' }),
  partnerEnded: GAME_CODES.ended_by_partner({ game: 'mind' }),
} as const;

export const MIND = {
  rounds: 5,
  /** to choose, per round */
  roundMs: 10_000,
  /** the reveal stays this long before the next round */
  revealMs: 4_000,
  prompt: 'Would you rather…',
} as const;
