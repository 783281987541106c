import { describe, expect, it } from 'vitest';
import { MIND } from '../../../shared/protocol/index.ts';
import { BANK_LANGUAGES } from '../bankLanguage.ts';
import { bankFor, drawMindQuestions, loadMindBank } from './bank.ts';

const bank = loadMindBank();
/** case, spaces and punctuation aside */
const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Ids per bank (a prefix keeps them apart across languages) and how an option may begin. */
const SHAPE = {
  en: { id: /^wyr-\d{3}$/, start: /^[a-z0-9]/ },
  es: { id: /^es-wyr-\d{3}$/, start: /^[\p{Ll}0-9]/u },
  'pt-BR': { id: /^pt-wyr-\d{3}$/, start: /^[\p{Ll}0-9]/u },
  fr: { id: /^fr-wyr-\d{3}$/, start: /^[\p{Ll}0-9]/u },
  // German nouns are capitalised wherever they stand
  de: { id: /^de-wyr-\d{3}$/, start: /^[\p{L}0-9]/u },
  // Turkish options may open on a place name (İstanbul'da yaşamak)
  tr: { id: /^tr-wyr-\d{3}$/, start: /^[\p{L}0-9]/u },
  ru: { id: /^ru-wyr-\d{3}$/, start: /^[\p{Ll}0-9]/u },
  // Arabic has no letter case: an option starts with an Arabic letter or a digit
  ar: { id: /^ar-wyr-\d{3}$/, start: /^[\p{Script=Arabic}0-9]/u },
} as const;

describe.each(BANK_LANGUAGES)('the %s "Would you rather…" bank', (language) => {
  const { questions } = bankFor(language);
  const shape = SHAPE[language];

  it('holds at least 300 questions with unique ids, each marked with its bank', () => {
    expect(questions.length).toBeGreaterThanOrEqual(300);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const q of questions) {
      expect(q.id).toMatch(shape.id);
      expect(q.language, q.id).toBe(language);
    }
  });

  it('gives every question two distinct, short options that finish the prompt', () => {
    for (const { id, options } of questions) {
      expect(options, id).toHaveLength(2);
      const [a, b] = options;
      expect(norm(a), id).not.toBe(norm(b));
      for (const option of options) {
        expect(option.length, id).toBeGreaterThanOrEqual(4);
        expect(option.length, id).toBeLessThanOrEqual(60);
        // "Would you rather <a> or <b>?": no capitalised start (names aside) or end punctuation
        expect(option, id).toMatch(shape.start);
        expect(option, id).not.toMatch(/[?.!,;:؟،؛]$/);
        expect(option, id).toBe(option.trim());
      }
    }
  });

  it('has no question twice, options in either order', () => {
    const keys = questions.map((q) => [norm(q.options[0]), norm(q.options[1])].sort().join(' | '));
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(twice).toEqual([]);
  });
});

describe('the Spanish bank', () => {
  it('never needs «u» for «o» (the prompt joins the options with a plain «o»)', () => {
    for (const { id, options } of bankFor('es').questions)
      expect(options[1], id).not.toMatch(/^h?o/i);
  });
});

describe('the German bank', () => {
  it('ends every option on its verb, as «Würdest du lieber… <a> oder <b>?» needs', () => {
    // every German infinitive ends in -n (gehen, wandern, sein, tun)
    for (const { id, options } of bankFor('de').questions)
      for (const option of options) expect(option, id).toMatch(/n$/);
  });
});

describe('the Turkish bank', () => {
  it('ends every option on a vowel-bearing word, so «mı/mi/mu/mü» can follow it', () => {
    for (const { id, options } of bankFor('tr').questions)
      for (const option of options) expect(option, id).toMatch(/[aeıioöuüâîû][^aeıioöuüâîû\s]*$/iu);
  });
});

describe('choosing the bank for a language', () => {
  it.each([
    ['es-MX', 'es'],
    ['es', 'es'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['en-US', 'en'],
    ['fr-CH', 'fr'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['tr', 'tr'],
    ['ja', 'en'],
    ['ru', 'ru'],
    ['ru-UA', 'ru'],
    ['ar-SA', 'ar'],
    ['ar', 'ar'],
    [null, 'en'],
  ])('%s reads the %s bank', (tag, expected) => {
    expect(bankFor(tag).language).toBe(expected);
  });

  it('still serves the English bank to loadMindBank callers', () => {
    expect(loadMindBank()).toEqual(bankFor('en').questions);
  });
});

describe('drawing "Would you rather…" questions', () => {
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
