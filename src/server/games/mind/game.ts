import { rejection } from '../../../shared/protocol/index.ts';
import { defineGame, type Seat } from '../host/definition.ts';
import { languageOfMatch, type LanguageChoice } from '../bankLanguage.ts';
import { bankFor, drawMindQuestions } from './bank.ts';
import {
  deadlineOf,
  reduce,
  type MindAction,
  type MindEffect,
  type MindQuestion,
  type MindState,
} from './rules.ts';
import { endedFor, viewFor } from './views.ts';
import { MIND } from '../../../shared/protocol/index.ts';

export interface MindOptions {
  bank?: MindQuestion[];
  /** ask in this language's bank (bankFor), else English; ignored when `bank` is given */
  language?: LanguageChoice;
  random?: () => number;
}

const running = (s: MindState) =>
  s.phase === 'pending' || s.phase === 'choosing' || s.phase === 'revealed';

/** "Read my mind" on the game host: its events, rules, round clock and per-seat views. */
export function mindGame(options: MindOptions = {}) {
  const random = options.random ?? Math.random;

  return defineGame<'mind', MindState, MindAction, MindEffect>({
    kind: 'mind',
    random,
    events: {
      requestMindChallenge: (_, { seat }) => ({ type: 'request', by: seat }),
      acceptMindChallenge: (_, { seat, state, match }) => ({
        type: 'accept',
        by: seat,
        // drawn only for an accept the rules will take
        questions:
          state.phase === 'pending' && state.requester !== seat
            ? drawMindQuestions(
                options.bank ?? bankFor(languageOfMatch(options.language, match)).questions,
                MIND.rounds,
                random,
              )
            : [],
      }),
      rejectMindChallenge: (_, { seat }) => ({ type: 'reject', by: seat }),
      submitMindChoice: ({ round, pick, guess }, { seat }) => ({
        type: 'choose',
        by: seat,
        round,
        pick,
        guess,
      }),
      endMindChallenge: (_, { seat }) => ({ type: 'end', by: seat }),
    },
    initial: () => ({ phase: 'idle' }),
    reduce,
    running,
    pending: (s) => s.phase === 'pending',
    deadline: deadlineOf,
    // the round clock stops while a player reconnects; the open round starts over after
    lifecycle: {
      ended: (by) => ({ type: 'disconnect', by }),
      away: { type: 'pause' },
      back: { type: 'resume' },
    },
    handover: {
      export: (s) =>
        s.phase === 'choosing' || s.phase === 'revealed' ? { ...s, paused: true } : null,
      resume: { type: 'resume' },
    },
    emit(effect, { state, gameId, now, out }) {
      switch (effect.type) {
        case 'requested':
          return out.send(effect.to, 'mindChallengeRequested', { from: out.ids[effect.to ^ 1]! });
        case 'rejected':
          return out.send(effect.to, 'mindChallengeRejected', rejection(effect.reason));
        case 'started':
        case 'update': {
          const event = effect.type === 'started' ? 'mindChallengeStarted' : 'mindChallengeUpdate';
          for (const seat of [0, 1] as Seat[])
            out.send(seat, event, viewFor(state, seat, gameId, now));
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
                  'mindChallengeEnded',
                  endedFor(state, seat, o.ids, gameId, effect, rewards[seat]),
                );
            },
          };
      }
    },
  });
}
