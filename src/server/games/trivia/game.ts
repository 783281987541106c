import type { Match } from '../../matchmaking/service.ts';
import { rejection } from '../../../shared/protocol/index.ts';
import { defineGame, type Seat } from '../host/definition.ts';
import { languageOfMatch, type LanguageChoice } from '../bankLanguage.ts';
import { bankFor, drawQuestions, RecentQuestions } from './bank.ts';
import {
  ANSWER_GRACE_MS,
  PER_PLAYER,
  reduce,
  type Question,
  type TriviaAction,
  type TriviaEffect,
  type TriviaState,
} from './rules.ts';
import { endedFor, viewFor } from './views.ts';

export interface TriviaOptions {
  bank?: Question[];
  /** ask in this language's bank (bankFor), else English; ignored when `bank` is given */
  language?: LanguageChoice;
  now?: () => number;
  random?: () => number;
}

/** The trivia duel on the game host: its events, rules, clock and per-seat views. */
export function triviaGame(options: TriviaOptions = {}) {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const recent = new RecentQuestions();

  /** Ten questions for this pair, none of them seen by the pair within a day when possible. */
  function draw(match: Match): Question[] {
    const pair = RecentQuestions.pairKey(...match.users);
    const at = now();
    const bank = options.bank ?? bankFor(languageOfMatch(options.language, match)).questions;
    const questions = drawQuestions(bank, recent.seen(pair, at), at, PER_PLAYER * 2, random);
    recent.remember(
      pair,
      questions.map((q) => q.id),
      at,
    );
    return questions;
  }

  return defineGame<'trivia', TriviaState | null, TriviaAction, TriviaEffect>({
    kind: 'trivia',
    random,
    events: {
      requestTriviaChallenge: (_, { seat }) => ({ type: 'request', by: seat }),
      // draw only for an accept the rules will take, so a refused one costs no questions
      acceptTriviaChallenge: (_, { seat, state, match }) => ({
        type: 'accept',
        by: seat,
        questions: state?.phase === 'pending' && state.requester !== seat ? draw(match) : [],
      }),
      rejectTriviaChallenge: (_, { seat }) => ({ type: 'reject', by: seat }),
      submitAnswer: ({ selectedIndex }, { seat }) => ({ type: 'answer', by: seat, selectedIndex }),
      endChallenge: (_, { seat }) => ({ type: 'end', by: seat }),
    },
    initial: () => null,
    reduce,
    running: (s) => s?.phase === 'pending' || s?.phase === 'playing',
    pending: (s) => s?.phase === 'pending',
    deadline: (s) =>
      s?.phase === 'playing' && !s.paused
        ? { at: s.turnEndsAt + ANSWER_GRACE_MS, action: { type: 'timeout', turnId: s.turnId } }
        : null,
    // the clock stops while either player is away; the turn starts over when both are back
    lifecycle: {
      ended: (by) => ({ type: 'disconnect', by }),
      away: { type: 'pause' },
      back: { type: 'resume' },
    },
    handover: {
      // a pending request is simply dropped
      export: (s) => (s?.phase === 'playing' ? { ...s, paused: true } : null),
      resume: { type: 'resume' },
    },
    emit(effect, { state, gameId, now: at, out }) {
      const { ids } = out;
      switch (effect.type) {
        case 'requested':
          return out.send(effect.to, 'triviaChallengeRequested', { from: ids[effect.to ^ 1]! });
        case 'rejected':
          return out.send(effect.to, 'triviaChallengeRejected', rejection(effect.reason));
        case 'started':
        case 'resumed':
        case 'answered': {
          const event = effect.type === 'started' ? 'challengeStarted' : 'challengeUpdate';
          const answered = effect.type === 'answered' ? effect : undefined;
          for (const seat of [0, 1] as const)
            out.send(seat, event, viewFor(state!, seat, ids, gameId, at, answered));
          return;
        }
        case 'ended':
          return {
            results: effect.results,
            failedNote: 'Points could not be saved right now. Please try another game later.',
            send(o, rewards) {
              for (const seat of [0, 1] as Seat[])
                o.send(
                  seat,
                  'challengeEnded',
                  endedFor(state!, seat, o.ids, gameId, effect, rewards[seat]),
                );
            },
          };
      }
    },
  });
}
