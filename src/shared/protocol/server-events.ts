import type { SignalPayload } from './client-events.ts';

/** Names of the events the server emits (SPEC.md section 7, plus ours marked below). */
export const S2C = {
  ping: 'ping',
  /** ours: the server's answer to findPartner, so the client can show the searching state */
  searching: 'searching',
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
  laughChallengeEnded: 'laughChallengeEnded',
  banned: 'banned',
  /** ours: a refused event, with the reason */
  error: 'error',
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
}

export interface ChatMessage {
  sender: 'you' | 'partner';
  text: string;
}

export interface BannedPayload {
  message: string;
  banExpiresAt: string;
}

export interface ErrorPayload {
  event: string;
  error: string;
}

export interface TriviaQuestionView {
  question: string;
  choices: string[];
}

export type TriviaResult = 'victory' | 'defeat' | 'draw' | 'ended';

/** Per-player view of the trivia duel; never holds a correct index ahead of the answer. */
export interface TriviaView {
  yourQuestions: TriviaQuestionView[];
  currentTurn: string;
  yourScore: number;
  yourCurrentIndex: number;
  opponentScore: number;
  turnEndsAt: number;
  /** present on an update after an answer */
  isCorrect?: boolean;
  answeredBy?: string;
  correctIndex?: number;
  selectedIndex?: number | null;
}

export interface TriviaEnded {
  winner: string | null;
  result: TriviaResult;
  score: Record<string, number>;
  reason?: string;
  rewards: { awardedPoints: number; note?: string };
}

export interface LaughStarted {
  firstTurn: string;
  attackerId: string;
  turnId: string;
  timeLeft: number;
  round: number;
  scores: Record<string, number>;
  /** only sent to the defender */
  laughNonce?: string;
}

export interface LaughRoundBreak {
  upcomingAttackerId: string;
  nextTurn: string;
  prepSeconds: number;
  round: number;
}

export interface LaughTurnChanged {
  attackerId: string;
  turnId: string;
  timeLeft: number;
  round: number;
  laughNonce?: string;
}

export interface LaughScoreUpdate {
  scores: Record<string, number>;
  turnId: string;
  laughNonce?: string;
}

export interface LaughEnded {
  winnerId: string | null;
  reason: string;
  scores: Record<string, number>;
  rewards: { awardedPoints: number; note?: string };
}

export interface ServerToClientEvents {
  ping: () => void;
  searching: (payload: { interests: string[] }) => void;
  partnerFound: (payload: PartnerFound) => void;
  signal: (payload: { partnerId: string; signal: SignalPayload }) => void;
  receiveMessage: (payload: ChatMessage) => void;
  partnerDisconnected: (payload: { reason: string }) => void;
  challengeStarted: (payload: TriviaView) => void;
  challengeUpdate: (payload: TriviaView) => void;
  challengeEnded: (payload: TriviaEnded) => void;
  triviaChallengeRequested: (payload: { from: string }) => void;
  triviaChallengeRejected: (payload: { reason: string }) => void;
  laughChallengeRequested: (payload: { from: string }) => void;
  laughChallengeRejected: (payload: { reason: string }) => void;
  laughChallengeStarted: (payload: LaughStarted) => void;
  laughRoundBreak: (payload: LaughRoundBreak) => void;
  laughTurnChanged: (payload: LaughTurnChanged) => void;
  laughScoreUpdate: (payload: LaughScoreUpdate) => void;
  laughChallengeEnded: (payload: LaughEnded) => void;
  banned: (payload: BannedPayload) => void;
  error: (payload: ErrorPayload) => void;
}
