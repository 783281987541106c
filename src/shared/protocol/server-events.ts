import type { GameResult, Rewards } from '../games/result.ts';
import type { SignalPayload } from './client-events.ts';
import type { GuestName } from './guestName.ts';
import type { BanNoticeParams, BanReasonCode, RuleCode } from './console.ts';
import type { MindEnded, MindView } from './mind.ts';
import type { ConnectFourEnded, ConnectFourView } from './connect4.ts';
import type { DrawEnded, DrawInk, DrawView } from './draw.ts';
import type {
  ContactAddedPayload,
  ContactCallEndedPayload,
  ContactCallPayload,
  ContactPresencePayload,
} from './contacts.ts';
import {
  GAME_CODES,
  type Code,
  type EndCode,
  type GameRejected,
  type Params,
} from './codes/index.ts';

/** Names of the events the server emits (the wire contract; ours are marked below). */
export const S2C = {
  ping: 'ping',
  partnerFound: 'partnerFound',
  signal: 'signal',
  receiveMessage: 'receiveMessage',
  partnerDisconnected: 'partnerDisconnected',
  challengeStarted: 'challengeStarted',
  challengeUpdate: 'challengeUpdate',
  challengeEnded: 'challengeEnded',
  triviaChallengeRequested: 'triviaChallengeRequested',
  triviaChallengeRejected: 'triviaChallengeRejected',
  laughChallengeRequested: 'laughChallengeRequested',
  laughChallengeRejected: 'laughChallengeRejected',
  laughChallengeStarted: 'laughChallengeStarted',
  laughRoundBreak: 'laughRoundBreak',
  laughTurnChanged: 'laughTurnChanged',
  laughScoreUpdate: 'laughScoreUpdate',
  /** ours: the Statue left the frame during a turn (or came back) */
  laughStatueAway: 'laughStatueAway',
  laughChallengeEnded: 'laughChallengeEnded',
  /** ours: "Read my mind" (a third game) */
  mindChallengeRequested: 'mindChallengeRequested',
  mindChallengeRejected: 'mindChallengeRejected',
  mindChallengeStarted: 'mindChallengeStarted',
  mindChallengeUpdate: 'mindChallengeUpdate',
  mindChallengeEnded: 'mindChallengeEnded',
  /** ours: Connect Four */
  connectFourRequested: 'connectFourRequested',
  connectFourRejected: 'connectFourRejected',
  connectFourStarted: 'connectFourStarted',
  connectFourUpdate: 'connectFourUpdate',
  connectFourEnded: 'connectFourEnded',
  /** ours: Draw and guess (the ink goes to the one guessing only) */
  drawGuessRequested: 'drawGuessRequested',
  drawGuessRejected: 'drawGuessRejected',
  drawGuessStarted: 'drawGuessStarted',
  drawGuessUpdate: 'drawGuessUpdate',
  drawGuessInk: 'drawGuessInk',
  drawGuessEnded: 'drawGuessEnded',
  banned: 'banned',
  /** ours: the partner's microphone and camera are on or off */
  partnerMedia: 'partnerMedia',
  /** ours: a refused event, with the reason */
  error: 'error',
  /** ours: the partner's connection dropped; the match waits for them (grace period) */
  partnerReconnecting: 'partnerReconnecting',
  /** ours: a seat of the match is back (to the one who came back, and to the partner) */
  matchResumed: 'matchResumed',
  /** ours: something this socket should know, with a stable code (see NoticePayload) */
  notice: 'notice',
  /** ours: the person's standing changed (StandingPayload) */
  standing: 'standing',
  /** contacts: both chose "Keep in touch" (ContactAddedPayload) */
  contactAdded: 'contactAdded',
  /** contacts: a contact is calling (ContactCallPayload) */
  contactCall: 'contactCall',
  /** contacts: a contact call did not connect, or stopped ringing (ContactCallEndedPayload) */
  contactCallEnded: 'contactCallEnded',
  /** ours: a mutual contact came online or went offline (ContactPresencePayload) */
  contactPresence: 'contactPresence',
} as const;
export type ServerEventName = (typeof S2C)[keyof typeof S2C];

export interface PartnerFound {
  partnerId: string;
  commonInterests: string[];
  country: string;
  countryCode: string;
  /** ours: the polite side of perfect negotiation, decided by the server */
  polite: boolean;
  /** ours: the match id, for reports and points */
  matchId: string;
  /** ours: the partner plays as a guest, so games with them earn no points */
  partnerIsGuest?: boolean;
  /** ours: a guest partner's guest name (members are not named to strangers) */
  partnerGuestName?: GuestName;
  /**
   * ours: the language both speak (a tag of their findPartner `languages`: the exact tag when
   * both named it so, else its primary subtag, 'pt' for 'pt-BR' and 'pt-PT'); null when none.
   * Our server always sends it; optional for the spec's clients and older servers.
   */
  sharedLanguage?: string | null;
  /** the call is a call to a contact: the partner's contact id (absent for a random match) */
  contactId?: string;
  /**
   * ours: the partner is in the slow lane (docs/product.md, Standing and the slow lane): the
   * viewer's shield blurs them until checked, even when the viewer turned the shield off.
   * Absent otherwise; never says why, and the partner is never told they were flagged.
   */
  checkFirst?: true;
}

