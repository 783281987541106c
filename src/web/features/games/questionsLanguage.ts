import { useLingui } from '@lingui/react';
import { MIND } from '../../../shared/protocol/mind.ts';
import { i18n } from '../../i18n/i18n.ts';
import { shownPartner, useCall } from '../chat/callStore.ts';
import { nativeName, uiLanguage } from '../languages/spoken.ts';

const primary = (tag: string) => tag.toLowerCase().split('-')[0]!;

/**
 * The note a question game shows beside its questions when they are not in the language the
 * pair shares ("Questions in English" for two German speakers: no German bank), or, when the
 * pair shares none, not in the page's language; null when nothing needs saying. `bank` is the
 * view's `language` (absent from older servers: English).
 */
export function questionsLanguageNote(
  bank: string | undefined,
  sharedLanguage: string | null,
  pageLanguage: string = uiLanguage(),
): string | null {
  const asked = bank ?? 'en';
  const expected = sharedLanguage ?? pageLanguage;
  return primary(asked) === primary(expected)
    ? null
    : i18n._('games.questionsIn', { language: nativeName(asked) });
}

/** The note for the pair in the call now (questionsLanguageNote), for a game's panel. */
export function useQuestionsLanguageNote(bank: string | undefined): string | null {
  // re-worded when the page's language changes
  useLingui();
  const shared = useCall((s) => shownPartner(s)?.sharedLanguage ?? null);
  return questionsLanguageNote(bank, shared);
}

/** Read my mind's question line in the bank's own language (English: the spec's prompt). */
export function mindQuestionLine(bank: string | undefined, a: string, b: string): string {
  switch (primary(bank ?? 'en')) {
    case 'es':
      return `¿Qué prefieres… ${a} o ${b}?`;
    case 'pt':
      return `Você prefere… ${a} ou ${b}?`;
    // the Russian and Arabic options are verb or noun phrases: neither line assumes a gender
    case 'ru':
      return `Что выберешь… ${a} или ${b}?`;
    case 'ar':
      return `أيّهما أفضل لك… ${a} أم ${b}؟`;
    default:
      return `${MIND.prompt} ${a} or ${b}?`;
  }
}
