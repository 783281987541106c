import { readFileSync } from 'node:fs';
import { bankLanguageFor, type BankLanguage } from '../bankLanguage.ts';
import type { MindQuestion } from './rules.ts';

/**
 * Each language's file beside this one. Options finish that language's prompt: "Would you
 * rather <a> or <b>?", "¿Preferirías <a> o <b>?", "Você prefere <a> ou <b>?", "Vous préférez… <a>
 * ou <b> ?", "Würdest du lieber… <a> oder <b>?" (so German options end on their verb),
 * "Hangisini seçerdin… <a> mı, <b> mı?" (the question particle follows each option's vowels),
 * "Что выберете… <a> или <b>?", "أيّهما أفضل لك… <a> أم <b>؟" (Russian options are infinitive or
 * noun phrases and Arabic ones verbal nouns or noun phrases, so neither line has to guess the
 * reader's gender).
 */
const FILES: Record<BankLanguage, string> = {
  en: './questions.json',
  es: './questions.es.json',
  'pt-BR': './questions.pt-BR.json',
  fr: './questions.fr.json',
  de: './questions.de.json',
  tr: './questions.tr.json',
  ru: './questions.ru.json',
  ar: './questions.ar.json',
};

function readBank(language: BankLanguage): MindQuestion[] {
  const questions = JSON.parse(
    readFileSync(new URL(FILES[language], import.meta.url), 'utf8'),
  ) as MindQuestion[];
  return questions.map((q) => ({ ...q, language }));
}

/** The English "Would you rather…" questions shipped beside this file (our own wording). */
export function loadMindBank(): MindQuestion[] {
  return readBank('en');
}

const loaded = new Map<BankLanguage, readonly MindQuestion[]>();

/**
 * The bank for a language tag's best match (see bankLanguageFor: 'es-MX' reads Spanish,
 * 'pt-PT' Brazilian Portuguese), else English; `language` says which one it is. Read once.
 */
export function bankFor(language: string | null | undefined): {
  language: BankLanguage;
  questions: readonly MindQuestion[];
} {
  const chosen = bankLanguageFor(language);
  let questions = loaded.get(chosen);
  if (!questions) loaded.set(chosen, (questions = readBank(chosen)));
  return { language: chosen, questions };
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