export interface ChatMessage {
  sender: 'you' | 'partner';
  /**
   * ours: each part the server held back (a link, a handle, a phone number from someone new)
   * stands in `text` as one HELD_MARK; `held[i]` is the part behind the i-th mark
   */
  text: string;
  /** ours: the held parts, in order (shared/protocol/held.ts); absent when nothing was held */
  held?: string[];
}

export interface BannedPayload {
  message: string;
  banExpiresAt: string;
  /** ours: 'ban_notice', with the ban's length and reason as params */
  code: 'ban_notice';
  params: BanNoticeParams;
  /** ours: why, and the rule it falls under (console.ts: BAN_REASONS, RULES) */
  reason?: BanReasonCode;
  rule?: RuleCode;
}

/** partnerDisconnected: the spec's `reason` text, with its code (ours) */
export interface PartnerDisconnected {
  reason: string;
  code: 'partner_left';
  params: { how: 'left' | 'disconnected' };
}

/**
 * ours: the person's standing changed (an appeal decided, a warning given): the app reads
 * /api/me/standing again.
 */
export interface StandingPayload {
  code: 'appeal_accepted' | 'appeal_rejected' | 'warned';
}

/** A person's microphone and camera: true = on (mediaState, partnerMedia). */
export interface MediaState {
  mic: boolean;
  camera: boolean;
}

/** A notice to one socket; `code` is stable, `message` is the English text. */
export interface NoticePayload {
  /** age_review: this person is held for an operator's age review, and their call ended */
  code: 'openInAnotherTab' | 'age_review';
  message: string;
}

/** A refused event sent without an ack: its name, the text, and the text's code. */
export interface ErrorPayload {
  event: string;
  error: string;
  code: Code;
  params?: Params;
}

/** Why a game request was turned down (triviaChallengeRejected.reason; its code is 'busy'). */
export const GAME_BUSY_REASON = GAME_CODES.busy;
/** Trivia's texts (the refusals with their codes are in codes/games.ts). */
export const TRIVIA_REASONS = {
  busy: GAME_BUSY_REASON,
  declined: GAME_CODES.declined({ game: 'trivia' }),
  canceled: GAME_CODES.withdrawn({ game: 'trivia' }),
  partnerDisconnected: GAME_CODES.ended_partner_left,
  youLeft: GAME_CODES.ended_you_left,
  youEnded: GAME_CODES.ended_by_you({ game: 'trivia' }),
  partnerEnded: GAME_CODES.ended_by_partner({ game: 'trivia' }),
} as const;

export interface TriviaQuestionView {
  question: string;
  choices: string[];
  category: string;
  difficulty: string;
  /** only once you have answered it: your pick (null = time ran out) and the right one */
  selectedIndex?: number | null;
  correctIndex?: number;
}

/**
 * Per-player view of the trivia duel. `yourQuestions` holds the questions you answered and,
 * only while it is your turn, the current one (without its answer). Never a correct index
 * ahead of the answer; the player off turn never sees the current question at all.
 */
export interface TriviaView {
  /** ours: one id per game (a match can host several) */
  gameId: string;
  yourQuestions: TriviaQuestionView[];
  /** socket id of the player on turn; null once every question is answered */
  currentTurn: string | null;
  yourScore: number;
  /** how many of your questions you have answered (the next one's index) */
  yourCurrentIndex: number;
  opponentScore: number;
  opponentCurrentIndex: number;
  questionsPerPlayer: number;
  turnId: number;
  /** server clock; prefer timeLeft (ms from when the server sent this) for a countdown */
  turnEndsAt: number | null;
  timeLeft: number;
  /** on an update after an answer: whose answer, and whether it was right */
  answeredBy?: string;
  isCorrect?: boolean;
  /** the answer was the turn running out */
  timedOut?: boolean;
  /**
   * the language of the questions' bank ('en', 'es', 'pt-BR'): English when the pair's
   * language has no bank, so the panel can say "Questions in English"
   */
  language?: string;
}

export interface TriviaEnded {
  gameId: string;
  /** socket id of the winner; null on a draw or an early end */
  winner: string | null;
  result: GameResult;
  /** final scores keyed by socket id */
  score: Record<string, number>;
  /** why it ended early (none when played to its end); `code` names it for our clients */
  reason?: string;
  code?: EndCode;
  params?: Params;
  rewards: Rewards;
}

/**
 * Laugh challenge. Player ids are socket ids (a client knows its own and its partner's).
 * Every turn is preceded by a prep break; `laughNonce` only ever goes to the defender.
 */
