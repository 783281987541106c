import { readFileSync } from 'node:fs';
import type { Match } from '../matchmaking/service.ts';

/** The languages the trivia and "Read my mind" banks are written in ('en' is the fallback). */
export const BANK_LANGUAGES = ['en', 'es', 'pt-BR', 'fr', 'de', 'tr', 'ru', 'ar'] as const;
export type BankLanguage = (typeof BANK_LANGUAGES)[number];

/** Each bank by the primary subtag of the languages it serves. */
const BY_PRIMARY: Readonly<Record<string, BankLanguage>> = {
  en: 'en',
  es: 'es',
  pt: 'pt-BR',
  fr: 'fr',
  de: 'de',
  tr: 'tr',
  ru: 'ru',
  ar: 'ar',
};

/**
 * The bank that best serves a language tag (BCP 47, any case, '-' or '_'), by its primary
 * subtag: every Spanish ('es', 'es-MX', 'es-ES') reads the one neutral Spanish bank, and every
 * Portuguese ('pt', 'pt-PT', 'pt-AO') reads the Brazilian one, since a Portuguese reader
 * follows Brazilian spelling far better than English. Every French ('fr-CA', 'fr-BE', 'fr-CH')
 * reads the one French bank, and every German ('de-AT', 'de-CH') the one German bank: their
 * questions name the country where a fact holds in one country only. Every Russian ('ru-KZ')
 * reads the Russian bank and every Arabic ('ar-EG', 'ar-MA') the one Modern Standard Arabic
 * bank. Anything else, or none, gets English.
 */
export function bankLanguageFor(language: string | null | undefined): BankLanguage {
  const primary = language?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(BY_PRIMARY, primary) ? BY_PRIMARY[primary]! : 'en';
}

/**
 * The language a game factory asks its questions in: one tag for every match, or read from
 * each match (e.g. the pair's shared language) when the game starts.
 */
export type LanguageChoice = string | null | ((match: Match) => string | null | undefined);

export const languageOfMatch = (choice: LanguageChoice | undefined, match: Match) =>
  typeof choice === 'function' ? choice(match) : choice;

/**
 * A game's question banks, one file per language beside the game (`questions.json` in English,
 * `questions.<lang>.json` else), each question marked with its bank's language. Read once.
 */
export function languageBanks<Q extends object>(beside: string) {
  const loaded = new Map<BankLanguage, readonly (Q & { language: string })[]>();
  const read = (language: BankLanguage) => {
    const file = language === 'en' ? './questions.json' : `./questions.${language}.json`;
    const questions = JSON.parse(readFileSync(new URL(file, beside), 'utf8')) as Q[];
    return questions.map((q) => ({ ...q, language }));
  };
  return {
    /** the English bank, freshly read */
    english: () => read('en'),
    /**
     * The bank for a language tag's best match (see bankLanguageFor: 'es-MX' reads Spanish,
     * 'pt-PT' Brazilian Portuguese), else English; `language` says which one it is.
     */
    bankFor(language: string | null | undefined) {
      const chosen = bankLanguageFor(language);
      let questions = loaded.get(chosen);
      if (!questions) loaded.set(chosen, (questions = read(chosen)));
      return { language: chosen, questions };
    },
  };
}
