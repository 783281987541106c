import {
  MIND,
  type EndReason,
  type MindOption,
  type Refusal,
  type RejectReason,
} from '../../../shared/protocol/index.ts';
import { ENDED_EARLY, resultsByScore, type SeatResults } from '../../../shared/games/result.ts';
import { refuse, type GameContext, type Seat, type Step } from '../host/definition.ts';

/**
 * "Read my mind" as a pure reducer: no I/O, no timers. Every round both players see the same
 * "Would you rather…" question; each secretly picks their own answer and guesses the
 * partner's. When both have committed (or the round's time is up) both choices are revealed
 * together and every right guess scores 1. Seats are indexes in `match.sockets`.
 */

export interface MindQuestion {
  id: string;
  options: [string, string];
  /** the bank it came from ('en', 'es', 'pt-BR'); absent means English */
  language?: string;
}

export interface Choice {
  pick: MindOption;
  guess: MindOption;
}

export interface Board {
  questions: MindQuestion[];
  /** 1-based */
  round: number;
  /** this round's choices, per seat */
  choices: [Choice | null, Choice | null];
  scores: [number, number];
  /** when the open round (choosing) or its reveal (revealed) ends */
  endsAt: number;
  /** names the current deadline, so a stale timeout changes nothing */
  tick: number;
  /** a player is reconnecting: no choices and no clock until both are back */
  paused: boolean;
  /** while paused: what was left of the open round when the clock stopped */
  remainingMs?: number;
}

export type Outcome =
  { kind: 'finished' } | { kind: 'ended'; by: Seat; cause: 'quit' | 'disconnect' };

export type MindState =
  | { phase: 'idle' }
  | { phase: 'pending'; requester: Seat }
  | ({ phase: 'choosing' | 'revealed' } & Board)
  | { phase: 'over'; outcome: Outcome; board?: Board };

export type PlayingState = Extract<MindState, { phase: 'choosing' | 'revealed' }>;

export type MindAction =
  | { type: 'request'; by: Seat }
  | { type: 'accept'; by: Seat; questions: MindQuestion[] }
  | { type: 'reject'; by: Seat }
  | { type: 'choose'; by: Seat; round: number; pick: MindOption; guess: MindOption }
  /** End Challenge: withdraws a pending request (requester), declines it, or quits */
  | { type: 'end'; by: Seat }
  | { type: 'timeout'; tick: number }
  | { type: 'disconnect'; by: Seat }
  | { type: 'pause' }
  | { type: 'resume' };

export type MindEffect =
  | { type: 'requested'; to: Seat }
  | { type: 'rejected'; to: Seat; reason: RejectReason }
  | { type: 'started' }
  /** something both may see changed: a commitment, a reveal, a new round, a pause */
  | { type: 'update' }
  | {
      type: 'ended';
      results: SeatResults;
      /** why it ended early, as each seat reads it (none when it was played to its end) */
      reasons: [EndReason | undefined, EndReason | undefined];
    };

export type MindStep = Step<MindState, MindEffect>;

const THIS_GAME = { game: 'mind' } as const;

/** Refusals (codes of shared/protocol/codes/games.ts). */
export const REFUSALS = {
  noRequest: { code: 'no_request', params: { game: 'mind' } },
  ownRequest: { code: 'own_request', params: { game: 'mind' } },
  busy: { code: 'pending', params: { game: 'mind' } },
  noGame: { code: 'no_game', params: { game: 'mind' } },
  staleRound: { code: 'stale_round' },
  revealed: { code: 'revealed' },
  chosen: { code: 'already_chosen' },
  paused: { code: 'paused' },
  noQuestions: { code: 'no_questions' },
} as const satisfies Record<string, Refusal>;

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
const keep = (state: MindState): MindStep => ({ state, effects: [] });

const boardOf = ({ questions, round, choices, scores, endsAt, tick, paused }: Board): Board => ({
  questions,
  round,
  choices,
  scores,
  endsAt,
  tick,
  paused,
});

