import { create } from 'zustand';
import type {
  TriviaEnded,
  TriviaQuestionView,
  TriviaView,
} from '../../../shared/protocol/index.ts';

export type TriviaPhase = 'idle' | 'waiting' | 'incoming' | 'playing' | 'over';

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

export interface TriviaState {
  phase: TriviaPhase;
  view: TriviaView | null;
  ended: TriviaEnded | null;
  /** local clock deadline of the current turn (Date.now() based) */
  deadline: number | null;
  secondsLeft: number;
  /** you picked an answer this turn and wait for the server */
  answered: boolean;
  feedback: Feedback | null;
  /** you accepted and wait for the first question */
  starting: boolean;
  /** the latest polite screen-reader announcement */
  announcement: string;
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

export const verdict = (f: Pick<Feedback, 'isCorrect'>): string =>
  f.isCorrect ? 'Correct!' : 'Wrong!';

/** What a screen reader hears when a view arrives. */
export function announce(view: TriviaView, me: string | undefined, feedback: Feedback | null) {
  const parts: string[] = [];
  if (feedback) {
    const said = feedback.timedOut && !feedback.isCorrect ? "Time's up. Wrong!" : verdict(feedback);
    parts.push(feedback.who === 'you' ? `Your answer: ${said}` : `Partner's answer: ${said}`);
  }
  parts.push(`Score: you ${view.yourScore}, partner ${view.opponentScore}.`);
  const turn = turnOf(view, me);
  const q = currentQuestion(view, me);
  if (turn === 'you' && q)
    parts.push(
      `Your turn. Question ${view.yourCurrentIndex + 1} of ${view.questionsPerPlayer}: ${q.question}`,
    );
  else if (turn === 'partner')
    parts.push(
      view.yourCurrentIndex >= view.questionsPerPlayer
        ? 'Waiting for opponent...'
        : "Opponent's turn...",
    );
  return parts.join(' ');
}

export const RESULT_TITLE: Record<TriviaEnded['result'], string> = {
  victory: 'Victory!',
  defeat: 'Defeat',
  draw: "It's a draw",
  ended: 'Challenge ended',
};

/** '+20 points', or the reason there are none (e.g. 'Sign in to earn points'). */
export function rewardText(ended: TriviaEnded): string {
  const { awardedPoints, note } = ended.rewards;
  if (awardedPoints > 0) return `+${awardedPoints} points`;
  return note ?? 'No points this time.';
}
