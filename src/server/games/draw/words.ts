import { readFileSync } from 'node:fs';
import { bankLanguageFor, type BankLanguage } from '../bankLanguage.ts';

/**
 * The words to draw, one list per language (words/<language>.json), each written in that
 * language: concrete things a person can draw in a minute. Read once per language.
 */
const loaded = new Map<BankLanguage, readonly string[]>();

export function wordsFor(language: string | null | undefined): {
  language: BankLanguage;
  words: readonly string[];
} {
  const chosen = bankLanguageFor(language);
  let words = loaded.get(chosen);
  if (!words) {
    const file = new URL(`./words/${chosen}.json`, import.meta.url);
    words = JSON.parse(readFileSync(file, 'utf8')) as string[];
    loaded.set(chosen, words);
  }
  return { language: chosen, words };
}

/** `count` different words of the list, drawn with `random`. */
export function drawWords(words: readonly string[], count: number, random: () => number): string[] {
  const pool = [...words];
  const drawn: string[] = [];
  while (drawn.length < count && pool.length > 0) {
    const i = Math.floor(random() * pool.length);
    drawn.push(pool.splice(i, 1)[0]!);
  }
  return drawn;
}
