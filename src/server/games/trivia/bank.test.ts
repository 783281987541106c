import { describe, expect, it } from 'vitest';
import { BANK_LANGUAGES } from '../bankLanguage.ts';
import { bankFor, drawQuestions, loadBank, normalizeText, RecentQuestions } from './bank.ts';
import type { Question } from './rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const bank = loadBank();

/** A seeded generator (mulberry32), so draws are repeatable. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The English bank's categories: the keys every language's bank files its questions under. */
const CATEGORIES = [
  'arts',
  'entertainment',
  'food',
  'general',
  'geography',
  'history',
  'language',
  'nature',
  'science',
  'sports',
  'technology',
];

describe.each(BANK_LANGUAGES)('the %s trivia question bank', (language) => {
  const { questions } = bankFor(language);

  it('has at least 500 questions, each marked with the bank it came from', () => {
    expect(questions.length).toBeGreaterThanOrEqual(500);
    for (const q of questions) expect(q.language, q.id).toBe(language);
  });

  it('has unique ids and unique questions (ignoring case and punctuation)', () => {
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    const seen = new Map<string, string>();
    for (const q of questions) {
      const key = normalizeText(q.question);
      expect(seen.get(key), `${q.id} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, q.id);
    }
  });

  it('gives every question text, a known category, a difficulty and 4 distinct choices with the answer in range', () => {
    for (const q of questions) {
      const where = `question ${q.id}`;
      expect(q.question.trim().length, where).toBeGreaterThan(5);
      expect(q.question.length, where).toBeLessThanOrEqual(140);
      expect(CATEGORIES, where).toContain(q.category);
      expect(['easy', 'medium', 'hard'], where).toContain(q.difficulty);
      expect(q.choices, where).toHaveLength(4);
      for (const c of q.choices) {
        expect(c.trim(), where).not.toBe('');
        expect(c.length, where).toBeLessThanOrEqual(40);
      }
      // symbols matter in choices ('-10' vs '10', '@' vs '#'): compare them case-blind only
      expect(new Set(q.choices.map((c) => c.trim().toLowerCase())).size, where).toBe(4);
      expect(Number.isInteger(q.answer) && q.answer >= 0 && q.answer <= 3, where).toBe(true);
    }
  });

  it('covers every category and difficulty', () => {
    expect(new Set(questions.map((q) => q.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(questions.map((q) => q.difficulty))).toEqual(
      new Set(['easy', 'medium', 'hard']),
    );
  });

  it('does not favour one answer position (a player could guess it)', () => {
    const counts = [0, 0, 0, 0];
    for (const q of questions) counts[q.answer]! += 1;
    for (const n of counts) expect(n).toBeGreaterThan(questions.length * 0.2);
  });
});

describe('choosing the bank for a language', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es-ES', 'es'],
    ['ES_ar', 'es'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR_be', 'fr'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['de_CH', 'de'],
    ['tr', 'tr'],
    ['tr-TR', 'tr'],
    ['ja', 'en'],
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['RU_kz', 'ru'],
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['AR_ma', 'ar'],
    ['', 'en'],
    [null, 'en'],
  ])('%s reads the %s bank', (tag, expected) => {
    const chosen = bankFor(tag);
    expect(chosen.language).toBe(expected);
    expect(chosen.questions[0]!.language).toBe(expected);
  });

  it("keeps question ids apart across languages (a pair's recent questions are kept by id)", () => {
    const ids = BANK_LANGUAGES.flatMap((l) => bankFor(l).questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('still serves the English bank to loadBank callers', () => {
    expect(loadBank()).toEqual(bankFor('en').questions);
  });
});

describe('drawing questions for a pair', () => {
  const T0 = Date.UTC(2025, 4, 10, 12);

  it('draws ten distinct questions', () => {
    const drawn = drawQuestions(bank, new Map(), T0, 10, seeded(1));
    expect(new Set(drawn.map((q) => q.id)).size).toBe(10);
  });

  it('never shows a pair a question again within a day while the bank has others', () => {
    const recent = new RecentQuestions();
    const pair = RecentQuestions.pairKey('user-b', 'user-a');
    expect(pair).toBe(RecentQuestions.pairKey('user-a', 'user-b'));
    const random = seeded(2);
    const shown = new Set<string>();
    const games = Math.floor(bank.length / 10);
    for (let g = 0; g < games; g++) {
      const now = T0 + g * 60_000;
      const drawn = drawQuestions(bank, recent.seen(pair, now), now, 10, random);
      for (const q of drawn) {
        expect(shown.has(q.id)).toBe(false);
        shown.add(q.id);
      }
      recent.remember(
        pair,
        drawn.map((q) => q.id),
        now,
      );
    }
    // Another pair is not limited by this one's history.
    const other = drawQuestions(bank, recent.seen('x y', T0), T0, 10, random);
    expect(other).toHaveLength(10);
  });

  it('reuses the longest-ago questions only when the bank runs short, and forgets after a day', () => {
    const small: Question[] = bank.slice(0, 12);
    const seen = new Map<string, number>(small.slice(0, 8).map((q, i) => [q.id, T0 + i]));
    const drawn = drawQuestions(small, seen, T0 + 100, 10, seeded(3));
    const ids = drawn.map((q) => q.id);
    // the 4 unseen first, then the 6 seen longest ago
    expect(new Set(ids.slice(0, 4))).toEqual(new Set(small.slice(8).map((q) => q.id)));
    expect(new Set(ids.slice(4))).toEqual(new Set(small.slice(0, 6).map((q) => q.id)));

    const recent = new RecentQuestions();
    recent.remember('p', ['a', 'b'], T0);
    expect(recent.seen('p', T0 + DAY - 1).size).toBe(2);
    expect(recent.seen('p', T0 + DAY).size).toBe(0);
  });
});
