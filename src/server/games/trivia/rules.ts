import { TRIVIA } from '../../../shared/constants.ts';
import type { EndReason, Refusal, RejectReason } from '../../../shared/protocol/index.ts';
import { ENDED_EARLY, resultsByScore, type SeatResults } from '../../../shared/games/result.ts';
import type { Seat, Step as GameStep } from '../host/definition.ts';

export type { Seat };

export interface Question {
  id: string;
  category: string;
  difficulty: string;
  question: string;
  choices: string[];
  answer: number;
  /** the bank it came from ('en', 'es', 'pt-BR'); absent means English */
  language?: string;
}

export interface AnswerRecord {
  selectedIndex: number | null;
  isCorrect: boolean;
  timedOut: boolean;
}

export interface Board {
  questions: [Question[], Question[]];
  answers: [AnswerRecord[], AnswerRecord[]];
  scores: [number, number];
}

export type Outcome =
  | { kind: 'declined' | 'canceled'; by: Seat }
  | { kind: 'finished' }
  | { kind: 'ended'; by: Seat; cause: 'quit' | 'disconnect' };

export type TriviaState =
  | { phase: 'pending'; requester: Seat }
  | ({
      phase: 'playing';
      turn: Seat;
      turnId: number;
      turnEndsAt: number;
      /** a player is reconnecting: no answers, no clock, until they are back */
      paused?: boolean;
      /** while paused: what was left of the turn when the clock stopped */
      remainingMs?: number;
    } & Board)
  | { phase: 'over'; outcome: Outcome; board?: Board };

export type PlayingState = Extract<TriviaState, { phase: 'playing' }>;

export type TriviaAction =
  | { type: 'request'; by: Seat }
  | { type: 'accept'; by: Seat; questions: Question[] }
  | { type: 'reject'; by: Seat }
  /** End Challenge: cancels a pending request (requester), declines it (receiver), or quits */
  | { type: 'end'; by: Seat }
  | { type: 'answer'; by: Seat; selectedIndex: number | null }
  /** fed back by the room runner's timer; stale turn ids are ignored */
  | { type: 'timeout'; turnId: number }
  | { type: 'disconnect'; by: Seat }
  /** a player's connection dropped (grace period): the turn clock stops */
  | { type: 'pause' }
  /**
   * both players are back (on new sockets): after a pause the turn gets back what was left of
   * it, so nobody loses time to a blip and nobody gains more than the time away; without a
   * pause before (a seat taken over before the server noticed the drop) the clock runs on
   */
  | { type: 'resume' };

export type TriviaEffect =
  | { type: 'requested'; to: Seat }
  | { type: 'rejected'; to: Seat; reason: RejectReason }
  | { type: 'started' }
  /** the game goes on after a pause, with a fresh turn clock */
  | { type: 'resumed' }
  | { type: 'answered'; by: Seat; isCorrect: boolean; timedOut: boolean }
  | {
      type: 'ended';
      results: SeatResults;
      /** why it ended early, as each seat reads it (none when it was played to its end) */
      reasons: [EndReason | undefined, EndReason | undefined];
      /** a finished game scores points; an early end never does */
      scored: boolean;
    };

export interface Ctx {
  now: number;
  random: () => number;
}

export type Step = GameStep<TriviaState | null, TriviaEffect>;

/** An answer that arrives this late after the deadline still counts (network latency). */
export const ANSWER_GRACE_MS = 500;
export const TURN_MS = TRIVIA.turnMs;
export const PER_PLAYER = TRIVIA.questionsPerPlayer;

const THIS_GAME = { game: 'trivia' } as const;

/** Refusals (codes of shared/protocol/codes/games.ts). */
export const REFUSALS = {
  noRequest: { code: 'no_request', params: { game: 'trivia' } },
  ownRequest: { code: 'own_request', params: { game: 'trivia' } },
  noGame: { code: 'no_game', params: { game: 'trivia' } },
  notYourTurn: { code: 'not_your_turn' },
  paused: { code: 'paused' },
  noQuestions: { code: 'no_questions' },
} as const satisfies Record<string, Refusal>;

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
const keep = (state: TriviaState | null, refused?: Refusal): Step => ({
  state,
  effects: [],
  refused,
});

const pick = ({ questions, answers, scores }: Board): Board => ({ questions, answers, scores });

function ended(board: Board | undefined, outcome: Outcome, effect: TriviaEffect): Step {
  return { state: { phase: 'over', outcome, board }, effects: [effect] };
}

function finish(board: Board): TriviaEffect {
  const [a, b] = board.scores;
  return {
    type: 'ended',
    results: resultsByScore(a, b),
    reasons: [undefined, undefined],
    scored: true,
  };
}

function earlyEnd(by: Seat, cause: 'quit' | 'disconnect'): TriviaEffect {
  const mine: EndReason =
    cause === 'quit' ? { code: 'ended_by_you', params: THIS_GAME } : { code: 'ended_you_left' };
  const theirs: EndReason =
    cause === 'quit'
      ? { code: 'ended_by_partner', params: THIS_GAME }
      : { code: 'ended_partner_left' };
  const reasons: [EndReason, EndReason] = by === 0 ? [mine, theirs] : [theirs, mine];
  return { type: 'ended', results: ENDED_EARLY, reasons, scored: false };
}