export interface LaughStarted {
  /** ours: one id per game, as every game's events carry (a late event of an earlier game is ignored) */
  gameId: string;
  firstTurn: string;
  /** the first turn's attacker (= firstTurn); the first prep break starts now */
  attackerId: string;
  round: number;
  scores: Record<string, number>;
  prepSeconds: number;
}

export interface LaughRoundBreak {
  /** ours: the game's id */
  gameId: string;
  upcomingAttackerId: string;
  nextTurn: string;
  /** the most the break waits for the defender's camera */
  prepSeconds: number;
  round: number;
  scores: Record<string, number>;
}

export interface LaughTurnChanged {
  /** ours: the game's id */
  gameId: string;
  attackerId: string;
  turnId: string;
  timeLeft: number;
  round: number;
  /** ours: the scores by the current socket ids (a turn resumed after a reconnect has new ones) */
  scores: Record<string, number>;
  /** only sent to the defender, whose detector reports a laugh with it */
  laughNonce?: string;
}

export interface LaughScoreUpdate {
  /** ours: the game's id */
  gameId: string;
  scores: Record<string, number>;
  turnId: string;
  /** the attacker who made the defender laugh */
  scorerId: string;
  /** ours: the point came from the Statue staying out of frame, not a laugh */
  forfeit?: boolean;
}

/** ours: the Statue is out of frame; the point goes to the Jokester at `forfeitAt` unless back */
export interface LaughStatueAway {
  /** ours: the game's id */
  gameId: string;
  turnId: string;
  away: boolean;
  /** seconds left to come back (when away) */
  forfeitInSeconds: number;
}

export interface LaughEnded {
  /** ours: the game's id */
  gameId: string;
  winnerId: string | null;
  /** this player's result; 'ended' early (quit, partner left, a camera off), no points */
  result: GameResult;
  /** why it ended, as this player reads it; `code` names it for our clients */
  reason: string;
  code: EndCode;
  params?: Params;
  scores: Record<string, number>;
  rewards: Rewards;
}

export interface MatchResumedPayload {
  matchId: string;
  /** the partner's socket now (a reconnected socket has a new id) */
  partnerId: string;
  /** the partner is itself still reconnecting */
  partnerAway: boolean;
}

export interface ServerToClientEvents {
  ping: () => void;
  partnerFound: (payload: PartnerFound) => void;
  signal: (payload: { partnerId: string; signal: SignalPayload }) => void;
  receiveMessage: (payload: ChatMessage) => void;
  partnerDisconnected: (payload: PartnerDisconnected) => void;
  challengeStarted: (payload: TriviaView) => void;
  challengeUpdate: (payload: TriviaView) => void;
  challengeEnded: (payload: TriviaEnded) => void;
  triviaChallengeRequested: (payload: { from: string }) => void;
  triviaChallengeRejected: (payload: GameRejected) => void;
  laughChallengeRequested: (payload: { from: string }) => void;
  laughChallengeRejected: (payload: GameRejected) => void;
  laughChallengeStarted: (payload: LaughStarted) => void;
  laughRoundBreak: (payload: LaughRoundBreak) => void;
  laughTurnChanged: (payload: LaughTurnChanged) => void;
  laughScoreUpdate: (payload: LaughScoreUpdate) => void;
  laughStatueAway: (payload: LaughStatueAway) => void;
  laughChallengeEnded: (payload: LaughEnded) => void;
  mindChallengeRequested: (payload: { from: string }) => void;
  mindChallengeRejected: (payload: GameRejected) => void;
  mindChallengeStarted: (payload: MindView) => void;
  mindChallengeUpdate: (payload: MindView) => void;
  mindChallengeEnded: (payload: MindEnded) => void;
  connectFourRequested: (payload: { from: string }) => void;
  connectFourRejected: (payload: GameRejected) => void;
  connectFourStarted: (payload: ConnectFourView) => void;
  connectFourUpdate: (payload: ConnectFourView) => void;
  connectFourEnded: (payload: ConnectFourEnded) => void;
  drawGuessRequested: (payload: { from: string }) => void;
  drawGuessRejected: (payload: GameRejected) => void;
  drawGuessStarted: (payload: DrawView) => void;
  drawGuessUpdate: (payload: DrawView) => void;
  drawGuessInk: (payload: DrawInk) => void;
  drawGuessEnded: (payload: DrawEnded) => void;
  banned: (payload: BannedPayload) => void;
  standing: (payload: StandingPayload) => void;
  partnerMedia: (payload: MediaState) => void;
  error: (payload: ErrorPayload) => void;
  partnerReconnecting: (payload: { matchId: string }) => void;
  matchResumed: (payload: MatchResumedPayload) => void;
  notice: (payload: NoticePayload) => void;
  contactAdded: (payload: ContactAddedPayload) => void;
  contactCall: (payload: ContactCallPayload) => void;
  contactCallEnded: (payload: ContactCallEndedPayload) => void;
  contactPresence: (payload: ContactPresencePayload) => void;
}