/** The board of a running or finished game, if it got that far. */
export function boardOfState(state: MindState): Board | undefined {
  if (state.phase === 'choosing' || state.phase === 'revealed') return boardOf(state);
  if (state.phase === 'over') return state.board;
  return undefined;
}

/** A right guess is the partner's actual pick; no choice (time ran out) scores nothing. */
export function guessedRight(choices: Board['choices'], seat: Seat): boolean {
  const mine = choices[seat];
  const theirs = choices[other(seat)];
  return mine !== null && theirs !== null && mine.guess === theirs.pick;
}

function openRound(board: Board, round: number, now: number): PlayingState {
  return {
    ...board,
    phase: 'choosing',
    round,
    choices: [null, null],
    endsAt: now + MIND.roundMs,
    tick: board.tick + 1,
  };
}

function finish(board: Board): MindStep {
  const [a, b] = board.scores;
  return {
    state: { phase: 'over', outcome: { kind: 'finished' }, board },
    effects: [{ type: 'ended', results: resultsByScore(a, b), reasons: [undefined, undefined] }],
  };
}

function earlyEnd(state: MindState, by: Seat, cause: 'quit' | 'disconnect'): MindStep {
  const mine: EndReason =
    cause === 'quit' ? { code: 'ended_by_you', params: THIS_GAME } : { code: 'ended_you_left' };
  const theirs: EndReason =
    cause === 'quit'
      ? { code: 'ended_by_partner', params: THIS_GAME }
      : { code: 'ended_partner_left' };
  const reasons: [EndReason, EndReason] = by === 0 ? [mine, theirs] : [theirs, mine];
  return {
    state: { phase: 'over', outcome: { kind: 'ended', by, cause }, board: boardOfState(state) },
    effects: [{ type: 'ended', results: ENDED_EARLY, reasons }],
  };
}

/** Both choices in (or the time is up): score the guesses and show the round. */
function reveal(state: PlayingState, now: number): MindStep {
  const scores: Board['scores'] = [
    state.scores[0] + (guessedRight(state.choices, 0) ? 1 : 0),
    state.scores[1] + (guessedRight(state.choices, 1) ? 1 : 0),
  ];
  const next: PlayingState = {
    ...state,
    phase: 'revealed',
    scores,
    endsAt: now + MIND.revealMs,
    tick: state.tick + 1,
  };
  if (state.round >= MIND.rounds) {
    const done = finish(boardOf(next));
    return { state: done.state, effects: [{ type: 'update' }, ...done.effects] };
  }
  return { state: next, effects: [{ type: 'update' }] };
}

function choose(
  state: MindState,
  action: Extract<MindAction, { type: 'choose' }>,
  now: number,
): MindStep {
  if (state.phase !== 'choosing' && state.phase !== 'revealed')
    return refuse(state, REFUSALS.noGame);
  if (state.paused) return refuse(state, REFUSALS.paused);
  if (action.round !== state.round) return refuse(state, REFUSALS.staleRound);
  if (state.phase === 'revealed') return refuse(state, REFUSALS.revealed);
  if (state.choices[action.by] !== null) return refuse(state, REFUSALS.chosen);
  const choices: Board['choices'] = [...state.choices];
  choices[action.by] = { pick: action.pick, guess: action.guess };
  const next: PlayingState = { ...state, choices };
  if (choices[0] && choices[1]) return reveal(next, now);
  return { state: next, effects: [{ type: 'update' }] };
}

