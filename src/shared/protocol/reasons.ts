/**
 * Every reason the games send, once: the text people read (verbatim from the spec where the
 * spec has one) beside a stable machine `code`. Refusal events (`*ChallengeRejected`) carry
 * both as `{ reason, code }`; clients switch on `code` and only show the text. A text may change;
 * a code never does. Several entries share a code when they mean the same thing in different
 * games (each game's own "declined" text).
 *
 * Kept free of zod so the browser can import it on its own (see server-events.ts).
 */
import { ADMISSION_REASONS, type AdmissionCode } from './admission.ts';
import { MODERATION_REASONS, type ModerationReasonCode } from './moderationReasons.ts';

/** The spec's busy toast: a title and a description, sent as one text joined by ' — '. */
export const BUSY_TOAST = {
  title: 'Busy with another game',
  description: 'Please wait until it ends.',
} as const;

export const GAME_REASONS = {
  // a game request turned down (the `*ChallengeRejected` events)
  busy: { code: 'busy', text: `${BUSY_TOAST.title} — ${BUSY_TOAST.description}` },
  triviaDeclined: { code: 'declined', text: "Your partner didn't accept the trivia challenge." },
  laughDeclined: { code: 'declined', text: "Your partner didn't accept the laugh challenge." },
  mindDeclined: {
    code: 'declined',
    text: "Your partner didn't accept the Read my mind challenge.",
  },
  triviaWithdrawn: { code: 'withdrawn', text: 'Your partner canceled the trivia challenge.' },
  laughWithdrawn: { code: 'withdrawn', text: 'Request withdrawn' },
  mindWithdrawn: { code: 'withdrawn', text: 'Your partner canceled the Read my mind challenge.' },

  // refused actions (an ack's `error`)
  notInChat: { code: 'not_in_chat', text: 'You are not in a chat right now.' },
  cameraNeeded: { code: 'camera_off', text: 'Turn your camera on to play the laugh challenge.' },
  partnerCameraNeeded: {
    code: 'partner_camera_off',
    text: "Your partner's camera is off, so a laugh challenge can't start.",
  },
  triviaNoRequest: {
    code: 'no_request',
    text: 'There is no trivia challenge waiting for your answer.',
  },
  laughNoRequest: { code: 'no_request', text: 'There is no laugh challenge request to answer.' },
  mindNoRequest: {
    code: 'no_request',
    text: 'There is no Read my mind challenge waiting for your answer.',
  },
  ownChallenge: { code: 'own_request', text: 'You cannot accept or decline your own challenge.' },
  laughOwnRequest: { code: 'own_request', text: 'You cannot accept your own request.' },
  laughPending: { code: 'pending', text: 'A laugh challenge request is already pending.' },
  mindPending: { code: 'pending', text: 'A Read my mind challenge is already pending or running.' },
  triviaNoGame: { code: 'no_game', text: 'There is no trivia game running.' },
  laughNoGame: { code: 'no_game', text: 'No laugh challenge is running.' },
  mindNoGame: { code: 'no_game', text: 'There is no Read my mind game running.' },
  notYourTurn: { code: 'not_your_turn', text: "It's not your turn." },
  paused: { code: 'paused', text: 'The game is paused while your partner reconnects.' },
  noQuestions: {
    code: 'no_questions',
    text: 'There are not enough questions right now. Please try again later.',
  },
  staleRound: { code: 'stale_round', text: 'That round is over.' },
  revealed: {
    code: 'revealed',
    text: 'This round is already revealed: the next one starts in a moment.',
  },
  chosen: { code: 'already_chosen', text: 'You already chose in this round.' },
  notDefender: { code: 'not_defender', text: 'Only the defender can report a laugh.' },
  notAttacker: { code: 'not_attacker', text: 'Only the Jokester can end the turn early.' },
  notInTurn: { code: 'no_turn', text: 'No turn is running right now.' },
  staleTurn: { code: 'stale_turn', text: 'That turn is over.' },
  badNonce: { code: 'bad_nonce', text: 'That laugh report is not valid for this turn.' },
  replayed: { code: 'replayed', text: 'That laugh was already counted.' },
  tooEarly: {
    code: 'too_early',
    text: 'The turn has just started: a laugh counts after a moment.',
  },
  // the database or Redis is briefly out of reach (a restart, a failover): nothing was done
  unavailable: {
    code: 'unavailable',
    text: 'We are briefly out of reach of our data. Please try again in a moment.',
  },
} as const satisfies Record<string, { code: string; text: string }>;

export type GameReasonKey = keyof typeof GAME_REASONS;
export type GameReason = (typeof GAME_REASONS)[GameReasonKey];
/** The stable machine codes of every game reason. */
export type GameReasonCode = GameReason['code'];

/** The codes a `*ChallengeRejected` event carries. */
export type RejectCode = 'busy' | 'declined' | 'withdrawn';

/** A game request turned down: `triviaChallengeRejected`, `laughChallengeRejected`, … */
export interface GameRejected {
  /** the spec's text, for people */
  reason: string;
  /** ours: what happened, for code */
  code: RejectCode;
}

/** The table's entries a refusal event can send. */
export type RejectReason = Extract<GameReason, { code: RejectCode }>;

/** The payload of a refusal event for `reason`. */
export const rejection = (reason: RejectReason): GameRejected => ({
  reason: reason.text,
  code: reason.code,
});

/** Every code a refused ack may carry: the games', the admission gates' and moderation's. */
export type ReasonCode = GameReasonCode | AdmissionCode | ModerationReasonCode;

const byText = new Map<string, ReasonCode>(
  [
    ...Object.values(GAME_REASONS),
    ...Object.values(ADMISSION_REASONS),
    ...Object.values(MODERATION_REASONS),
  ].map((r) => [r.text, r.code]),
);

/**
 * The code of a refusal text: the socket dispatcher adds it to every refused ack whose text is
 * in this table. `ackCode` reads an ack's `code`, else this table's code for its text (an ack
 * relayed from another node by an older version), so clients switch on codes either way.
 */
export const codeOfText = (text: string): ReasonCode | undefined => byText.get(text);

/** A refused ack: the text, and the table's code beside it when the text is one of ours. */
export function refusedAck(error: string): { ok: false; error: string; code?: ReasonCode } {
  const code = codeOfText(error);
  return code ? { ok: false, error, code } : { ok: false, error };
}

/** An ack's refusal code: its own `code`, else the table's for its text (undefined: not ours). */
export function ackCode(res: { ok: boolean; error?: string; code?: string }): string | undefined {
  if (res.ok) return undefined;
  return res.code ?? (res.error === undefined ? undefined : codeOfText(res.error));
}
