/**
 * The games' refusals and notices: a request turned down (`*ChallengeRejected`), refused
 * game actions (an ack's `error`) and why a game ended (the end events' `reason`). A code shared by several games takes the game as a param,
 * so each game keeps its own spec text.
 */
import type { GameKind } from '../../games/registry.ts';
import type { CodeTable, RefusalOf } from './table.ts';

/** The spec's busy toast: a title and a description, sent as one text joined by ' — '. */
export const BUSY_TOAST = {
  title: 'Busy with another game',
  description: 'Please wait until it ends.',
} as const;

type Game = { game: GameKind };
const byGame = (texts: Record<GameKind, string>) => (p: Game) => texts[p.game];

export const GAME_CODES = {
  // a game request turned down (the `*ChallengeRejected` events)
  busy: `${BUSY_TOAST.title} — ${BUSY_TOAST.description}`,
  declined: byGame({
    trivia: "Your partner didn't accept the trivia challenge.",
    laugh: "Your partner didn't accept the laugh challenge.",
    mind: "Your partner didn't accept the Read my mind challenge.",
    connect4: "Your partner didn't accept the Connect Four challenge.",
    draw: "Your partner didn't accept the Draw and guess challenge.",
  }),
  withdrawn: byGame({
    trivia: 'Your partner canceled the trivia challenge.',
    laugh: 'Request withdrawn',
    mind: 'Your partner canceled the Read my mind challenge.',
    connect4: 'Your partner canceled the Connect Four challenge.',
    draw: 'Your partner canceled the Draw and guess challenge.',
  }),

  // refused actions (an ack's `error`)
  camera_off: 'Turn your camera on to play the laugh challenge.',
  partner_camera_off: "Your partner's camera is off, so a laugh challenge can't start.",
  no_request: byGame({
    trivia: 'There is no trivia challenge waiting for your answer.',
    laugh: 'There is no laugh challenge request to answer.',
    mind: 'There is no Read my mind challenge waiting for your answer.',
    connect4: 'There is no Connect Four challenge waiting for your answer.',
    draw: 'There is no Draw and guess challenge waiting for your answer.',
  }),
  own_request: byGame({
    trivia: 'You cannot accept or decline your own challenge.',
    laugh: 'You cannot accept your own request.',
    mind: 'You cannot accept or decline your own challenge.',
    connect4: 'You cannot accept or decline your own challenge.',
    draw: 'You cannot accept or decline your own challenge.',
  }),
  pending: byGame({
    trivia: 'A trivia challenge is already pending or running.',
    laugh: 'A laugh challenge request is already pending.',
    mind: 'A Read my mind challenge is already pending or running.',
    connect4: 'A Connect Four challenge is already pending or running.',
    draw: 'A Draw and guess challenge is already pending or running.',
  }),
  no_game: byGame({
    trivia: 'There is no trivia game running.',
    laugh: 'No laugh challenge is running.',
    mind: 'There is no Read my mind game running.',
    connect4: 'There is no Connect Four game running.',
    draw: 'There is no Draw and guess game running.',
  }),
  not_your_turn: "It's not your turn.",
  paused: 'The game is paused while your partner reconnects.',
  no_questions: 'There are not enough questions right now. Please try again later.',
  stale_round: 'That round is over.',
  revealed: 'This round is already revealed: the next one starts in a moment.',
  already_chosen: 'You already chose in this round.',
  not_defender: 'Only the defender can report a laugh.',
  not_attacker: 'Only the Jokester can end the turn early.',
  no_turn: 'No turn is running right now.',
  stale_turn: 'That turn is over.',
  bad_nonce: 'That laugh report is not valid for this turn.',
  replayed: 'That laugh was already counted.',
  too_early: 'The turn has just started: a laugh counts after a moment.',
  column_full: 'That column is full. Pick another one.',
  bad_column: 'There is no such column.',
  canvas_full: 'The drawing is full. Clear it to draw more.',
  word_in_chat: "Draw the word: writing it in the chat doesn't count.",
  /** the game's room is on another node that did not answer in time (scale-out) */
  no_answer: 'The game did not answer in time. Please try again.',

  // why a game ended (`challengeEnded`, `laughChallengeEnded`, `mindChallengeEnded`): each
  // player gets their own side of it
  /** played to its end (only the laugh challenge says so in words) */
  ended_complete: 'Challenge complete',
  ended_by_you: byGame({
    trivia: 'You ended the challenge.',
    laugh: 'You ended the challenge early.',
    mind: 'You ended the challenge.',
    connect4: 'You ended the challenge.',
    draw: 'You ended the challenge.',
  }),
  ended_by_partner: byGame({
    trivia: 'Your partner ended the challenge.',
    laugh: 'Your partner ended the challenge early.',
    mind: 'Your partner ended the challenge.',
    connect4: 'Your partner ended the challenge.',
    draw: 'Your partner ended the challenge.',
  }),
  /** this player left the call (or the game) while it ran */
  ended_you_left: 'You left the chat',
  ended_partner_left: 'Partner disconnected',
  ended_your_camera:
    'You turned your camera off, so the laugh challenge ended. No points this time.',
  ended_partner_camera:
    'Your partner turned their camera off, so the laugh challenge ended. No points this time.',
} as const satisfies CodeTable;

export type GameCode = keyof typeof GAME_CODES;
export type GameRefusal = RefusalOf<typeof GAME_CODES>;

/** The codes a `*ChallengeRejected` event carries. */
export type RejectCode = 'busy' | 'declined' | 'withdrawn';
/** A game request turned down: the refusal a `*ChallengeRejected` event is made of. */
export type RejectReason = Extract<GameRefusal, { code: RejectCode }>;

/** The codes an end event (`*ChallengeEnded`) carries beside its `reason`. */
export type EndCode =
  | 'ended_complete'
  | 'ended_by_you'
  | 'ended_by_partner'
  | 'ended_you_left'
  | 'ended_partner_left'
  | 'ended_your_camera'
  | 'ended_partner_camera';
/** Why a game ended, for one player. */
export type EndReason = Extract<GameRefusal, { code: EndCode }>;