/** Records the answer of the player on turn, then passes the turn or finishes the game. */
function answer(state: PlayingState, selectedIndex: number | null, ctx: Ctx, timedOut: boolean) {
  const seat = state.turn;
  const question = state.questions[seat][state.answers[seat].length]!;
  const isCorrect = selectedIndex !== null && selectedIndex === question.answer;
  const answers: Board['answers'] = [[...state.answers[0]], [...state.answers[1]]];
  answers[seat].push({ selectedIndex, isCorrect, timedOut });
  const scores: Board['scores'] = [...state.scores];
  if (isCorrect) scores[seat] += 1;
  const board: Board = { questions: state.questions, answers, scores };
  const answered: TriviaEffect = { type: 'answered', by: seat, isCorrect, timedOut };
  if (answers[0].length >= PER_PLAYER && answers[1].length >= PER_PLAYER) {
    return {
      state: { phase: 'over', outcome: { kind: 'finished' }, board } as TriviaState,
      effects: [answered, finish(board)],
    };
  }
  return {
    state: {
      ...board,
      phase: 'playing',
      turn: other(seat),
      turnId: state.turnId + 1,
      turnEndsAt: ctx.now + TURN_MS,
    } as TriviaState,
    effects: [answered],
  };
}

/**
 * The trivia duel's rules: (state, action, ctx) -> next state and what to tell whom. Pure: no
 * I/O, no timers. `null` is "no trivia in this match"; a finished game is `over`.
 */
export function reduce(state: TriviaState | null, action: TriviaAction, ctx: Ctx): Step {
  const phase = state?.phase ?? 'idle';
  switch (action.type) {
    case 'request': {
      if (phase === 'pending' || phase === 'playing') {
        return {
          state,
          effects: [{ type: 'rejected', to: action.by, reason: { code: 'busy' } }],
        };
      }
      return {
        state: { phase: 'pending', requester: action.by },
        effects: [{ type: 'requested', to: other(action.by) }],
      };
    }
    case 'accept': {
      if (state?.phase !== 'pending') return keep(state, REFUSALS.noRequest);
      if (state.requester === action.by) return keep(state, REFUSALS.ownRequest);
      if (action.questions.length < PER_PLAYER * 2) return keep(state, REFUSALS.noQuestions);
      const first: Seat = ctx.random() < 0.5 ? 0 : 1;
      return {
        state: {
          phase: 'playing',
          questions: [
            action.questions.slice(0, PER_PLAYER),
            action.questions.slice(PER_PLAYER, PER_PLAYER * 2),
          ],
          answers: [[], []],
          scores: [0, 0],
          turn: first,
          turnId: 1,
          turnEndsAt: ctx.now + TURN_MS,
        },
        effects: [{ type: 'started' }],
      };
    }
    case 'reject': {
      if (state?.phase !== 'pending') return keep(state, REFUSALS.noRequest);
      if (state.requester === action.by) return keep(state, REFUSALS.ownRequest);
      return ended(
        undefined,
        { kind: 'declined', by: action.by },
        {
          type: 'rejected',
          to: state.requester,
          reason: { code: 'declined', params: { game: 'trivia' } },
        },
      );
    }
    case 'end': {
      if (state?.phase === 'pending') {
        if (state.requester !== action.by) return reduce(state, { ...action, type: 'reject' }, ctx);
        return ended(
          undefined,
          { kind: 'canceled', by: action.by },
          {
            type: 'rejected',
            to: other(action.by),
            reason: { code: 'withdrawn', params: { game: 'trivia' } },
          },
        );
      }
      if (state?.phase !== 'playing') return keep(state, REFUSALS.noGame);
      return ended(
        pick(state),
        { kind: 'ended', by: action.by, cause: 'quit' },
        earlyEnd(action.by, 'quit'),
      );
    }
    case 'answer': {
      if (state?.phase !== 'playing') return keep(state, REFUSALS.noGame);
      if (state.paused) return keep(state, REFUSALS.paused);
      if (state.turn !== action.by) return keep(state, REFUSALS.notYourTurn);
      const late = ctx.now > state.turnEndsAt + ANSWER_GRACE_MS;
      // A null answer is the client's countdown running out (on expiry it submits null).
      const timedOut = late || action.selectedIndex === null;
      return answer(state, late ? null : action.selectedIndex, ctx, timedOut);
    }
    case 'timeout': {
      if (state?.phase !== 'playing' || state.turnId !== action.turnId || state.paused)
        return keep(state);
      return answer(state, null, ctx, true);
    }
    case 'pause': {
      if (state?.phase !== 'playing' || state.paused) return keep(state);
      const remainingMs = Math.max(0, state.turnEndsAt - ctx.now);
      return { state: { ...state, paused: true, remainingMs }, effects: [] };
    }
    case 'resume': {
      if (state?.phase !== 'playing') return keep(state);
      // resuming one's own seat (every few seconds, say) must not restart the turn's clock
      if (!state.paused) return { state, effects: [{ type: 'resumed' }] };
      const { remainingMs, ...rest } = state;
      return {
        state: {
          ...rest,
          paused: false,
          turnId: state.turnId + 1,
          // a game handed over without a pause first has no remainder: the turn in full
          turnEndsAt: ctx.now + (remainingMs ?? TURN_MS),
        },
        effects: [{ type: 'resumed' }],
      };
    }
    case 'disconnect': {
      if (state?.phase === 'pending') {
        // The staying partner's client resets on partnerDisconnected; nothing to say here.
        return {
          state: { phase: 'over', outcome: { kind: 'canceled', by: action.by } },
          effects: [],
        };
      }
      if (state?.phase !== 'playing') return keep(state);
      return ended(
        pick(state),
        { kind: 'ended', by: action.by, cause: 'disconnect' },
        earlyEnd(action.by, 'disconnect'),
      );
    }
  }
}

/** The board of a running or finished game, if it got that far. */
export function boardOf(state: TriviaState | null): Board | undefined {
  if (state?.phase === 'playing') return state;
  if (state?.phase === 'over') return state.board;
  return undefined;
}
