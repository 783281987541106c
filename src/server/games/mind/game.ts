import { MIND } from '../../../shared/protocol/index.ts';
import { languageOfMatch, type LanguageChoice } from '../bankLanguage.ts';
import type { Seat } from '../host/definition.ts';
import { hostGame } from '../host/hosted.ts';
import { defineRules } from '../host/rules.ts';
import { bankFor, drawMindQuestions } from './bank.ts';
import {
  move,
  outcome,
  resume,
  setup,
  timeout,
  type Board,
  type MindEffect,
  type MindMove,
  type MindQuestion,
} from './rules.ts';
import { endedFor, viewFor } from './views.ts';

export interface MindOptions {
  bank?: MindQuestion[];
  /** ask in this language's bank (bankFor), else English; ignored when `bank` is given */
  language?: LanguageChoice;
  random?: () => number;
}

/** "Read my mind" rules: its questions, its moves, its round clock and per-seat views. */
export function mindRules(options: MindOptions = {}) {
  const random = options.random ?? Math.random;
  return defineRules<'mind', Board, MindMove, MindEffect, MindQuestion[] | undefined>({
    kind: 'mind',
    random,
    moves: {
      submitMindChoice: ({ round, pick, guess }) => ({ type: 'choose', round, pick, guess }),
    },
    prepare: (match) =>
      drawMindQuestions(
        options.bank ?? bankFor(languageOfMatch(options.language, match)).questions,
        MIND.rounds,
        random,
      ),
    setup,
    move,
    outcome,
    deadline: (board) => board.endsAt,
    timeout,
    resume,
    // both see the game wait (the round's clock stops) while a player reconnects
    pause: () => [{ type: 'update' }],
    emit(effect, { play, gameId, now, out, paused }) {
      const event = effect.type === 'started' ? 'mindChallengeStarted' : 'mindChallengeUpdate';
      for (const seat of [0, 1] as Seat[])
        out.send(seat, event, viewFor(play, seat, gameId, now, paused));
    },
    ended: endedFor,
    failedNote: 'Points could not be saved right now. Please try another game later.',
  });
}

/** "Read my mind" on the game host. */
export const mindGame = (options: MindOptions = {}) => hostGame(mindRules(options));
