/**
 * The trivia rules suites' fixtures: a fixed clock, ten known questions, a started game. Tests
 * only (it asserts with vitest), as every *.fixture.ts (eslint.config.js).
 */
import { expect } from 'vitest';
import {
  PER_PLAYER,
  reduce,
  type PlayingState,
  type Question,
  type TriviaAction,
  type TriviaEffect,
  type TriviaState,
} from './rules.ts';

export const T0 = 1_000_000;
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

export const ctx = (now = T0, random = () => 0.1) => ({ now, random });

export function run(actions: TriviaAction[], start: TriviaState | null = null, now = T0) {
  let state = start;
  const effects: TriviaEffect[] = [];
  for (const action of actions) {
    const step = reduce(state, action, ctx(now));
    expect(step.refused).toBeUndefined();
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

/** A started game; seat 0 (the requester) goes first because random() < 0.5. */
export function started(): PlayingState {
  const { state } = run([
    { type: 'request', by: 0 },
    { type: 'accept', by: 1, questions: QUESTIONS },
  ]);
  return state as PlayingState;
}

export const right = (state: PlayingState) =>
  state.questions[state.turn][state.answers[state.turn].length]!.answer;
export const wrong = (state: PlayingState) => (right(state) + 1) % 4;
