import { describe, expect, it } from 'vitest';
import type { TriviaView } from '../../../shared/protocol/index.ts';
import { announce, currentQuestion, feedbackOf, turnOf } from './triviaState.ts';

const q = (n: number, answered = false) => ({
  question: `Q${n}?`,
  choices: ['a', 'b', 'c', 'd'],
  category: 'general',
  difficulty: 'easy',
  ...(answered ? { selectedIndex: 1, correctIndex: 2 } : {}),
});

const view = (over: Partial<TriviaView>): TriviaView => ({
  gameId: 'g',
  yourQuestions: [],
  currentTurn: 'me',
  yourScore: 0,
  yourCurrentIndex: 0,
  opponentScore: 0,
  opponentCurrentIndex: 0,
  questionsPerPlayer: 5,
  turnId: 1,
  turnEndsAt: 0,
  timeLeft: 7000,
  ...over,
});

describe('trivia client state', () => {
  it('shows the question only on your turn', () => {
    const mine = view({ yourQuestions: [q(1, true), q(2)], yourCurrentIndex: 1 });
    expect(turnOf(mine, 'me')).toBe('you');
    expect(currentQuestion(mine, 'me')?.question).toBe('Q2?');
    const theirs = view({ currentTurn: 'them', yourQuestions: [q(1, true)], yourCurrentIndex: 1 });
    expect(turnOf(theirs, 'me')).toBe('partner');
    expect(currentQuestion(theirs, 'me')).toBeNull();
    expect(turnOf(view({ currentTurn: null }), 'me')).toBe('done');
  });

  it("says 'Correct!'/'Wrong!' about the partner and about your own answer", () => {
    const partner = feedbackOf(view({ answeredBy: 'them', isCorrect: true }), 'me', 1);
    expect(partner).toMatchObject({ who: 'partner', isCorrect: true });
    expect(announce(view({}), 'me', partner)).toContain("Partner's answer: Correct!");
    const own = feedbackOf(
      view({
        answeredBy: 'me',
        isCorrect: false,
        timedOut: true,
        currentTurn: 'them',
        yourQuestions: [q(1, true)],
        yourCurrentIndex: 1,
      }),
      'me',
      2,
    );
    expect(own).toMatchObject({ who: 'you', timedOut: true, question: { correctIndex: 2 } });
    expect(feedbackOf(view({}), 'me', 3)).toBeNull();
  });

  it("announces 'Waiting for opponent...' once you answered all, else 'Opponent's turn...'", () => {
    expect(announce(view({ currentTurn: 'them', yourCurrentIndex: 5 }), 'me', null)).toContain(
      'Waiting for opponent...',
    );
    expect(announce(view({ currentTurn: 'them', yourCurrentIndex: 4 }), 'me', null)).toContain(
      "Opponent's turn...",
    );
  });
});
