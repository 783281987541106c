import { useLingui } from '@lingui/react';
import { MIND } from '../../../shared/protocol/mind.ts';
import { currentLocale, i18n } from '../../i18n/i18n.ts';
import { shownPartner, useCall } from '../chat/callStore.ts';
import { uiLanguage } from '../languages/spoken.ts';

const primary = (tag: string) => tag.toLowerCase().split('-')[0]!;

/**
 * A language's name in the reader's language ('en' for a German page: "Englisch"), as it
 * stands inside that language's sentence; the tag itself if the browser cannot name it.
 */
export function languageNameIn(tag: string, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The note a question game shows beside its questions when they are not in the language the
 * pair shares ("Questions in English" for two German speakers: no German bank), or, when the
 * pair shares none, not in the page's language; null when nothing needs saying. `bank` is the
 * view's `language` (absent from older servers: English). The language is named in the words
 * the note is written in ("Fragen auf Englisch", "Questions en anglais"), not in itself.
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
    : i18n._('games.questionsIn', { language: languageNameIn(asked, currentLocale()) });
}

/** The note for the pair in the call now (questionsLanguageNote), for a game's panel. */
export function useQuestionsLanguageNote(bank: string | undefined): string | null {
  // re-worded when the page's language changes
  useLingui();
  const shared = useCall((s) => shownPartner(s)?.sharedLanguage ?? null);
  return questionsLanguageNote(bank, shared);
}

/** Turkish's question particle after a phrase: its last vowel picks mı, mi, mu or mü. */
export function turkishQuestionParticle(phrase: string): string {
  const last =
    phrase
      .toLocaleLowerCase('tr')
      .match(/[aeıioöuüâîû]/g)
      ?.at(-1) ?? 'e';
  if ('aıâ'.includes(last)) return 'mı';
  if ('ouû'.includes(last)) return 'mu';
  if ('öü'.includes(last)) return 'mü';
  return 'mi';
}

/** Read my mind's question line in the bank's own language (English: the spec's prompt). */
export function mindQuestionLine(bank: string | undefined, a: string, b: string): string {
  switch (primary(bank ?? 'en')) {
    case 'es':
      return `¿Qué prefieres… ${a} o ${b}?`;
    case 'pt':
      return `Você prefere… ${a} ou ${b}?`;
    case 'fr':
      // French sets a thin no-break space before '?'
      return `Vous préférez… ${a} ou ${b}\u202f?`;
    case 'de':
      return `Würdest du lieber… ${a} oder ${b}?`;
    case 'tr':
      return `Hangisini seçerdin… ${a} ${turkishQuestionParticle(a)}, ${b} ${turkishQuestionParticle(b)}?`;
    // the Russian and Arabic options are verb or noun phrases: neither line assumes a gender
    case 'ru':
      return `Что выберете… ${a} или ${b}?`;
    case 'ar':
      return `أيّهما أفضل لك… ${a} أم ${b}؟`;
    default:
      return `${MIND.prompt} ${a} or ${b}?`;
  }
}
