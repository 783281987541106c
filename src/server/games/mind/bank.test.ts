import { describe, expect, it } from 'vitest';
import { MIND } from '../../../shared/protocol/index.ts';
import { drawMindQuestions, loadMindBank } from './bank.ts';

const bank = loadMindBank();
/** case, spaces and punctuation aside */
const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe('the "Would you rather…" bank', () => {
  it('holds at least 300 questions with unique ids', () => {
    expect(bank.length).toBeGreaterThanOrEqual(300);
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    for (const q of bank) expect(q.id).toMatch(/^wyr-\d{3}$/);
  });

  it('gives every question two distinct, short options that finish the prompt', () => {
    for (const { id, options } of bank) {
      expect(options, id).toHaveLength(2);
      const [a, b] = options;
      expect(norm(a), id).not.toBe(norm(b));
      for (const option of options) {
        expect(option.length, id).toBeGreaterThanOrEqual(4);
        expect(option.length, id).toBeLessThanOrEqual(60);
        // "Would you rather <a> or <b>?": no capitalised start (names aside) or end punctuation
        expect(option, id).toMatch(/^[a-z0-9]/);
        expect(option, id).not.toMatch(/[?.!,;:]$/);
        expect(option, id).toBe(option.trim());
      }
    }
  });

  it('has no question twice, options in either order', () => {
    const keys = bank.map((q) => [norm(q.options[0]), norm(q.options[1])].sort().join(' | '));
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(twice).toEqual([]);
  });

  it('draws distinct questions for a game', () => {
    let seed = 3;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 50; i++) {
      const drawn = drawMindQuestions(bank, MIND.rounds, random);
      expect(drawn).toHaveLength(MIND.rounds);
      expect(new Set(drawn.map((q) => q.id)).size).toBe(MIND.rounds);
    }
  });
});
