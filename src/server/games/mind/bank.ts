import { readFileSync } from 'node:fs';
import type { MindQuestion } from './rules.ts';

/** The "Would you rather…" questions shipped beside this file (our own wording). */
export function loadMindBank(): MindQuestion[] {
  const url = new URL('./questions.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as MindQuestion[];
}

/** `count` distinct questions, drawn uniformly (a partial Fisher–Yates shuffle). */
export function drawMindQuestions(
  bank: readonly MindQuestion[],
  count: number,
  random: () => number,
): MindQuestion[] {
  const pool = [...bank];
  const out: MindQuestion[] = [];
  while (out.length < count && pool.length > 0) {
    const i = Math.floor(random() * pool.length);
    out.push(pool[i]!);
    pool[i] = pool[pool.length - 1]!;
    pool.pop();
  }
  return out;
}
