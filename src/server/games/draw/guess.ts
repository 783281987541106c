/**
 * How a guess is read against the word: the way a person types it, not the way the list
 * spells it. Case is folded in the word's own language (Turkish 'I' is 'ı', 'İ' is 'i'),
 * accents and Arabic vowel marks are dropped, the letters people type one for another are
 * taken as one (ı and i, ß and ss, the Arabic alef forms, ta marbuta and ha, alef maqsura and
 * ya), and spaces and punctuation around or between the words count for nothing more than
 * a single space.
 */

const FOLDS: [RegExp, string][] = [
  [/ı/g, 'i'],
  [/ß/g, 'ss'],
  [/[أإآٱ]/g, 'ا'],
  [/ة/g, 'ه'],
  [/ى/g, 'ي'],
  // Arabic's stretching stroke (tatweel) is decoration, never a letter
  [/ـ/g, ''],
];

/** A text as guesses are compared: letters and digits of `language`, single spaces. */
export function normalizeGuess(text: string, language: string): string {
  let folded = text.toLocaleLowerCase(language).normalize('NFD').replace(/\p{M}/gu, '');
  for (const [from, to] of FOLDS) folded = folded.replace(from, to);
  return folded
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}

/** The articles people put before a noun they guess ("a cat", "la pomme", "القطة"). */
const ARTICLES: Record<string, RegExp> = {
  en: /^(?:a|an|the) /,
  es: /^(?:el|la|los|las|un|una|unos|unas) /,
  'pt-BR': /^(?:o|a|os|as|um|uma|uns|umas) /,
  fr: /^(?:le|la|les|l|un|une|des|du) /,
  de: /^(?:der|die|das|den|dem|ein|eine|einen|einer) /,
  tr: /^bir /,
  ar: /^ال/,
};

/**
 * The guess names the word: nothing else but spaces and punctuation around it, and at most
 * an article before it.
 */
export function guessMatches(text: string, word: string, language: string): boolean {
  const guess = normalizeGuess(text, language);
  const target = normalizeGuess(word, language);
  if (guess === target) return true;
  const article = ARTICLES[language];
  return article !== undefined && guess.replace(article, '') === target;
}

/** The text has the word in it, as whole words: a drawer giving it away in the chat. */
export function mentionsWord(text: string, word: string, language: string): boolean {
  const said = ` ${normalizeGuess(text, language)} `;
  return said.includes(` ${normalizeGuess(word, language)} `);
}

/** The word's shape for the one guessing: one '_' per letter, its spaces kept. */
export const hintOf = (word: string): string =>
  [...word.normalize('NFC')].map((c) => (/\s/u.test(c) ? ' ' : /[-']/u.test(c) ? c : '_')).join('');
