import type { Match } from '../matchmaking/service.ts';

/** The languages the trivia and "Read my mind" banks are written in ('en' is the fallback). */
export const BANK_LANGUAGES = ['en', 'es', 'pt-BR', 'ru', 'ar'] as const;
export type BankLanguage = (typeof BANK_LANGUAGES)[number];

/**
 * The bank that best serves a language tag (BCP 47, any case, '-' or '_'), by its primary
 * subtag: every Spanish ('es', 'es-MX', 'es-ES') reads the one neutral Spanish bank, and every
 * Portuguese ('pt', 'pt-PT', 'pt-AO') reads the Brazilian one, since a Portuguese reader
 * follows Brazilian spelling far better than English. Every Russian ('ru', 'ru-RU', 'ru-KZ')
 * reads the Russian bank, and every Arabic ('ar', 'ar-EG', 'ar-MA') the one Modern Standard
 * Arabic bank. Anything else, or none, gets English.
 */
export function bankLanguageFor(language: string | null | undefined): BankLanguage {
  const primary = language?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'es') return 'es';
  if (primary === 'pt') return 'pt-BR';
  if (primary === 'ru') return 'ru';
  if (primary === 'ar') return 'ar';
  return 'en';
}

/**
 * The language a game factory asks its questions in: one tag for every match, or read from
 * each match (e.g. the pair's shared language) when the game starts.
 */
export type LanguageChoice = string | null | ((match: Match) => string | null | undefined);

export const languageOfMatch = (choice: LanguageChoice | undefined, match: Match) =>
  typeof choice === 'function' ? choice(match) : choice;
