/** The trivia rules suites' fixtures: a fixed clock, ten known questions, a started game. */
import { hosted } from '../host/rule.fixture.ts';
import { triviaRules } from './game.ts';
import { PER_PLAYER, type Board, type Question } from './rules.ts';

export { T0 } from '../host/rule.fixture.ts';
export const IDS = ['sock-a', 'sock-b'] as const;

/** Ten questions whose right answer is `i % 4`. */
export const QUESTIONS: Question[] = Array.from({ length: PER_PLAYER * 2 }, (_, i) => ({
  id: `q${i}`,
  category: 'general',
  difficulty: 'easy',
  question: `Question number ${i}?`,
  choices: ['w', 'x', 'y', 'z'].map((c) => `choice ${c}${i}`),
  answer: i % 4,
}));

export const rules = triviaRules({ bank: QUESTIONS });

/** A duel on the host's flow; seat 0 goes first unless `random` says otherwise. */
export const game = (random = () => 0.1) => hosted(rules, random);

/** A started game: seat 0 (the requester) goes first because random() < 0.5. */
export const started = (random?: () => number) => game(random).start(QUESTIONS);

export const right = (board: Board) =>
  board.questions[board.turn][board.answers[board.turn].length]!.answer;
export const wrong = (board: Board) => (right(board) + 1) % 4;
export const answer = (selectedIndex: number | null) => ({
  type: 'answer' as const,
  selectedIndex,
});
