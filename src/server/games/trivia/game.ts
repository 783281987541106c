import type { Match } from '../../matchmaking/service.ts';
import type { Seat } from '../host/definition.ts';
import { hostGame } from '../host/hosted.ts';
import { defineRules } from '../host/rules.ts';
import { languageOfMatch, type LanguageChoice } from '../bankLanguage.ts';
import { bankFor, drawQuestions, RecentQuestions } from './bank.ts';
import {
  ANSWER_GRACE_MS,
  move,
  outcome,
  PER_PLAYER,
  resume,
  setup,
  timeout,
  type Board,
  type Question,
  type TriviaEffect,
  type TriviaMove,
} from './rules.ts';
import { endedFor, viewFor } from './views.ts';

export interface TriviaOptions {
  bank?: Question[];
  /** ask in this language's bank (bankFor), else English; ignored when `bank` is given */
  language?: LanguageChoice;
  now?: () => number;
  random?: () => number;
}

/** The trivia duel's rules: its questions, its answers, its turn clock and per-seat views. */
export function triviaRules(options: TriviaOptions = {}) {
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

  return defineRules<'trivia', Board, TriviaMove, TriviaEffect, Question[] | undefined>({
    kind: 'trivia',
    random,
    moves: {
      submitAnswer: ({ selectedIndex }) => ({ type: 'answer', selectedIndex }),
    },
    prepare: draw,
    setup,
    move,
    outcome,
    deadline: (board) => board.turnEndsAt + ANSWER_GRACE_MS,
    timeout,
    resume,
    emit(effect, { play, gameId, now: at, out }) {
      const event = effect.type === 'started' ? 'challengeStarted' : 'challengeUpdate';
      const answered = effect.type === 'answered' ? effect : undefined;
      for (const seat of [0, 1] as Seat[])
        out.send(seat, event, viewFor(play, seat, out.ids, gameId, at, answered));
    },
    ended: endedFor,
    failedNote: 'Points could not be saved right now. Please try another game later.',
  });
}

/** The trivia duel on the game host. */
export const triviaGame = (options: TriviaOptions = {}) => hostGame(triviaRules(options));
