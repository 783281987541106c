import { languageBanks } from '../bankLanguage.ts';
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
const banks = languageBanks<MindQuestion>(import.meta.url);

/** The English "Would you rather…" questions shipped beside this file (our own wording). */
export const loadMindBank = (): MindQuestion[] => banks.english();

/** The bank for a language tag's best match, else English (read once). */
export const bankFor = banks.bankFor;

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