export function reduce(state: MindState, action: MindAction, ctx: GameContext): MindStep {
  const { now } = ctx;
  switch (action.type) {
    case 'request':
      if (state.phase === 'pending' || state.phase === 'choosing' || state.phase === 'revealed')
        return refuse(state, REFUSALS.busy);
      return {
        state: { phase: 'pending', requester: action.by },
        effects: [{ type: 'requested', to: other(action.by) }],
      };
    case 'accept': {
      if (state.phase !== 'pending') return refuse(state, REFUSALS.noRequest);
      if (state.requester === action.by) return refuse(state, REFUSALS.ownRequest);
      if (action.questions.length < MIND.rounds) return refuse(state, REFUSALS.noQuestions);
      const board: Board = {
        questions: action.questions.slice(0, MIND.rounds),
        round: 0,
        choices: [null, null],
        scores: [0, 0],
        endsAt: 0,
        tick: 0,
        paused: false,
      };
      return { state: openRound(board, 1, now), effects: [{ type: 'started' }] };
    }
    case 'reject': {
      if (state.phase !== 'pending') return refuse(state, REFUSALS.noRequest);
      if (state.requester === action.by) return refuse(state, REFUSALS.ownRequest);
      const effect: MindEffect = {
        type: 'rejected',
        to: state.requester,
        reason: { code: 'declined', params: { game: 'mind' } },
      };
      return { state: { phase: 'idle' }, effects: [effect] };
    }
    case 'end': {
      if (state.phase === 'pending') {
        if (state.requester !== action.by) return reduce(state, { ...action, type: 'reject' }, ctx);
        const effect: MindEffect = {
          type: 'rejected',
          to: other(action.by),
          reason: { code: 'withdrawn', params: { game: 'mind' } },
        };
        return { state: { phase: 'idle' }, effects: [effect] };
      }
      if (state.phase !== 'choosing' && state.phase !== 'revealed')
        return refuse(state, REFUSALS.noGame);
      return earlyEnd(state, action.by, 'quit');
    }
    case 'choose':
      return choose(state, action, now);
    case 'timeout': {
      if (state.phase !== 'choosing' && state.phase !== 'revealed') return keep(state);
      if (state.tick !== action.tick || state.paused) return keep(state);
      if (state.phase === 'choosing') return reveal(state, now);
      return { state: openRound(state, state.round + 1, now), effects: [{ type: 'update' }] };
    }
    case 'pause': {
      if ((state.phase !== 'choosing' && state.phase !== 'revealed') || state.paused)
        return keep(state);
      const remainingMs = Math.max(0, state.endsAt - now);
      return {
        state: { ...state, paused: true, tick: state.tick + 1, remainingMs },
        effects: [{ type: 'update' }],
      };
    }
    case 'resume': {
      if (state.phase !== 'choosing' && state.phase !== 'revealed') return keep(state);
      // a seat taken over without a pause first (resumed every few seconds, say) gets the
      // views again but never a fresh clock
      if (!state.paused) return { state, effects: [{ type: 'update' }] };
      const { remainingMs, ...rest } = state;
      // after a reveal, the next round; an open round gets back what was left of it (choices
      // kept), or the whole round when it was handed over without a pause first
      if (rest.phase === 'revealed')
        return {
          state: openRound({ ...rest, paused: false }, rest.round + 1, now),
          effects: [{ type: 'update' }],
        };
      const resumed: PlayingState = {
        ...rest,
        paused: false,
        endsAt: now + (remainingMs ?? MIND.roundMs),
        tick: state.tick + 1,
      };
      return { state: resumed, effects: [{ type: 'update' }] };
    }
    case 'disconnect': {
      if (state.phase === 'pending') return keep({ phase: 'idle' });
      if (state.phase !== 'choosing' && state.phase !== 'revealed') return keep(state);
      return earlyEnd(state, action.by, 'disconnect');
    }
  }
}

/** The deadline of a running, unpaused game: the round's end or the reveal's. */
export function deadlineOf(state: MindState): { at: number; action: MindAction } | null {
  if (state.phase !== 'choosing' && state.phase !== 'revealed') return null;
  if (state.paused) return null;
  return { at: state.endsAt, action: { type: 'timeout', tick: state.tick } };
}
