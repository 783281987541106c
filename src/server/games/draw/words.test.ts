import { describe, expect, it } from 'vitest';
import { BANK_LANGUAGES } from '../bankLanguage.ts';
import { guessMatches, hintOf, mentionsWord, normalizeGuess } from './guess.ts';
import { drawWords, wordsFor } from './words.ts';

/** The script each list is written in: a word in another one is a slip of the keyboard. */
const SCRIPT: Record<string, RegExp> = {
  ru: /^[\p{Script=Cyrillic}]+(?:[ -][\p{Script=Cyrillic}]+)*$/u,
  ar: /^[\p{Script=Arabic}]+(?: [\p{Script=Arabic}]+)*$/u,
  latin: /^[\p{Script=Latin}]+(?:(?:[ -]|’)[\p{Script=Latin}]+)*$/u,
};

describe.each(BANK_LANGUAGES)('the %s word list of Draw and guess', (language) => {
  const { language: listed, words } = wordsFor(language);

  it('is its own language’s list, with at least 300 words', () => {
    expect(listed).toBe(language);
    expect(words.length).toBeGreaterThanOrEqual(300);
  });

  it('has no word twice, as a guess reads them (case, accents and spacing aside)', () => {
    const seen = new Map<string, string>();
    for (const word of words) {
      const key = normalizeGuess(word, language);
      expect(seen.get(key), `${word} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, word);
    }
  });

  it('writes every word in its script: a thing of one to three words, trimmed, short', () => {
    const script = SCRIPT[language] ?? SCRIPT.latin!;
    for (const word of words) {
      expect(word, word).toMatch(script);
      expect(word.length, word).toBeLessThanOrEqual(28);
      expect(word.split(' ').length, word).toBeLessThanOrEqual(4);
      // a guess typed exactly as listed is right, and its hint gives away no letter
      expect(guessMatches(word, word, language), word).toBe(true);
      expect(hintOf(word), word).toMatch(/^[_ ’-]+$/);
    }
  });
});

describe('reading a guess', () => {
  it('ignores case, accents, and the spaces and punctuation around it', () => {
    expect(guessMatches('  Ice-Cream!! ', 'ice cream', 'en')).toBe(true);
    expect(guessMatches('cafe', 'café', 'fr')).toBe(true);
    expect(guessMatches('Pinguin.', 'Pinguin', 'de')).toBe(true);
    expect(guessMatches('strasse', 'Straße', 'de')).toBe(true);
    expect(guessMatches('ёж', 'ёж', 'ru')).toBe(true);
    expect(guessMatches('еж', 'ёж', 'ru')).toBe(true);
    expect(guessMatches('jus d’orange', 'jus d’orange', 'fr')).toBe(true);
    expect(guessMatches("jus d'orange", 'jus d’orange', 'fr')).toBe(true);
    expect(guessMatches('pear', 'apple', 'en')).toBe(false);
    expect(guessMatches('apples', 'apple', 'en')).toBe(false);
  });

  it('takes the word with an article before it, as people guess a thing', () => {
    expect(guessMatches('a cat', 'cat', 'en')).toBe(true);
    expect(guessMatches('The Apple', 'apple', 'en')).toBe(true);
    expect(guessMatches('la pomme', 'pomme', 'fr')).toBe(true);
    expect(guessMatches('l’orange', 'orange', 'fr')).toBe(true);
    expect(guessMatches('ein Apfel', 'Apfel', 'de')).toBe(true);
    expect(guessMatches('القطة', 'قطة', 'ar')).toBe(true);
    expect(guessMatches('a cat', 'dog', 'en')).toBe(false);
    expect(guessMatches('my cat', 'cat', 'en')).toBe(false);
  });

  it('reads Turkish dotted and dotless i as a Turkish keyboard or an English one types them', () => {
    expect(guessMatches('KIRMIZI', 'kırmızı', 'tr')).toBe(true);
    expect(guessMatches('kirmizi', 'kırmızı', 'tr')).toBe(true);
    expect(guessMatches('İNEK', 'inek', 'tr')).toBe(true);
  });

  it('reads Arabic without its vowel marks and with the alef and ta marbuta forms people type', () => {
    expect(guessMatches('أَرْنَب', 'أرنب', 'ar')).toBe(true);
    expect(guessMatches('ارنب', 'أرنب', 'ar')).toBe(true);
    expect(guessMatches('قطه', 'قطة', 'ar')).toBe(true);
  });

  it('finds the word written among others, only as a whole word', () => {
    expect(mentionsWord('it is a CAT, really', 'cat', 'en')).toBe(true);
    expect(mentionsWord('category', 'cat', 'en')).toBe(false);
    expect(mentionsWord('I love ice  cream', 'ice cream', 'en')).toBe(true);
  });
});

describe('drawing the words of a game', () => {
  it('draws different words of the list', () => {
    const { words } = wordsFor('en');
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const drawn = drawWords(words, 4, random);
    expect(new Set(drawn).size).toBe(4);
    for (const word of drawn) expect(words).toContain(word);
  });

  it('falls back to English for a language without a list', () => {
    expect(wordsFor('ja').language).toBe('en');
    expect(wordsFor('pt-PT').language).toBe('pt-BR');
  });
});
