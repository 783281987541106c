import type { I18n } from '@lingui/core';
import { create } from 'zustand';
import type {
  TriviaEnded,
  TriviaQuestionView,
  TriviaView,
} from '../../../shared/protocol/index.ts';
import { i18n as appI18n } from '../../i18n/i18n.ts';
import type { ChallengeState } from '../games/challenge/challengeController.ts';

/** What the last answer was, shown to both sides ('Correct!' / 'Wrong!'). */
export interface Feedback {
  who: 'you' | 'partner';
  isCorrect: boolean;
  timedOut: boolean;
  /** your own answered question, to show the right answer */
  question?: TriviaQuestionView;
  /** changes with every answer, so the same text twice is still announced */
  seq: number;
}

export interface TriviaState extends ChallengeState<TriviaView, TriviaEnded> {
  /** local clock deadline of the current turn (Date.now() based) */
  deadline: number | null;
  secondsLeft: number;
  /** you picked an answer this turn and wait for the server */
  answered: boolean;
  feedback: Feedback | null;
}

export const initialTrivia: TriviaState = {
  phase: 'idle',
  view: null,
  ended: null,
  deadline: null,
  secondsLeft: 0,
  answered: false,
  feedback: null,
  starting: false,
  announcement: '',
};

export const useTrivia = create<TriviaState>(() => initialTrivia);

export type Turn = 'you' | 'partner' | 'done';

/** Whose turn it is from `me`'s side; 'done' once every question has been answered. */
export function turnOf(view: TriviaView, me: string | undefined): Turn {
  if (!view.currentTurn) return 'done';
  return view.currentTurn === me ? 'you' : 'partner';
}

/** The question you must answer now, or none when it is not your turn. */
export function currentQuestion(
  view: TriviaView,
  me: string | undefined,
): TriviaQuestionView | null {
  if (turnOf(view, me) !== 'you') return null;
  return view.yourQuestions[view.yourCurrentIndex] ?? null;
}

/** Feedback for an update that carries an answer. */
export function feedbackOf(view: TriviaView, me: string | undefined, seq: number): Feedback | null {
  if (!view.answeredBy || view.isCorrect === undefined) return null;
  const who = view.answeredBy === me ? 'you' : 'partner';
  const feedback: Feedback = { who, isCorrect: view.isCorrect, timedOut: !!view.timedOut, seq };
  if (who === 'you') feedback.question = view.yourQuestions[view.yourCurrentIndex - 1];
  return feedback;
}

/**
 * The words below take the panel's `i18n` (from useLingui, so a language switch re-renders
 * them); the controller, outside React, uses the app's own.
 */
export const verdict = (f: Pick<Feedback, 'isCorrect'>, i18n: I18n = appI18n): string =>
  f.isCorrect ? i18n._('trivia.correct') : i18n._('trivia.wrong');

/** A count in the current language's digits and separators. */
export const formatNumber = (n: number, i18n: I18n = appI18n): string =>
  new Intl.NumberFormat(i18n.locale).format(n);

/** 'Waiting for opponent...' once you answered all, else "Opponent's turn...". */
export const partnerTurnText = (view: TriviaView, i18n: I18n = appI18n): string =>
  view.yourCurrentIndex >= view.questionsPerPlayer
    ? i18n._('trivia.waitingForOpponent')
    : i18n._('trivia.opponentsTurn');

/** What a screen reader hears when a view arrives. */
export function announce(
  view: TriviaView,
  me: string | undefined,
  feedback: Feedback | null,
  i18n: I18n = appI18n,
) {
  const parts: string[] = [];
  if (feedback) {
    const said =
      feedback.timedOut && !feedback.isCorrect
        ? i18n._('trivia.announce.timeUpWrong')
        : verdict(feedback, i18n);
    parts.push(
      feedback.who === 'you'
        ? i18n._('trivia.announce.yourAnswer', { verdict: said })
        : i18n._('trivia.announce.partnersAnswer', { verdict: said }),
    );
  }
  parts.push(
    i18n._('trivia.announce.score', {
      you: formatNumber(view.yourScore, i18n),
      partner: formatNumber(view.opponentScore, i18n),
    }),
  );
  const turn = turnOf(view, me);
  const q = currentQuestion(view, me);
  if (turn === 'you' && q)
    parts.push(
      i18n._('trivia.announce.yourTurn', {
        number: formatNumber(view.yourCurrentIndex + 1, i18n),
        total: formatNumber(view.questionsPerPlayer, i18n),
        question: q.question,
      }),
    );
  else if (turn === 'partner') parts.push(partnerTurnText(view, i18n));
  return parts.join(' ');
}

/** The result screen's title. */
export function resultTitle(result: TriviaEnded['result'], i18n: I18n = appI18n): string {
  switch (result) {
    case 'victory':
      return i18n._('trivia.result.victory');
    case 'defeat':
      return i18n._('trivia.result.defeat');
    case 'draw':
      return i18n._('trivia.result.draw');
    case 'ended':
      return i18n._('trivia.result.ended');
  }
}
